import type { CaseDetail, CaseKind, EstatusRef } from '@sig/shared/contract';
import { bool } from '../../lib/json';
import { caseError } from './caseError';
import * as repo from './cases.repository';
import * as dup from './duplicates.repository';
import { estatusRef, toEvents, toFile, toNote, toSummary } from './caseView';
import { closingRoutes, nextEstatus, nextOptions } from './estatusRoutes';

/** One case with its notes, files, history (oldest first), the estatus it may move to now and those it may be closed with. */
export async function loadDetail(db: repo.Db, clienteId: string, kind: CaseKind, id: string, now: string, puedeEditar: boolean): Promise<CaseDetail> {
  const row = await repo.findCaseRow(db, clienteId, kind, id);
  if (!row) throw caseError(404, 'case.not_found', 'id');
  const events = await repo.listEvents(db, clienteId, id);
  const notes = await repo.listNotes(db, clienteId, id);
  const files = (await repo.listFiles(db, clienteId, id)).map(toFile);
  const habitante = row.habitante_id ? await repo.findHabitanteOf(db, clienteId, row.habitante_id) : undefined;
  const byId = new Map(files.map((f) => [f.id, f]));
  let siguientes: EstatusRef[] = [];
  let siguiente: EstatusRef | null = null;
  let cierres: EstatusRef[] = [];
  if (row.closed_at === null) {
    const estatus = await repo.listEstatus(db, clienteId, kind, false);
    const current = estatus.find((e) => e.id === row.estatus_id);
    siguientes = nextOptions(estatus, current).map(estatusRef);
    const next = nextEstatus(estatus, current);
    siguiente = next ? estatusRef(next) : null;
    cierres = [...closingRoutes(estatus, current).values()].map((route) => estatusRef(route.at(-1)!));
  }
  return {
    ...toSummary(row, now),
    kind,
    contacto: { nombre: row.contacto_nombre, telefono: row.contacto_telefono, email: row.contacto_email },
    habitanteId: row.habitante_id,
    habitante: habitante ? { id: habitante.id, nombre: `${habitante.nombre} ${habitante.apellidos}`.trim() } : null,
    version: row.version,
    archivos: files,
    notas: notes.map((n) => toNote(n, byId)),
    historial: toEvents(events),
    siguientes,
    siguiente,
    cierres,
    puedeEditar,
    coloniaElegida: bool(row.colonia_manual),
    apoyos: row.apoyos,
    duplicadoDe: row.duplicado_de ? ((await dup.findFolioRef(db, clienteId, row.duplicado_de)) ?? null) : null,
    duplicados: await dup.listDuplicatesOf(db, clienteId, row.id),
  };
}
