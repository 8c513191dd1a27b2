import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { casesForAudit, listTipos } from '../cases';
import * as repo from './audit.repository';

/** What the checklist of a demo tipo asks, by the tipo's name (the demo catalogue's). */
const CHECKLISTS: Record<string, string[]> = {
  Bache: ['El bache está cubierto por completo', 'La superficie quedó al nivel de la calle', 'No quedó material suelto'],
  'Alumbrado público': ['La luminaria enciende', 'El poste y el cableado quedaron seguros'],
};
const FALLBACK = ['El problema reportado ya no se observa', 'El lugar quedó limpio y seguro'];

/**
 * The demo's Auditoría: a 25 % rule (so some closed cases are sampled), a checklist for two reporte tipos,
 * and one work list of pending closed cases assigned to `auditorId` (a demo field auditor, else the admin).
 */
export async function seedDemoAuditoria(db: Kysely<Database>, clienteId: string, now: Date, auditorId: string): Promise<void> {
  const at = iso(now);
  await repo.saveRule(db, { cliente_id: clienteId, modo: 'porcentaje', porcentaje: 25, version: 1, updated_by: null, updated_at: at }, 0);
  const tipos = (await listTipos(db, clienteId, 'reporte', true)).slice(0, 8);
  const named = tipos.filter((t) => CHECKLISTS[t.nombre]);
  const chosen = named.length >= 2 ? named : tipos.slice(0, 2);
  for (const t of chosen) {
    const items = (CHECKLISTS[t.nombre] ?? FALLBACK).map((texto, i) => ({ id: `p${i + 1}`, texto, requerido: true }));
    await repo.saveChecklist(db, { cliente_id: clienteId, tipo_id: t.id, kind: 'reporte', items: toJson(items), version: 1, updated_by: null, updated_at: at }, 0);
  }
  // the list takes sampled cases of the tipos with a checklist, so the demo form has points to answer
  const ids: string[] = [];
  for (const t of chosen) ids.push(...(await repo.queueIds(db, clienteId, { modo: 'porcentaje', porcentaje: 25 }, { kind: 'reporte', tipoId: t.id }, 3)));
  if (ids.length === 0) return;
  const views = new Map((await casesForAudit(db, clienteId, ids, at)).map((v) => [v.summary.id, v]));
  const id = sortableId();
  await repo.insertList(
    db,
    { id, cliente_id: clienteId, nombre: 'Recorrido de demostración', auditor_id: auditorId, created_by: null, version: 1, created_at: at, updated_at: at },
    ids.filter((c) => views.has(c)).map((caseId, pos) => ({ lista_id: id, case_id: caseId, cliente_id: clienteId, kind: 'reporte', folio: views.get(caseId)!.summary.folio, pos, estado: 'pendiente', motivo: null, motivo_codigo: null, auditoria_id: null, updated_at: at })),
  );
}
