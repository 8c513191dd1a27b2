import type { CaseActionBody, CaseEventChange, UserRef } from '@sig/shared/contract';
import type { CasesTable } from '../../db/schema.cases';
import type { EstatusTable } from '../../db/schema.catalogs';
import { bool, toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { correctCase } from './caseCorrection';
import { caseError } from './caseError';
import * as repo from './cases.repository';
import * as writes from './caseWrites.repository';
import { estatusRef, userRef } from './caseView';
import { closingRoutes, nextEstatus, nextOptions } from './estatusRoutes';
import { isPostgres } from '../../core';
import { moveFollowers } from './duplicates.repository';
import { queueCaseUpdate } from './followers';
import type { CaseUpdate } from './followMail';
import { KIND_WORD, anyRow, colorRef, insertEvent, lockedCase, plainRef, touch, type CaseCtx, type CaseNotice } from './caseWrite';

/* The actions on a case (accionrep / accionsol): estatus, asignar, prioridad, cerrar (answer and close), reabrir, corregir (caseCorrection.ts). */

async function estatusRow(ctx: CaseCtx, id: string): Promise<EstatusTable | undefined> {
  return (await repo.listEstatus(ctx.db, ctx.clienteId, ctx.kind, false)).find((e) => e.id === id);
}

interface Change {
  /** The history event it records. */
  event: CaseEventChange;
  changes: Partial<CasesTable>;
  notices?: CaseNotice[];
  /** A second event the same action causes (an assignment that moves the estatus), recorded after the first. */
  then?: Change;
  /** Overrides the body's comentario on this change's event. */
  comentario?: string;
  /** The public note the change writes (the closing answer): followers read it. */
  publicNote?: string;
  /** Runs once the change, its events and its mails are written (a duplicate's followers move after hearing of it). */
  after?: () => Promise<void>;
}

/** Applies one action; returns whether anything changed (a no-op writes nothing) and whom to tell. */
export async function actOnCase(ctx: CaseCtx, id: string, body: CaseActionBody): Promise<{ changed: boolean; notices: CaseNotice[] }> {
  const row = await lockedCase(ctx, id);
  if (body.version !== undefined && body.version !== row.version) throw caseError(409, 'case.stale', 'version');
  if (body.accion !== 'reabrir' && row.closed_at !== null) throw caseError(409, 'case.closed');
  await writes.shareCatalogs(ctx.db, ctx.clienteId);
  if (body.accion === 'corregir') return { changed: await correctCase(ctx, row, body), notices: [] };

  let change: Change | null;
  switch (body.accion) {
    case 'estatus':
      change = await changeEstatus(ctx, row, body.estatusId, body.respuesta, body.comentario);
      break;
    case 'asignar':
      change = await assign(ctx, row, body);
      break;
    case 'prioridad': {
      const before = repo.prioridadOf(row.prioridad);
      change = before === body.prioridad ? null : { event: { tipo: 'prioridad', antes: { prioridad: before }, despues: { prioridad: body.prioridad } }, changes: { prioridad: repo.prioridadRank(body.prioridad) } };
      break;
    }
    case 'cerrar':
      change = await answerAndClose(ctx, row, body.estatusId, body.respuesta);
      break;
    case 'reabrir':
      change = await reopen(ctx, row, body.estatusId);
      break;
    case 'duplicado':
      change = await markDuplicate(ctx, row, body.originalId, body.estatusId);
      break;
  }
  if (!change) return { changed: false, notices: [] };
  const comentario = 'comentario' in body ? body.comentario : undefined;
  let changes: Partial<CasesTable> = {};
  for (let c: Change | undefined = change; c; c = c.then) changes = { ...changes, ...c.changes };
  await touch(ctx, row, changes);
  let publicChange: { eventId: string; update: CaseUpdate } | null = null;
  for (let c: Change | undefined = change; c; c = c.then) {
    const eventId = await insertEvent(ctx, row.id, c.event, c.comentario ?? comentario);
    const update = publicUpdateOf(row, c, changes);
    if (update) publicChange = { eventId, update };
  }
  // followers hear of the last estatus the action left (one mail for an assignment that moved the estatus)
  if (publicChange) await queueCaseUpdate(ctx, row.id, publicChange.eventId, publicChange.update);
  await change.after?.();
  return { changed: true, notices: change.notices ?? [] };
}

/** What a follower reads of a change: only a new estatus (with the closing answer, if any) is public. */
function publicUpdateOf(row: CasesTable, c: Change, changes: Partial<CasesTable>): CaseUpdate | null {
  const e = c.event;
  if (e.tipo !== 'estatus' && e.tipo !== 'reabierto' && e.tipo !== 'duplicado') return null;
  const nota = c.publicNote ?? null;
  return { folio: row.folio, estatus: e.despues.estatus.nombre, closed: Boolean(changes.closed_at), nota };
}

type EstatusEvent = Extract<CaseEventChange, { tipo: 'estatus' }>;

const estatusChange = (ctx: CaseCtx, current: EstatusTable, target: EstatusTable, more: Omit<EstatusEvent['despues'], 'estatus'> = {}): Change => ({
  event: { tipo: 'estatus', antes: { estatus: estatusRef(current) }, despues: { estatus: estatusRef(target), ...more } },
  changes: { estatus_id: target.id, closed_at: bool(target.final) ? ctx.now : null },
});

/** A move to a final estatus closes the case in the citizen's eyes too: it needs the public reason they will read. */
async function changeEstatus(ctx: CaseCtx, row: CasesTable, estatusId: string, respuesta: string | undefined, comentario: string | undefined): Promise<Change | null> {
  if (estatusId === row.estatus_id) return null;
  const all = await repo.listEstatus(ctx.db, ctx.clienteId, ctx.kind, false);
  const current = all.find((e) => e.id === row.estatus_id);
  const target = nextOptions(all, current).find((e) => e.id === estatusId);
  if (!current || !target) throw caseError(400, 'case.invalid_transition', 'estatusId');
  if (!bool(target.final)) return estatusChange(ctx, current, target);
  if (!respuesta) throw caseError(400, 'case.public_reason_required', 'respuesta');
  const closing = await answerAndClose(ctx, row, estatusId, respuesta);
  // staff's own comment, when given, stays the event's; the public answer is the note either way
  if (comentario) delete closing.comentario;
  return closing;
}

/**
 * The public answer as a note the citizen reads on the follow page, then the move to the final estatus
 * along the allowed transitions: one estatus event from where the case was to where it ends, naming the
 * estatus passed through, with the answer as its comment.
 */
async function answerAndClose(ctx: CaseCtx, row: CasesTable, estatusId: string, respuesta: string): Promise<Change> {
  const all = await repo.listEstatus(ctx.db, ctx.clienteId, ctx.kind, false);
  const current = all.find((e) => e.id === row.estatus_id);
  const route = closingRoutes(all, current).get(estatusId);
  if (!current || !route) throw caseError(400, 'case.not_final', 'estatusId');
  const target = route.at(-1)!;
  const noteId = sortableId();
  await writes.insertNote(ctx.db, { id: noteId, cliente_id: ctx.clienteId, case_id: row.id, at: ctx.now, autor_id: ctx.actor.id, texto: respuesta, publica: 1, archivo_ids: toJson([]) });
  const nota = { id: noteId, publica: true, archivos: [] };
  const change = estatusChange(ctx, current, target, route.length > 1 ? { nota, via: route.slice(0, -1).map(estatusRef) } : { nota });
  change.comentario = respuesta;
  change.publicNote = respuesta;
  return change;
}

/**
 * The same problem as an open case of the same kind: this one closes in a final estatus (along the
 * transitions) with a public note naming the original, the original counts one more report (and this one's),
 * and this one's followers move there once they have been told.
 */
async function markDuplicate(ctx: CaseCtx, row: CasesTable, originalId: string, estatusId: string): Promise<Change> {
  const original = originalId === row.id ? undefined : await repo.lockCase(ctx.db, ctx.clienteId, ctx.kind, originalId, isPostgres(ctx.db));
  if (!original || original.closed_at !== null || original.duplicado_de !== null) throw caseError(400, 'case.duplicate_invalid', 'originalId');
  const all = await repo.listEstatus(ctx.db, ctx.clienteId, ctx.kind, false);
  const current = all.find((e) => e.id === row.estatus_id);
  const route = closingRoutes(all, current).get(estatusId);
  if (!current || !route) throw caseError(400, 'case.not_final', 'estatusId');
  const target = route.at(-1)!;
  const texto = `Este caso es el mismo problema que el folio ${original.folio}: su avance se sigue en ese folio.`;
  await writes.insertNote(ctx.db, { id: sortableId(), cliente_id: ctx.clienteId, case_id: row.id, at: ctx.now, autor_id: ctx.actor.id, texto, publica: 1, archivo_ids: toJson([]) });
  const apoyos = original.apoyos + 1 + row.apoyos;
  await touch(ctx, original, { apoyos });
  await insertEvent(ctx, original.id, { tipo: 'apoyo', antes: null, despues: { apoyos, desde: 'duplicado', duplicado: { id: row.id, folio: row.folio } } });
  return {
    event: { tipo: 'duplicado', antes: { estatus: estatusRef(current) }, despues: { original: { id: original.id, folio: original.folio }, estatus: estatusRef(target) } },
    changes: { estatus_id: target.id, closed_at: ctx.now, duplicado_de: original.id },
    publicNote: texto,
    after: () => moveFollowers(ctx.db, ctx.clienteId, row.id, original.id, ctx.now),
  };
}

async function reopen(ctx: CaseCtx, row: CasesTable, estatusId: string | undefined): Promise<Change> {
  if (row.closed_at === null) throw caseError(409, 'case.not_closed');
  let target: EstatusTable | undefined;
  if (estatusId !== undefined) {
    target = await estatusRow(ctx, estatusId);
    if (!target || !bool(target.activo)) throw caseError(400, 'case.invalid_reference', 'estatusId');
    if (bool(target.final)) throw caseError(400, 'case.invalid_transition', 'estatusId');
  } else {
    target = (await repo.listEstatus(ctx.db, ctx.clienteId, ctx.kind, true)).find((e) => bool(e.inicial));
    if (!target) throw caseError(400, 'case.no_initial_estatus');
  }
  const current = await estatusRow(ctx, row.estatus_id);
  return {
    event: { tipo: 'reabierto', antes: { estatus: current ? estatusRef(current) : null }, despues: { estatus: estatusRef(target) } },
    changes: { estatus_id: target.id, closed_at: null },
  };
}

type AssignBody = Extract<CaseActionBody, { accion: 'asignar' }>;
type AssignEvent = Extract<CaseEventChange, { tipo: 'asignacion' }>;

/**
 * Dependencia, módulo and staff user, each optional (undefined keeps it, null clears it). A módulo must
 * belong to the resulting dependencia; moving the case to another dependencia drops a módulo of the old
 * one unless the body names a new one.
 */
async function assign(ctx: CaseCtx, row: CasesTable, body: AssignBody): Promise<Change | null> {
  const { db, clienteId } = ctx;
  const dependenciaId = body.dependenciaId === undefined ? row.dependencia_id : body.dependenciaId;
  const dependenciaChanged = dependenciaId !== row.dependencia_id;
  if (dependenciaChanged && dependenciaId !== null && !(await repo.findActive(db, 'dependencias', clienteId, dependenciaId))) {
    throw caseError(400, 'case.invalid_reference', 'dependenciaId');
  }
  const moduloId = body.moduloId !== undefined ? body.moduloId : dependenciaChanged ? null : row.modulo_id;
  if (moduloId !== null && (moduloId !== row.modulo_id || dependenciaChanged)) {
    const modulo = await repo.findActive(db, 'modulos', clienteId, moduloId);
    if (!modulo || modulo.dependencia_id !== dependenciaId) throw caseError(400, 'case.invalid_reference', 'moduloId');
  }
  const asignadoA = body.asignadoA === undefined ? row.asignado_a : body.asignadoA;
  let assignee: UserRef | null = null;
  if (asignadoA !== null) {
    const member = await repo.findActiveMember(db, clienteId, asignadoA);
    if (!member && asignadoA !== row.asignado_a) throw caseError(400, 'case.assignee_invalid', 'asignadoA');
    assignee = userRef(asignadoA, member?.display_name ?? null);
  }

  const antes: AssignEvent['antes'] = {};
  const despues: AssignEvent['despues'] = {};
  const changes: Partial<CasesTable> = {};
  if (dependenciaChanged) {
    antes.dependencia = colorRef(await anyRow(db, 'dependencias', clienteId, row.dependencia_id));
    despues.dependencia = colorRef(await anyRow(db, 'dependencias', clienteId, dependenciaId));
    changes.dependencia_id = dependenciaId;
  }
  if (moduloId !== row.modulo_id) {
    antes.modulo = plainRef(await anyRow(db, 'modulos', clienteId, row.modulo_id));
    despues.modulo = plainRef(await anyRow(db, 'modulos', clienteId, moduloId));
    changes.modulo_id = moduloId;
  }
  const notices: CaseNotice[] = [];
  if (asignadoA !== row.asignado_a) {
    const before = row.asignado_a === null ? undefined : await repo.findUserName(db, row.asignado_a);
    antes.asignado = before ? userRef(before.id, before.display_name) : null;
    despues.asignado = assignee;
    changes.asignado_a = asignadoA;
    if (asignadoA !== null && asignadoA !== ctx.actor.id) {
      const kindWord = KIND_WORD[ctx.kind];
      notices.push({ userId: asignadoA, caseId: row.id, message: `${ctx.actor.displayName} te asignó ${kindWord} ${row.folio}` });
    }
  }
  if (Object.keys(changes).length === 0) return null;
  const assigned: Change = { event: { tipo: 'asignacion', antes, despues }, changes, notices };
  if (changes.asignado_a) assigned.then = await assignmentMovesEstatus(ctx, row);
  return assigned;
}

/**
 * The cliente's rule (clientes.asignar_mueve_estatus, off by default): a person assigned to a case still in
 * the catalogue's initial estatus moves it to the usual next step (Recibido → Asignado in the demo).
 */
async function assignmentMovesEstatus(ctx: CaseCtx, row: CasesTable): Promise<Change | undefined> {
  if (!(await repo.assignmentMovesEstatus(ctx.db, ctx.clienteId))) return undefined;
  const all = await repo.listEstatus(ctx.db, ctx.clienteId, ctx.kind, false);
  const current = all.find((e) => e.id === row.estatus_id);
  if (!current || !bool(current.inicial)) return undefined;
  const next = nextEstatus(all, current);
  // the comment was about the assignment: it stays on that event alone ('' is stored as none)
  return next && { ...estatusChange(ctx, current, next), comentario: '' };
}
