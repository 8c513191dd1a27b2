import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { TRANSP_FINAL, type TranspEstatus } from '@sig/shared/contract';
import { updateAtVersion } from '../../db/updateAtVersion';
import type { Database } from '../../db/schema';
import type {
  TranspDocumentsTable,
  TranspEventsTable,
  TranspHolidaysTable,
  TranspNotesTable,
  TranspRequestsTable,
  TranspSettingsTable,
  TranspUnitsTable,
} from '../../db/schema.transparencia';
import { containsPattern, isPostgres, jsonRows, type JsonRowsColumn } from '../../core';

/* Every SQL statement of Transparencia; each takes the cliente first and never crosses it. */

type Db = Kysely<Database>;
export type RequestRow = Selectable<TranspRequestsTable>;
export type UnitRow = Selectable<TranspUnitsTable>;
export type DocumentRow = Selectable<TranspDocumentsTable>;
export type NoteRow = Selectable<TranspNotesTable>;

/** The columns of a request just filed, before anyone worked it: what every new row starts from (service, seed). */
export const JUST_FILED = {
  unidad_id: null,
  estatus: 'INICIO',
  stops: '[]',
  ampliada: 0,
  ampliacion_motivo: null,
  ampliacion_at: null,
  prevencion_texto: null,
  prevencion_at: null,
  responder_antes: null,
  prevencion_respuesta: null,
  prevencion_respondida_at: null,
  respuesta_texto: null,
  respuesta_at: null,
  respondida_on: null,
  motivo_cierre: null,
  closed_at: null,
  version: 1,
} as const satisfies Partial<RequestRow>;
export type EventRow = Selectable<TranspEventsTable>;
export type SettingsRow = Selectable<TranspSettingsTable>;
export type HolidayRow = Selectable<TranspHolidaysTable>;

const FINAL = [...TRANSP_FINAL];

// ---- settings and calendar --------------------------------------------------------------------------------

export const findSettings = (db: Db, clienteId: string) => db.selectFrom('transp_settings').selectAll().where('cliente_id', '=', clienteId).executeTakeFirst();

/** Writes the settings if they are still at `version` (0: none stored yet); false when someone changed them first. */
export async function saveSettings(db: Db, row: TranspSettingsTable, version: number): Promise<boolean> {
  if (version === 0) {
    const r = await db.insertInto('transp_settings').values(row).onConflict((oc) => oc.column('cliente_id').doNothing()).executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const { cliente_id, ...set } = row;
  const r = await db.updateTable('transp_settings').set(set).where('cliente_id', '=', cliente_id).where('version', '=', version).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function listHolidays(db: Db, clienteId: string, year?: number) {
  let q = db.selectFrom('transp_holidays').selectAll().where('cliente_id', '=', clienteId);
  if (year !== undefined) q = q.where('fecha', '>=', `${year}-01-01`).where('fecha', '<=', `${year}-12-31`);
  return q.orderBy('fecha').execute();
}

/** False when the cliente already has that day. */
export async function insertHoliday(db: Db, row: TranspHolidaysTable): Promise<boolean> {
  const r = await db.insertInto('transp_holidays').values(row).onConflict((oc) => oc.columns(['cliente_id', 'fecha']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteHoliday(db: Db, clienteId: string, fecha: string): Promise<HolidayRow | undefined> {
  const found = await db.selectFrom('transp_holidays').selectAll().where('cliente_id', '=', clienteId).where('fecha', '=', fecha).executeTakeFirst();
  if (found) await db.deleteFrom('transp_holidays').where('cliente_id', '=', clienteId).where('fecha', '=', fecha).execute();
  return found;
}

// ---- units ----------------------------------------------------------------------------------------------------

export function listUnits(db: Db, clienteId: string) {
  return db
    .selectFrom('transp_units as u')
    .selectAll('u')
    .select((eb) => eb.selectFrom('transp_requests as r').select(eb.fn.countAll<number>().as('n')).whereRef('r.unidad_id', '=', 'u.id').where('r.cliente_id', '=', clienteId).as('solicitudes'))
    .where('u.cliente_id', '=', clienteId)
    .orderBy('u.nombre')
    .execute();
}

export const findUnit = (db: Db, clienteId: string, id: string) => db.selectFrom('transp_units').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();

/** False when the name is taken. */
export async function insertUnit(db: Db, row: TranspUnitsTable): Promise<boolean> {
  const r = await db.insertInto('transp_units').values(row).onConflict((oc) => oc.columns(['cliente_id', 'nombre_key']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function nombreTaken(db: Db, clienteId: string, key: string, exceptId: string): Promise<boolean> {
  return !!(await db.selectFrom('transp_units').select('id').where('cliente_id', '=', clienteId).where('nombre_key', '=', key).where('id', '!=', exceptId).executeTakeFirst());
}

export const updateUnit = (db: Db, clienteId: string, id: string, version: number, set: Updateable<TranspUnitsTable>) => updateAtVersion(db, 'transp_units', clienteId, id, version, set);

export async function unitInUse(db: Db, clienteId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('transp_requests').select('id').where('cliente_id', '=', clienteId).where('unidad_id', '=', id).limit(1).executeTakeFirst());
}

export async function deleteUnit(db: Db, clienteId: string, id: string): Promise<void> {
  await db.deleteFrom('transp_units').where('cliente_id', '=', clienteId).where('id', '=', id).execute();
}

// ---- requests -------------------------------------------------------------------------------------------------

/** The next folio number of the cliente and year, atomically inside the creating transaction (never reused). */
export async function reserveFolio(db: Db, clienteId: string, year: number): Promise<number> {
  const row = await db
    .insertInto('transp_folios')
    .values({ cliente_id: clienteId, year, last: 1 })
    .onConflict((oc) => oc.columns(['cliente_id', 'year']).doUpdateSet({ last: sql<number>`transp_folios.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export async function insertRequest(db: Db, row: TranspRequestsTable): Promise<void> {
  await db.insertInto('transp_requests').values(row).execute();
}

export const findRequest = (db: Db, clienteId: string, id: string) => db.selectFrom('transp_requests').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();

export const findRequestByFolio = (db: Db, clienteId: string, folio: string) =>
  db.selectFrom('transp_requests').selectAll().where('cliente_id', '=', clienteId).where('folio', '=', folio).executeTakeFirst();

/** Writes `set` if the request is still at `version`, bumping it; false otherwise. */
export const updateRequest = (db: Db, clienteId: string, id: string, version: number, set: Updateable<TranspRequestsTable>) => updateAtVersion(db, 'transp_requests', clienteId, id, version, set);

/** The requests whose due date the calendar still decides (not final). */
export function listOpenRequests(db: Db, clienteId: string) {
  return db.selectFrom('transp_requests').selectAll().where('cliente_id', '=', clienteId).where('estatus', 'not in', FINAL).orderBy('id').execute();
}

export interface InboxFilter {
  estatus?: TranspEstatus;
  /** A unit id, or null for "no unit". */
  unidad?: string | null;
  /** Open with due_on in [from, to]. */
  dueBetween?: { from: string; to: string };
  /** Open with due_on before this day. */
  dueBefore?: string;
  ampliada?: boolean;
  /** Only requests not yet final. */
  open?: boolean;
  q?: string;
}

function inboxQuery(db: Db, clienteId: string, f: InboxFilter) {
  let q = db.selectFrom('transp_requests as r').leftJoin('transp_units as u', 'u.id', 'r.unidad_id').where('r.cliente_id', '=', clienteId);
  if (f.estatus) q = q.where('r.estatus', '=', f.estatus);
  if (f.unidad === null) q = q.where('r.unidad_id', 'is', null);
  else if (f.unidad !== undefined) q = q.where('r.unidad_id', '=', f.unidad);
  if (f.dueBetween) q = q.where('r.estatus', 'not in', FINAL).where('r.due_on', '>=', f.dueBetween.from).where('r.due_on', '<=', f.dueBetween.to);
  if (f.dueBefore) q = q.where('r.estatus', 'not in', FINAL).where('r.due_on', '<', f.dueBefore);
  if (f.ampliada !== undefined) q = q.where('r.ampliada', '=', f.ampliada ? 1 : 0);
  if (f.open) q = q.where('r.estatus', 'not in', FINAL);
  if (f.q) {
    const pattern = containsPattern(f.q.toLowerCase());
    q = q.where(sql<boolean>`(lower(r.folio) like ${pattern} escape '\\' or lower(r.texto) like ${pattern} escape '\\')`);
  }
  return q;
}

export async function inboxPage(db: Db, clienteId: string, f: InboxFilter, page: number, pageSize: number) {
  const total = await inboxQuery(db, clienteId, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // open ones first, by due date (none last), then the newest
  const rows = await inboxQuery(db, clienteId, f)
    .select(['r.id', 'r.folio', 'r.estatus', 'r.texto', 'r.created_at', 'r.due_on', 'r.ampliada', 'r.unidad_id', 'r.version', 'u.nombre as unidad_nombre'])
    .orderBy(sql`case when r.estatus in ('TERMINADA', 'DESECHADA', 'CANCELADA') then 1 else 0 end`)
    .orderBy(sql`case when r.due_on is null then 1 else 0 end`)
    .orderBy('r.due_on')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(total.n), rows };
}

/** What a report counts of the requests filed in [desde, hasta]. */
export function reportRows(db: Db, clienteId: string, desde: string, hasta: string) {
  return db
    .selectFrom('transp_requests')
    .select(['unidad_id', 'estatus', 'due_on', 'respondida_on', 'ampliada'])
    .where('cliente_id', '=', clienteId)
    .where('filed_on', '>=', desde)
    .where('filed_on', '<=', hasta)
    .execute();
}

/** Takes one attachment of the filing's token: false when spent, expired or not this request's. */
export async function consumeUpload(db: Db, clienteId: string, id: string, hash: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('transp_requests')
    .set((eb) => ({ upload_remaining: eb('upload_remaining', '-', 1) }))
    .where('cliente_id', '=', clienteId)
    .where('id', '=', id)
    .where('upload_hash', '=', hash)
    .where('upload_remaining', '>', 0)
    .where('upload_expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function stopMails(db: Db, clienteId: string, id: string): Promise<void> {
  await db.updateTable('transp_requests').set({ avisos: 0 }).where('cliente_id', '=', clienteId).where('id', '=', id).execute();
}

// ---- notes, documents, history --------------------------------------------------------------------------------

export async function insertNote(db: Db, row: TranspNotesTable): Promise<void> {
  await db.insertInto('transp_notes').values(row).execute();
}

export const listNotes = (db: Db, clienteId: string, requestId: string) =>
  db.selectFrom('transp_notes').selectAll().where('cliente_id', '=', clienteId).where('request_id', '=', requestId).orderBy('created_at').orderBy('id').execute();

export async function insertDocument(db: Db, row: TranspDocumentsTable): Promise<void> {
  await db.insertInto('transp_documents').values(row).execute();
}

export const listDocuments = (db: Db, clienteId: string, requestId: string) =>
  db.selectFrom('transp_documents').selectAll().where('cliente_id', '=', clienteId).where('request_id', '=', requestId).orderBy('created_at').orderBy('id').execute();

export const findDocument = (db: Db, clienteId: string, requestId: string, id: string) =>
  db.selectFrom('transp_documents').selectAll().where('cliente_id', '=', clienteId).where('request_id', '=', requestId).where('id', '=', id).executeTakeFirst();

export async function countDocuments(db: Db, clienteId: string, requestId: string): Promise<number> {
  const r = await db.selectFrom('transp_documents').select((eb) => eb.fn.countAll<number>().as('n')).where('cliente_id', '=', clienteId).where('request_id', '=', requestId).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function deleteDocument(db: Db, clienteId: string, requestId: string, id: string): Promise<void> {
  await db.deleteFrom('transp_documents').where('cliente_id', '=', clienteId).where('request_id', '=', requestId).where('id', '=', id).execute();
}

export async function markInAnswer(db: Db, clienteId: string, requestId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('transp_documents').set({ en_respuesta: 1 }).where('cliente_id', '=', clienteId).where('request_id', '=', requestId).where('id', 'in', ids).execute();
}

/** History rows, many per statement (under both databases' bound-parameter limits). */
export async function insertEvents(db: Db, rows: readonly TranspEventsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('transp_events').values(rows.slice(i, i + 500)).execute();
}

const DUE_COLUMNS = [
  ['id', 'text'],
  ['version', 'integer'],
  ['due_on', 'text'],
  ['responder_antes', 'text'],
] as const satisfies readonly JsonRowsColumn[];

/**
 * New due dates (and reply days) for many requests in one statement, each only if still at its version
 * (bumped); answers the ids it changed. A request changed in between keeps its row for the caller to retry.
 */
export async function setDueDates(db: Db, clienteId: string, rows: readonly { id: string; version: number; due_on: string | null; responder_antes: string | null }[], at: string): Promise<Set<string>> {
  const changed = new Set<string>();
  if (!isPostgres(db)) {
    // SQLite plans `update … from json_each` as a scan of the table per batch row; one prepared update per row
    // by primary key is far cheaper on its single in-process writer
    for (const r of rows) if (await updateRequest(db, clienteId, r.id, r.version, { due_on: r.due_on, responder_antes: r.responder_antes, updated_at: at })) changed.add(r.id);
    return changed;
  }
  for (let i = 0; i < rows.length; i += 1000) {
    const res = await sql<{ id: string }>`update transp_requests
      set due_on = v.due_on, responder_antes = v.responder_antes, version = transp_requests.version + 1, updated_at = ${at}
      from ${jsonRows(db, rows.slice(i, i + 1000), DUE_COLUMNS)}
      where transp_requests.cliente_id = ${clienteId} and transp_requests.id = v.id and transp_requests.version = v.version
      returning transp_requests.id`.execute(db);
    for (const r of res.rows) changed.add(r.id);
  }
  return changed;
}

export const listEvents = (db: Db, clienteId: string, requestId: string) =>
  db.selectFrom('transp_events').selectAll().where('cliente_id', '=', clienteId).where('request_id', '=', requestId).orderBy('at').orderBy('id').execute();

/** The cliente's timezone as stored (the seed runs before any session exists). */
export async function clienteTimezone(db: Db, clienteId: string): Promise<string | undefined> {
  return (await db.selectFrom('clientes').select('timezone').where('id', '=', clienteId).executeTakeFirst())?.timezone;
}
