import { sql, type Kysely } from 'kysely';
import type { EvEstado, EvRegistroFiltro } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { EvEscaneosTable, EvEventosTable, EvHistorialTable, EvRegistrosTable } from '../../db/schema.eventos';
import { fold } from '../../lib/searchText';
import { containsPattern } from '../../core';

/* All SQL of Eventos. Staff reads take the clienteId of the caller's token; the public ones go by unguessable ids. */

export type Db = Kysely<Database>;

/** Lists for `in (…)` are cut to this many (well under both databases' bound-parameter limits). */
const CHUNK = 500;
const changed = (r: { numUpdatedRows: bigint }): boolean => Number(r.numUpdatedRows) > 0;
const likeWords = (q: string | undefined): string[] => (q ? fold(q).split(' ').filter(Boolean) : []);

// ---- events ---------------------------------------------------------------------------------------------------------

export async function insertEvento(db: Db, row: EvEventosTable): Promise<void> {
  await db.insertInto('ev_eventos').values(row).execute();
}

export async function findEvento(db: Db, clienteId: string, id: string): Promise<EvEventosTable | undefined> {
  return db.selectFrom('ev_eventos').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

/** An event by its id alone (public pages: the cliente is checked by the caller). */
export async function eventoById(db: Db, id: string): Promise<EvEventosTable | undefined> {
  return db.selectFrom('ev_eventos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes the fields when `version` is still the stored one and the confirmed seats fit `capacidad`; false otherwise. */
export async function updateEvento(db: Db, clienteId: string, id: string, version: number, patch: Partial<EvEventosTable>, capacidad: number): Promise<boolean> {
  return changed(
    await db
      .updateTable('ev_eventos')
      .set({ ...patch, version: version + 1 })
      .where('cliente_id', '=', clienteId)
      .where('id', '=', id)
      .where('version', '=', version)
      .where('ocupados', '<=', capacidad)
      .executeTakeFirst(),
  );
}

export interface EventoFilter {
  estado?: EvEstado;
  cuando?: 'proximos' | 'pasados';
  q?: string;
  now: string;
}

function eventosFiltered(db: Db, clienteId: string, f: EventoFilter) {
  let qb = db.selectFrom('ev_eventos').where('cliente_id', '=', clienteId);
  if (f.estado) qb = qb.where('estado', '=', f.estado);
  if (f.cuando === 'proximos') qb = qb.where('fin', '>', f.now);
  if (f.cuando === 'pasados') qb = qb.where('fin', '<=', f.now);
  for (const w of likeWords(f.q)) qb = qb.where(sql<boolean>`search_text like ${containsPattern(w)} escape '\\'`);
  return qb;
}

export async function pageEventos(db: Db, clienteId: string, f: EventoFilter, limit: number, offset: number): Promise<{ rows: EvEventosTable[]; total: number }> {
  const rows = await eventosFiltered(db, clienteId, f).selectAll().orderBy('inicio', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  const { n } = await eventosFiltered(db, clienteId, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export interface CuentaFila {
  evento_id: string;
  estado: string;
  n: number;
  dentro: number;
}

/** Registrations per event and state, and how many of them came in: one grouped query for a page of events. */
export async function cuentasDe(db: Db, eventoIds: string[]): Promise<CuentaFila[]> {
  if (!eventoIds.length) return [];
  const rows = await db
    .selectFrom('ev_registros')
    .select(['evento_id', 'estado', (eb) => eb.fn.countAll().as('n'), sql<number>`sum(case when checkin_en is null then 0 else 1 end)`.as('dentro')])
    .where('evento_id', 'in', eventoIds)
    .groupBy(['evento_id', 'estado'])
    .execute();
  return rows.map((r) => ({ evento_id: r.evento_id, estado: r.estado, n: Number(r.n), dentro: Number(r.dentro ?? 0) }));
}

/** Takes one seat if one is left: the guarded counter that holds capacity under concurrent registrations. */
export async function takeSeat(db: Db, eventoId: string): Promise<boolean> {
  return changed(await db.updateTable('ev_eventos').set((eb) => ({ ocupados: eb('ocupados', '+', 1) })).where('id', '=', eventoId).where(sql<boolean>`ocupados < capacidad`).executeTakeFirst());
}

/** Gives one seat back; on PostgreSQL it also holds the event's row until the transaction ends (cancellations of one event queue). */
export async function freeSeat(db: Db, eventoId: string): Promise<void> {
  await db.updateTable('ev_eventos').set((eb) => ({ ocupados: eb('ocupados', '-', 1) })).where('id', '=', eventoId).where('ocupados', '>', 0).execute();
}

/** The next waiting-list number of the event (arrival order, whatever the clock says). */
export async function nextEspera(db: Db, eventoId: string): Promise<number> {
  await db.updateTable('ev_eventos').set((eb) => ({ espera_ultimo: eb('espera_ultimo', '+', 1) })).where('id', '=', eventoId).execute();
  const r = await db.selectFrom('ev_eventos').select('espera_ultimo').where('id', '=', eventoId).executeTakeFirstOrThrow();
  return r.espera_ultimo;
}

// ---- registrations --------------------------------------------------------------------------------------------------

export async function insertRegistro(db: Db, row: EvRegistrosTable): Promise<void> {
  await db.insertInto('ev_registros').values(row).execute();
}

export async function findRegistro(db: Db, eventoId: string, id: string): Promise<EvRegistrosTable | undefined> {
  return db.selectFrom('ev_registros').selectAll().where('evento_id', '=', eventoId).where('id', '=', id).executeTakeFirst();
}

export async function findRegistroByCodigo(db: Db, eventoId: string, codigo: string): Promise<EvRegistrosTable | undefined> {
  return db.selectFrom('ev_registros').selectAll().where('evento_id', '=', eventoId).where('codigo', '=', codigo).executeTakeFirst();
}

export async function codigoTaken(db: Db, eventoId: string, codigo: string): Promise<boolean> {
  return (await db.selectFrom('ev_registros').select('id').where('evento_id', '=', eventoId).where('codigo', '=', codigo).executeTakeFirst()) !== undefined;
}

/** The person's registration for the event: by habitante, or by folded e-mail. */
export async function findRegistroDe(db: Db, eventoId: string, who: { habitanteId: string } | { emailKey: string }): Promise<EvRegistrosTable | undefined> {
  const qb = db.selectFrom('ev_registros').selectAll().where('evento_id', '=', eventoId);
  return ('habitanteId' in who ? qb.where('habitante_id', '=', who.habitanteId) : qb.where('email_key', '=', who.emailKey)).executeTakeFirst();
}

/** 1 for the next to be promoted. */
export async function posicionEspera(db: Db, eventoId: string, orden: number): Promise<number> {
  const { n } = await db
    .selectFrom('ev_registros')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('evento_id', '=', eventoId)
    .where('estado', '=', 'espera')
    .where('espera_orden', '<', orden)
    .executeTakeFirstOrThrow();
  return Number(n) + 1;
}

export async function oldestEspera(db: Db, eventoId: string): Promise<EvRegistrosTable | undefined> {
  return db.selectFrom('ev_registros').selectAll().where('evento_id', '=', eventoId).where('estado', '=', 'espera').orderBy('espera_orden').limit(1).executeTakeFirst();
}

/** Moves a registration from one state to another if it is still in the first; false otherwise (someone moved it first). */
export async function moveRegistro(db: Db, id: string, from: EvRegistrosTable['estado'], patch: Partial<EvRegistrosTable>): Promise<boolean> {
  return changed(await db.updateTable('ev_registros').set(patch).where('id', '=', id).where('estado', '=', from).executeTakeFirst());
}

/** Puts a registration back as new (a cancelled one registering again). */
export async function renewRegistro(db: Db, id: string, patch: Partial<EvRegistrosTable>): Promise<boolean> {
  return changed(await db.updateTable('ev_registros').set(patch).where('id', '=', id).where('estado', '=', 'cancelado').executeTakeFirst());
}

export interface RegistroFilter {
  estado?: EvRegistroFiltro;
  q?: string;
}

function registrosFiltered(db: Db, eventoId: string, f: RegistroFilter) {
  let qb = db.selectFrom('ev_registros as r').where('r.evento_id', '=', eventoId);
  if (f.estado === 'asistio') qb = qb.where('r.estado', '=', 'confirmado').where('r.checkin_en', 'is not', null);
  else if (f.estado === 'sin_asistir') qb = qb.where('r.estado', '=', 'confirmado').where('r.checkin_en', 'is', null);
  else if (f.estado) qb = qb.where('r.estado', '=', f.estado);
  const q = f.q?.trim();
  if (q) {
    const words = likeWords(q);
    const codigo = q.toUpperCase().replace(/[\s-]/g, '');
    qb = qb.where((eb) => eb.or([eb('r.codigo', '=', codigo), eb.and(words.map((w) => sql<boolean>`r.search_text like ${containsPattern(w)} escape '\\'`))]));
  }
  return qb;
}

export interface RegistroRow extends EvRegistrosTable {
  checkin_por_nombre: string | null;
  /** Waiting registrations ahead of this one (its position is this + 1). */
  espera_antes: number;
}

const withCheckinUser = (qb: ReturnType<typeof registrosFiltered>) =>
  qb
    .leftJoin('users as u', 'u.id', 'r.checkin_por')
    .selectAll('r')
    .select([
      'u.display_name as checkin_por_nombre',
      sql<number>`(select count(*) from ev_registros w where w.evento_id = r.evento_id and w.estado = 'espera' and w.espera_orden < r.espera_orden)`.as('espera_antes'),
    ]);

const counted = (rows: RegistroRow[]): RegistroRow[] => rows.map((r) => ({ ...r, espera_antes: Number(r.espera_antes ?? 0) }));

export async function pageRegistros(db: Db, eventoId: string, f: RegistroFilter, limit: number, offset: number): Promise<{ rows: RegistroRow[]; total: number }> {
  const rows = counted(await withCheckinUser(registrosFiltered(db, eventoId, f)).orderBy('r.created_at').orderBy('r.id').limit(limit).offset(offset).execute());
  const { n } = await registrosFiltered(db, eventoId, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export async function registroRows(db: Db, eventoId: string, f: RegistroFilter, limit: number): Promise<RegistroRow[]> {
  return counted(await withCheckinUser(registrosFiltered(db, eventoId, f)).orderBy('r.created_at').orderBy('r.id').limit(limit).execute());
}

export async function findRegistroRow(db: Db, eventoId: string, id: string): Promise<RegistroRow | undefined> {
  const r = await withCheckinUser(registrosFiltered(db, eventoId, {})).where('r.id', '=', id).executeTakeFirst();
  return r && counted([r])[0];
}

/** Every registration of the event for a door's offline list. */
export async function kitRegistros(db: Db, eventoId: string) {
  return db
    .selectFrom('ev_registros')
    .select(['id', 'codigo', 'estado', 'nombre', 'checkin_en', 'checkin_puerta', 'checkin_por'])
    .where('evento_id', '=', eventoId)
    .orderBy('nombre')
    .orderBy('id')
    .execute();
}

// ---- check-in -------------------------------------------------------------------------------------------------------

export interface CheckinSet {
  checkin_en: string;
  checkin_puerta: string;
  checkin_por: string;
  checkin_escaneo: string;
}

/** Checks a confirmed ticket in if nobody has: the guarded update that refuses a double check-in under concurrent scans. */
export async function checkinIfFirst(db: Db, eventoId: string, registroId: string, c: CheckinSet): Promise<boolean> {
  return changed(
    await db
      .updateTable('ev_registros')
      .set(c)
      .where('evento_id', '=', eventoId)
      .where('id', '=', registroId)
      .where('estado', '=', 'confirmado')
      .where('checkin_en', 'is', null)
      .executeTakeFirst(),
  );
}

/** An earlier scan (synced late) takes the check-in from a later one, if that one still holds it. */
export async function checkinTakeOver(db: Db, registroId: string, holder: string, c: CheckinSet): Promise<boolean> {
  return changed(
    await db
      .updateTable('ev_registros')
      .set(c)
      .where('id', '=', registroId)
      .where('checkin_escaneo', '=', holder)
      .where('checkin_en', '>', c.checkin_en)
      .executeTakeFirst(),
  );
}

export async function insertEscaneo(db: Db, row: EvEscaneosTable): Promise<void> {
  await db.insertInto('ev_escaneos').values(row).execute();
}

export async function insertEscaneos(db: Db, rows: EvEscaneosTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK / 5) await db.insertInto('ev_escaneos').values(rows.slice(i, i + CHUNK / 5)).execute();
}

/** The scans already recorded under these device ids. */
export async function escaneosByClientIds(db: Db, clienteId: string, clientIds: string[]): Promise<EvEscaneosTable[]> {
  const out: EvEscaneosTable[] = [];
  const unique = [...new Set(clientIds)];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(...(await db.selectFrom('ev_escaneos').selectAll().where('cliente_id', '=', clienteId).where('client_id', 'in', unique.slice(i, i + CHUNK)).execute()));
  return out;
}

export async function findEscaneo(db: Db, clienteId: string, clientId: string): Promise<EvEscaneosTable | undefined> {
  return db.selectFrom('ev_escaneos').selectAll().where('cliente_id', '=', clienteId).where('client_id', '=', clientId).executeTakeFirst();
}

export async function countAsistieron(db: Db, eventoId: string): Promise<number> {
  const { n } = await db
    .selectFrom('ev_registros')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('evento_id', '=', eventoId)
    .where('estado', '=', 'confirmado')
    .where('checkin_en', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'display_name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.display_name]));
}

// ---- history --------------------------------------------------------------------------------------------------------

export async function insertHistoria(db: Db, rows: EvHistorialTable[]): Promise<void> {
  if (rows.length) await db.insertInto('ev_historial').values(rows).execute();
}

export interface HistoriaRow extends EvHistorialTable {
  autor_nombre: string | null;
}

/** The event's own history (registroId undefined), or one registration's. */
export async function historial(db: Db, eventoId: string, registroId?: string): Promise<HistoriaRow[]> {
  let qb = db.selectFrom('ev_historial as h').leftJoin('users as u', 'u.id', 'h.autor_id').selectAll('h').select('u.display_name as autor_nombre').where('h.evento_id', '=', eventoId);
  qb = registroId === undefined ? qb.where('h.registro_id', 'is', null) : qb.where('h.registro_id', '=', registroId);
  return qb.orderBy('h.created_at').orderBy('h.id').limit(500).execute();
}

/** Registrations of the event by typed code. */
export async function registrosByCodigos(db: Db, eventoId: string, codigos: string[]): Promise<EvRegistrosTable[]> {
  const unique = [...new Set(codigos)];
  const out: EvRegistrosTable[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    out.push(...(await db.selectFrom('ev_registros').selectAll().where('evento_id', '=', eventoId).where('codigo', 'in', unique.slice(i, i + CHUNK)).execute()));
  }
  return out;
}

/** Registrations of the event by id (in chunks under both databases' parameter limits). */
export async function registrosByIds(db: Db, eventoId: string, ids: string[]): Promise<EvRegistrosTable[]> {
  const unique = [...new Set(ids)];
  const out: EvRegistrosTable[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    out.push(...(await db.selectFrom('ev_registros').selectAll().where('evento_id', '=', eventoId).where('id', 'in', unique.slice(i, i + CHUNK)).execute()));
  }
  return out;
}
