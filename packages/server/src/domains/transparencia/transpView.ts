import type { Kysely } from 'kysely';
import {
  TranspEvent,
  canTranspMove,
  isTranspFinal,
  type TranspDetail,
  type TranspDocumento,
  type TranspEstatus,
  type TranspEventChange,
  type TranspFormato,
  type TranspListItem,
  type TranspPublicThread,
} from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { parseJson, toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { holdsPermission } from '../../core';
import { addBusinessDays, isDueSoon, isOverdue, prevencionDeadline } from './deadlines';
import { deadlineOf, type Rules } from './transpDeadline';
import * as repo from './transparencia.repository';

/* Rows into the contract's shapes, and the one writer of a request's history. */

export interface Actor {
  id: string | null;
  displayName: string;
}
/** The requester on the public page: no staff user did it. */
export const REQUESTER: Actor = { id: null, displayName: 'Solicitante' };

type EventPlace = { clienteId: string; requestId: string; actor: Actor; at: string };

/** One typed event as a row; the shape is checked here so a wrong payload fails the write, not a later read. */
export function eventRow(p: EventPlace, change: TranspEventChange, comentario: string | null = null): repo.EventRow {
  const id = sortableId();
  TranspEvent.parse({ id, at: p.at, actor: null, comentario, ...change });
  return {
    id,
    cliente_id: p.clienteId,
    request_id: p.requestId,
    tipo: change.tipo,
    actor_id: p.actor.id,
    actor_nombre: p.actor.displayName,
    comentario,
    antes: toJson(change.antes),
    despues: toJson(change.despues),
    at: p.at,
  };
}

/** Appends one typed event to a request's history. */
export async function recordEvent(db: Kysely<Database>, p: EventPlace, change: TranspEventChange, comentario: string | null = null): Promise<void> {
  await repo.insertEvents(db, [eventRow(p, change, comentario)]);
}

const userRef = (id: string | null, nombre: string | null) => (id ? { id, displayName: nombre ?? '' } : null);

function toEvent(r: repo.EventRow): TranspEvent | null {
  const parsed = TranspEvent.safeParse({
    id: r.id,
    at: r.at,
    actor: userRef(r.actor_id, r.actor_nombre),
    comentario: r.comentario,
    tipo: r.tipo,
    antes: parseJson(r.antes, null),
    despues: parseJson(r.despues, null),
  });
  return parsed.success ? parsed.data : null;
}

const toDocumento = (d: repo.DocumentRow, estatus: TranspEstatus): TranspDocumento => ({
  id: d.id,
  nombre: d.nombre,
  tipo: d.tipo,
  bytes: d.bytes,
  origen: d.origen,
  enRespuesta: d.en_respuesta === 1,
  publico: d.origen === 'respuesta' && d.en_respuesta === 1 && estatus === 'TERMINADA',
  createdAt: d.created_at,
  autor: userRef(d.autor_id, d.autor_nombre),
});

/** Overdue and due-soon flags: only while open and the clock runs. */
export function dueFlags(row: Pick<repo.RequestRow, 'estatus' | 'due_on' | 'ampliada'>, rules: Rules, today: string) {
  const open = !isTranspFinal(row.estatus) && row.due_on !== null;
  const vencida = open && isOverdue(row.due_on!, today);
  return {
    due: row.due_on,
    vencida,
    proxima: open && !vencida && isDueSoon(row.due_on!, today, rules.figures.proximoDias, rules.calendar),
    ampliada: row.ampliada === 1,
  };
}

export const canManage = (permissions: readonly string[]): boolean => holdsPermission(permissions, 'TransparenciaAdm');

/** The moves this caller may make now: the transitions, less the once-only ones used or out of time, less the extension without TransparenciaAdm. */
export function allowedMoves(row: repo.RequestRow, rules: Rules, today: string, permissions: readonly string[]): TranspEstatus[] {
  const receipt = deadlineOf(row, rules).explanation.countsFrom;
  return (['INICIO', 'PROCESO', 'EN_PREVENCION', 'EN_AMPLIACION', 'TERMINADA', 'DESECHADA', 'CANCELADA'] as const).filter((to) => {
    if (!canTranspMove(row.estatus, to)) return false;
    if (to === 'EN_PREVENCION') return row.prevencion_at === null && today <= prevencionDeadline(receipt, rules.figures.prevencionDias, rules.calendar);
    if (to === 'EN_AMPLIACION') return row.ampliada === 0 && rules.figures.ampliacionDias > 0 && canManage(permissions);
    return true;
  });
}

const prevencionOf = (row: repo.RequestRow) =>
  row.prevencion_texto !== null && row.prevencion_at !== null
    ? {
        texto: row.prevencion_texto,
        enviadaAt: row.prevencion_at,
        responderAntes: row.responder_antes ?? '',
        respuesta: row.prevencion_respuesta,
        respondidaAt: row.prevencion_respondida_at,
      }
    : null;

export function toListItem(r: Awaited<ReturnType<typeof repo.inboxPage>>['rows'][number], rules: Rules, today: string): TranspListItem {
  return {
    id: r.id,
    folio: r.folio,
    estatus: r.estatus,
    unidad: r.unidad_id ? { id: r.unidad_id, nombre: r.unidad_nombre ?? '' } : null,
    extracto: r.texto.slice(0, 200),
    createdAt: r.created_at,
    version: r.version,
    ...dueFlags(r, rules, today),
  };
}

export async function toDetail(db: Kysely<Database>, row: repo.RequestRow, rules: Rules, today: string, permissions: readonly string[]): Promise<TranspDetail> {
  const [unit, notes, docs, events] = await Promise.all([
    row.unidad_id ? repo.findUnit(db, row.cliente_id, row.unidad_id) : undefined,
    repo.listNotes(db, row.cliente_id, row.id),
    repo.listDocuments(db, row.cliente_id, row.id),
    repo.listEvents(db, row.cliente_id, row.id),
  ]);
  return {
    id: row.id,
    folio: row.folio,
    estatus: row.estatus,
    texto: row.texto,
    formato: row.formato as TranspFormato,
    solicitante: { nombre: row.nombre, email: row.email, avisos: row.avisos === 1 },
    unidad: unit ? { id: unit.id, nombre: unit.nombre } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    ...dueFlags(row, rules, today),
    explicacion: deadlineOf(row, rules).explanation,
    prevencion: prevencionOf(row),
    ampliacion: row.ampliacion_motivo !== null && row.ampliacion_at !== null ? { motivo: row.ampliacion_motivo, at: row.ampliacion_at } : null,
    respuesta: row.respuesta_texto !== null && row.respuesta_at !== null ? { texto: row.respuesta_texto, at: row.respuesta_at } : null,
    notas: notes.map((n) => ({ id: n.id, texto: n.texto, autor: userRef(n.autor_id, n.autor_nombre), createdAt: n.created_at })),
    documentos: docs.map((d) => toDocumento(d, row.estatus)),
    historial: events.map(toEvent).filter((e): e is TranspEvent => e !== null),
    permitidos: allowedMoves(row, rules, today, permissions),
    version: row.version,
  };
}

/** The public thread: built field by field from what may be public, so a new column never leaks by default. */
export async function toPublicThread(db: Kysely<Database>, row: repo.RequestRow, rules: Rules, today: string): Promise<TranspPublicThread> {
  const [docs, events] = await Promise.all([repo.listDocuments(db, row.cliente_id, row.id), repo.listEvents(db, row.cliente_id, row.id)]);
  const terminada = row.estatus === 'TERMINADA';
  const historial: TranspPublicThread['historial'] = [];
  for (const e of events) {
    const despues = parseJson<{ estatus?: TranspEstatus } | null>(e.despues, null);
    const estatus = despues?.estatus;
    if (estatus && historial.at(-1)?.estatus !== estatus) historial.push({ at: e.at, estatus });
  }
  return {
    folio: row.folio,
    estatus: row.estatus,
    texto: row.texto,
    formato: row.formato as TranspFormato,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    due: row.due_on,
    vencida: dueFlags(row, rules, today).vencida,
    explanation: deadlineOf(row, rules).explanation,
    prevencion: prevencionOf(row),
    puedeResponder: row.estatus === 'EN_PREVENCION' && row.responder_antes !== null && today <= row.responder_antes,
    ampliacion: row.ampliacion_motivo !== null && row.ampliacion_at !== null ? { motivo: row.ampliacion_motivo, at: row.ampliacion_at } : null,
    respuesta:
      terminada && row.respuesta_texto !== null && row.respuesta_at !== null
        ? { texto: row.respuesta_texto, at: row.respuesta_at, documentos: docs.filter((d) => d.origen === 'respuesta' && d.en_respuesta === 1).map((d) => ({ id: d.id, nombre: d.nombre, bytes: d.bytes })) }
        : null,
    motivoCierre: row.estatus === 'DESECHADA' || row.estatus === 'CANCELADA' ? row.motivo_cierre : null,
    historial,
  };
}

/** The last day the requester may reply to a prevención sent on `sentOn`. */
export const replyBy = (sentOn: string, rules: Rules): string => addBusinessDays(sentOn, rules.figures.plazoCiudadanoDias, rules.calendar);
