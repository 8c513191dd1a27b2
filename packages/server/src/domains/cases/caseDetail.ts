import type { CaseDetail, CaseKind, EstatusRef } from '@sig/shared/contract';
import { bool, parseJson } from '../../lib/json';
import { caseError } from './caseError';
import * as repo from './cases.repository';
import { estatusRef, toEvent, toFile, toNote, toSummary } from './caseView';

/** One case with its notes, files, history (oldest first) and the estatus it may move to now. */
export async function loadDetail(db: repo.Db, clienteId: string, kind: CaseKind, id: string, now: string, puedeEditar: boolean): Promise<CaseDetail> {
  const row = await repo.findCaseRow(db, clienteId, kind, id);
  if (!row) throw caseError(404, 'case.not_found', 'id');
  const events = await repo.listEvents(db, clienteId, id);
  const notes = await repo.listNotes(db, clienteId, id);
  const files = (await repo.listFiles(db, clienteId, id)).map(toFile);
  const habitante = row.habitante_id ? await repo.findHabitanteOf(db, clienteId, row.habitante_id) : undefined;
  const byId = new Map(files.map((f) => [f.id, f]));
  let siguientes: EstatusRef[] = [];
  if (row.closed_at === null) {
    const estatus = await repo.listEstatus(db, clienteId, kind, false);
    const current = estatus.find((e) => e.id === row.estatus_id);
    const allowed = new Set(current ? parseJson<string[]>(current.transiciones, []) : []);
    siguientes = estatus.filter((e) => bool(e.activo) && allowed.has(e.id)).map(estatusRef);
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
    historial: events.map(toEvent),
    siguientes,
    puedeEditar,
  };
}
