import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LOG_OPEN, type LogEstado } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { LogArchivosTable, LogEntregasTable, LogEventosTable, LogFallosTable, LogPruebasTable, LogRepartidoresTable } from '../../db/schema.logistica';
import { fold } from '../../lib/searchText';
import { containsPattern } from '../../core';

/* All SQL of Logística; every query takes the clienteId of the caller's token first. */

export type Db = Kysely<Database>;

/** Lists for `in (…)` are cut to this many ids (well under both databases' bound-parameter limits). */
const CHUNK = 500;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

// ---- a delivery as read -------------------------------------------------------------------------------------------

export interface EntregaRow extends LogEntregasTable {
  programa_nombre: string | null;
  zona_nombre: string | null;
  colonia_nombre: string | null;
  repartidor_nombre: string | null;
  h_nombre: string | null;
  h_apellidos: string | null;
  h_curp: string | null;
  h_direccion: string | null;
  h_telefono: string | null;
  h_email: string | null;
  h_colonia_id: string | null;
  h_colonia_nombre: string | null;
}

export interface EntregaFilter {
  estado?: LogEstado;
  programaId?: string;
  zonaId?: string;
  coloniaId?: string;
  repartidorId?: string;
  periodo?: string;
  desde?: string;
  hasta?: string;
  entregadaDesde?: string;
  entregadaHasta?: string;
  q?: string;
  ids?: readonly string[];
  /** Open deliveries assigned to this user (mis-entregas). */
  asignadaA?: string;
  conUbicacion?: boolean;
}

// Kysely cannot follow the joined aliases through a filter built in parts
type AnySelect = SelectQueryBuilder<any, any, any>;

function filtered(db: Db, clienteId: string, f: EntregaFilter): AnySelect {
  let qb: AnySelect = (db as Kysely<any>).selectFrom('log_entregas as e').leftJoin('habitantes as h', (j: any) => j.onRef('h.id', '=', 'e.habitante_id').onRef('h.cliente_id', '=', 'e.cliente_id')).where('e.cliente_id', '=', clienteId);
  if (f.estado) qb = qb.where('e.estado', '=', f.estado);
  if (f.programaId) qb = qb.where('e.programa_id', '=', f.programaId);
  if (f.zonaId) qb = qb.where('e.zona_id', '=', f.zonaId);
  if (f.coloniaId) qb = qb.where('e.colonia_id', '=', f.coloniaId);
  if (f.repartidorId === 'ninguno') qb = qb.where('e.repartidor_id', 'is', null);
  else if (f.repartidorId) qb = qb.where('e.repartidor_id', '=', f.repartidorId);
  if (f.periodo) qb = qb.where('e.periodo', '=', f.periodo);
  if (f.desde) qb = qb.where('e.dia_creada', '>=', f.desde);
  if (f.hasta) qb = qb.where('e.dia_creada', '<=', f.hasta);
  if (f.entregadaDesde) qb = qb.where('e.dia_entrega', '>=', f.entregadaDesde);
  if (f.entregadaHasta) qb = qb.where('e.dia_entrega', '<=', f.entregadaHasta);
  if (f.ids) qb = f.ids.length ? qb.where('e.id', 'in', [...f.ids]) : qb.where(sql<boolean>`1 = 0`);
  if (f.asignadaA) qb = qb.where('e.repartidor_id', '=', f.asignadaA).where('e.estado', 'in', [...LOG_OPEN]);
  if (f.conUbicacion) qb = qb.where('e.lat', 'is not', null).where('e.lng', 'is not', null);
  const q = f.q?.trim();
  if (q) {
    const words = fold(q).split(' ').filter(Boolean);
    qb = qb.where((eb: any) =>
      eb.or([eb('e.folio', '=', q.toUpperCase()), eb.and(words.map((w) => sql<boolean>`h.search_text like ${containsPattern(w)} escape '\\'`))]),
    );
  }
  return qb;
}

const withNames = (qb: AnySelect): AnySelect =>
  qb
    .leftJoin('programas as p', (j: any) => j.onRef('p.id', '=', 'e.programa_id').onRef('p.cliente_id', '=', 'e.cliente_id'))
    .leftJoin('zonas as z', (j: any) => j.onRef('z.id', '=', 'e.zona_id').onRef('z.cliente_id', '=', 'e.cliente_id'))
    .leftJoin('colonias as c', (j: any) => j.onRef('c.id', '=', 'e.colonia_id').onRef('c.cliente_id', '=', 'e.cliente_id'))
    .leftJoin('colonias as hc', (j: any) => j.onRef('hc.id', '=', 'h.colonia_id').onRef('hc.cliente_id', '=', 'h.cliente_id'))
    .leftJoin('users as u', 'u.id', 'e.repartidor_id')
    .selectAll('e')
    .select([
      'p.nombre as programa_nombre',
      'z.nombre as zona_nombre',
      'c.nombre as colonia_nombre',
      'u.display_name as repartidor_nombre',
      'h.nombre as h_nombre',
      'h.apellidos as h_apellidos',
      'h.curp as h_curp',
      'h.direccion as h_direccion',
      'h.telefono as h_telefono',
      'h.email as h_email',
      'h.colonia_id as h_colonia_id',
      'hc.nombre as h_colonia_nombre',
    ]);

export async function pageEntregas(db: Db, clienteId: string, f: EntregaFilter, limit: number, offset: number): Promise<{ rows: EntregaRow[]; total: number }> {
  const rows = (await withNames(filtered(db, clienteId, f)).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).offset(offset).execute()) as EntregaRow[];
  const { n } = await filtered(db, clienteId, f).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export async function entregaRows(db: Db, clienteId: string, f: EntregaFilter, limit: number): Promise<EntregaRow[]> {
  return (await withNames(filtered(db, clienteId, f)).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute()) as EntregaRow[];
}

export async function findEntrega(db: Db, clienteId: string, id: string): Promise<EntregaRow | undefined> {
  return (await withNames(filtered(db, clienteId, { ids: [id] })).executeTakeFirst()) as EntregaRow | undefined;
}

export async function mapPoints(db: Db, clienteId: string, f: EntregaFilter, limit: number) {
  const rows = (await filtered(db, clienteId, { ...f, conUbicacion: true }).select(['e.id', 'e.folio', 'e.lat', 'e.lng', 'e.estado']).orderBy('e.created_at', 'desc').limit(limit).execute()) as {
    id: string;
    folio: string;
    lat: number;
    lng: number;
    estado: LogEstado;
  }[];
  const counts = await filtered(db, clienteId, f)
    .select((eb: any) => [eb.fn.countAll().as('n'), sql<number>`sum(case when e.lat is null or e.lng is null then 1 else 0 end)`.as('sin')])
    .executeTakeFirstOrThrow();
  const sin = Number(counts.sin ?? 0);
  return { rows, total: Number(counts.n) - sin, sin };
}

export async function entregasByIds(db: Db, clienteId: string, ids: readonly string[]): Promise<LogEntregasTable[]> {
  const out: LogEntregasTable[] = [];
  for (const part of chunks(ids)) out.push(...(await db.selectFrom('log_entregas').selectAll().where('cliente_id', '=', clienteId).where('id', 'in', part).orderBy('id').execute()));
  return out;
}

export const lockEntrega = (db: Db, clienteId: string, id: string): Promise<LogEntregasTable | undefined> =>
  db.selectFrom('log_entregas').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();

/**
 * Moves a delivery only if it is still in one of `from` (and at `version` when given), bumping its version in
 * the same statement: of two writers racing, the database lets one through. False when it did not move.
 */
export async function moveEntrega(db: Db, clienteId: string, id: string, from: readonly LogEstado[], version: number | null, set: Partial<LogEntregasTable>): Promise<boolean> {
  let qb = db
    .updateTable('log_entregas')
    .set({ ...set, version: sql<number>`version + 1` as never })
    .where('cliente_id', '=', clienteId)
    .where('id', '=', id)
    .where('estado', 'in', [...from]);
  if (version !== null) qb = qb.where('version', '=', version);
  const res = await qb.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertEntregas(db: Db, rows: LogEntregasTable[]): Promise<void> {
  for (const part of chunks(rows, 100)) await db.insertInto('log_entregas').values(part).execute();
}

export async function insertEventos(db: Db, rows: LogEventosTable[]): Promise<void> {
  for (const part of chunks(rows, 200)) await db.insertInto('log_eventos').values(part).execute();
}

export const eventosOf = (db: Db, clienteId: string, entregaId: string) =>
  db
    .selectFrom('log_eventos as ev')
    .leftJoin('users as u', 'u.id', 'ev.autor_id')
    .selectAll('ev')
    .select('u.display_name as autor_nombre')
    .where('ev.cliente_id', '=', clienteId)
    .where('ev.entrega_id', '=', entregaId)
    .orderBy('ev.created_at')
    .orderBy('ev.id')
    .execute();

/** Reserves `count` folio numbers of the year; the last one reserved. */
export async function reserveFolios(db: Db, clienteId: string, year: number, count: number): Promise<number> {
  const row = await db
    .insertInto('log_folios')
    .values({ cliente_id: clienteId, year, last: count })
    .onConflict((oc) => oc.columns(['cliente_id', 'year']).doUpdateSet({ last: sql<number>`log_folios.last + ${count}` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/** Of these habitantes, those who already have the programme item in the period. */
export async function alreadyGiven(db: Db, clienteId: string, programaId: string, articuloKey: string, periodo: string, habitanteIds: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const part of chunks(habitanteIds)) {
    const rows = await db
      .selectFrom('log_entregas')
      .select('habitante_id')
      .where('cliente_id', '=', clienteId)
      .where('programa_id', '=', programaId)
      .where('articulo_key', '=', articuloKey)
      .where('periodo', '=', periodo)
      .where('habitante_id', 'in', part)
      .execute();
    for (const r of rows) out.add(r.habitante_id);
  }
  return out;
}

export interface HabitantePlace {
  id: string;
  email: string;
  colonia_id: string | null;
  zona_id: string | null;
  lat: number | null;
  lng: number | null;
}

/** The cliente's habitantes among these ids, with the colonia, zona and place they have now. */
export async function habitantePlaces(db: Db, clienteId: string, ids: readonly string[]): Promise<HabitantePlace[]> {
  const out: HabitantePlace[] = [];
  for (const part of chunks(ids)) {
    out.push(
      ...(await db
        .selectFrom('habitantes as h')
        .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
        .select(['h.id', 'h.email', 'h.colonia_id', 'c.zona_id', 'h.lat', 'h.lng'])
        .where('h.cliente_id', '=', clienteId)
        .where('h.id', 'in', part)
        .execute()),
    );
  }
  return out;
}

// ---- files, proofs, failures ------------------------------------------------------------------------------------

export const findArchivo = (db: Db, clienteId: string, sha256: string): Promise<LogArchivosTable | undefined> =>
  db.selectFrom('log_archivos').selectAll().where('cliente_id', '=', clienteId).where('sha256', '=', sha256).executeTakeFirst();

/** True when this call stored the row (the same bytes stored before: false). */
export async function insertArchivo(db: Db, row: LogArchivosTable): Promise<boolean> {
  const res = await db.insertInto('log_archivos').values(row).onConflict((oc) => oc.columns(['cliente_id', 'sha256']).doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findPrueba = (db: Db, clienteId: string, entregaId: string) =>
  db
    .selectFrom('log_pruebas as p')
    .leftJoin('users as u', 'u.id', 'p.registrada_por')
    .selectAll('p')
    .select('u.display_name as autor_nombre')
    .where('p.cliente_id', '=', clienteId)
    .where('p.entrega_id', '=', entregaId)
    .executeTakeFirst();

export const findPruebaByClientId = (db: Db, clienteId: string, clientId: string) =>
  db.selectFrom('log_pruebas').select(['id', 'entrega_id']).where('cliente_id', '=', clienteId).where('client_id', '=', clientId).executeTakeFirst();

export async function insertPrueba(db: Db, row: LogPruebasTable): Promise<void> {
  await db.insertInto('log_pruebas').values(row).execute();
}

export const findFalloByClientId = (db: Db, clienteId: string, clientId: string) =>
  db.selectFrom('log_fallos').select(['id', 'entrega_id']).where('cliente_id', '=', clienteId).where('client_id', '=', clientId).executeTakeFirst();

export async function insertFallo(db: Db, row: LogFallosTable): Promise<void> {
  await db.insertInto('log_fallos').values(row).execute();
}

// ---- delivery staff -----------------------------------------------------------------------------------------------

export interface RepartidorRow extends LogRepartidoresTable {
  display_name: string;
  email: string;
}

export const repartidores = (db: Db, clienteId: string, userId?: string): Promise<RepartidorRow[]> => {
  let qb = db
    .selectFrom('log_repartidores as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.display_name', 'u.email'])
    .where('r.cliente_id', '=', clienteId);
  if (userId) qb = qb.where('r.user_id', '=', userId);
  return qb.orderBy('u.display_name').orderBy('u.id').execute();
};

export async function insertRepartidor(db: Db, row: LogRepartidoresTable): Promise<boolean> {
  const res = await db.insertInto('log_repartidores').values(row).onConflict((oc) => oc.columns(['cliente_id', 'user_id']).doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateRepartidor(db: Db, clienteId: string, userId: string, version: number, set: Pick<LogRepartidoresTable, 'zonas' | 'activo' | 'updated_at'>): Promise<boolean> {
  const res = await db
    .updateTable('log_repartidores')
    .set({ ...set, version: version + 1 })
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Per repartidor: open deliveries assigned, delivered on `dia`, failures recorded on `dia`. */
export async function loads(db: Db, clienteId: string, dia: string): Promise<Map<string, { asignadas: number; entregadas: number; fallidas: number }>> {
  const open = await db
    .selectFrom('log_entregas')
    .select(['repartidor_id', (eb) => eb.fn.countAll().as('n')])
    .where('cliente_id', '=', clienteId)
    .where('repartidor_id', 'is not', null)
    .where('estado', 'in', [...LOG_OPEN])
    .groupBy('repartidor_id')
    .execute();
  const delivered = await db
    .selectFrom('log_entregas')
    .select(['repartidor_id', (eb) => eb.fn.countAll().as('n')])
    .where('cliente_id', '=', clienteId)
    .where('dia_entrega', '=', dia)
    .where('repartidor_id', 'is not', null)
    .groupBy('repartidor_id')
    .execute();
  const failed = await db.selectFrom('log_fallos').select(['registrada_por', (eb) => eb.fn.countAll().as('n')]).where('cliente_id', '=', clienteId).where('dia', '=', dia).groupBy('registrada_por').execute();
  const out = new Map<string, { asignadas: number; entregadas: number; fallidas: number }>();
  const at = (id: string) => out.get(id) ?? (out.set(id, { asignadas: 0, entregadas: 0, fallidas: 0 }), out.get(id)!);
  for (const r of open) at(r.repartidor_id!).asignadas = Number(r.n);
  for (const r of delivered) at(r.repartidor_id!).entregadas = Number(r.n);
  for (const r of failed) at(r.registrada_por).fallidas = Number(r.n);
  return out;
}

export async function activeZonas(db: Db, clienteId: string, ids: readonly string[]): Promise<{ id: string; nombre: string }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('zonas').select(['id', 'nombre']).where('cliente_id', '=', clienteId).where('id', 'in', [...ids]).where('activo', '=', 1).execute();
}

export async function zonaNames(db: Db, clienteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('zonas').select(['id', 'nombre']).where('cliente_id', '=', clienteId).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

// ---- figures ------------------------------------------------------------------------------------------------------

export type Grouping = 'dia' | 'zona' | 'colonia' | 'programa' | 'repartidor';

export interface FigureScope {
  clienteId: string;
  desde: string;
  hasta: string;
  programaId?: string;
  zonaId?: string;
}

const scoped = (s: FigureScope, alias = 'e') => {
  const parts = [sql`${sql.ref(`${alias}.cliente_id`)} = ${s.clienteId}`];
  if (s.programaId) parts.push(sql`${sql.ref(`${alias}.programa_id`)} = ${s.programaId}`);
  if (s.zonaId) parts.push(sql`${sql.ref(`${alias}.zona_id`)} = ${s.zonaId}`);
  return sql.join(parts, sql` and `);
};

/**
 * One row per key of the grouping: planned (planned for, or created on, a day of the span), delivered (on a
 * day of the span) and failed (failures recorded on a day of the span), counted by the database.
 */
export async function figureRows(db: Db, s: FigureScope, por: Grouping): Promise<{ clave: string; nombre: string | null; planeadas: number; entregadas: number; fallidas: number }[]> {
  const key = (day: string) =>
    ({
      dia: sql.ref(day),
      zona: sql`coalesce(e.zona_id, '')`,
      colonia: sql`coalesce(e.colonia_id, '')`,
      programa: sql`e.programa_id`,
      repartidor: sql`coalesce(e.repartidor_id, '')`,
    })[por];
  const name = {
    dia: sql`null`,
    zona: sql`(select nombre from zonas n where n.id = t.clave and n.cliente_id = ${s.clienteId})`,
    colonia: sql`(select nombre from colonias n where n.id = t.clave and n.cliente_id = ${s.clienteId})`,
    programa: sql`(select nombre from programas n where n.id = t.clave and n.cliente_id = ${s.clienteId})`,
    repartidor: sql`(select display_name from users n where n.id = t.clave)`,
  }[por];
  const rows = await sql<{ clave: string; nombre: string | null; planeadas: number | string; entregadas: number | string; fallidas: number | string }>`
    select t.clave, ${name} as nombre, sum(t.p) as planeadas, sum(t.d) as entregadas, sum(t.f) as fallidas from (
      select ${key('e.dia_plan')} as clave, 1 as p, 0 as d, 0 as f from log_entregas e where ${scoped(s)} and e.dia_plan between ${s.desde} and ${s.hasta}
      union all
      select ${key('e.dia_entrega')} as clave, 0 as p, 1 as d, 0 as f from log_entregas e where ${scoped(s)} and e.dia_entrega between ${s.desde} and ${s.hasta}
      union all
      select ${key('f.dia')} as clave, 0 as p, 0 as d, 1 as f from log_fallos f inner join log_entregas e on e.id = f.entrega_id where ${scoped(s)} and f.dia between ${s.desde} and ${s.hasta}
    ) t group by t.clave order by t.clave`.execute(db);
  return rows.rows.map((r) => ({ clave: r.clave, nombre: r.nombre, planeadas: Number(r.planeadas), entregadas: Number(r.entregadas), fallidas: Number(r.fallidas) }));
}

export async function figureTotals(db: Db, s: FigureScope) {
  const { rows } = await sql<{ planeadas: number | string; pendientes: number | string | null; entregadas: number | string; fallidas: number | string }>`select
      (select count(*) from log_entregas e where ${scoped(s)} and e.dia_plan between ${s.desde} and ${s.hasta}) as planeadas,
      (select count(*) from log_entregas e where ${scoped(s)} and e.dia_plan between ${s.desde} and ${s.hasta} and e.estado in (${sql.join([...LOG_OPEN])})) as pendientes,
      (select count(*) from log_entregas e where ${scoped(s)} and e.dia_entrega between ${s.desde} and ${s.hasta}) as entregadas,
      (select count(*) from log_fallos f inner join log_entregas e on e.id = f.entrega_id where ${scoped(s)} and f.dia between ${s.desde} and ${s.hasta}) as fallidas`.execute(db);
  const r = rows[0]!;
  return { planeadas: Number(r.planeadas), entregadas: Number(r.entregadas), fallidas: Number(r.fallidas), pendientes: Number(r.pendientes ?? 0) };
}

export async function failuresByReason(db: Db, s: FigureScope): Promise<{ motivo: LogFallosTable['motivo']; total: number }[]> {
  const { rows } = await sql<{ motivo: LogFallosTable['motivo']; n: number | string }>`select f.motivo, count(*) as n from log_fallos f inner join log_entregas e on e.id = f.entrega_id
    where ${scoped(s)} and f.dia between ${s.desde} and ${s.hasta} group by f.motivo order by f.motivo`.execute(db);
  return rows.map((r) => ({ motivo: r.motivo, total: Number(r.n) }));
}

/** The median of hours from creation to delivery of those delivered in the span: the middle one or two by ORDER BY, LIMIT and OFFSET. */
export async function medianHours(db: Db, s: FigureScope): Promise<number | null> {
  const where = sql`${scoped(s)} and e.dia_entrega between ${s.desde} and ${s.hasta} and e.horas_entrega is not null`;
  const { rows } = await sql<{ m: number | string | null }>`select avg(x.h) as m from (
      select e.horas_entrega as h from log_entregas e where ${where} order by e.horas_entrega
      limit (2 - (select count(*) from log_entregas e where ${where}) % 2)
      offset ((select count(*) from log_entregas e where ${where}) - 1) / 2
    ) x`.execute(db);
  const m = rows[0]?.m;
  return m === null || m === undefined ? null : Number(m);
}
