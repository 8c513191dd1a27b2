import { sql } from 'kysely';
import type { AreaAlertsTable, FollowerStatus } from '../../db/schema.follow';
import type { Db } from './cases.repository';

/* All the SQL of area alerts and the Atom feed (issue 24). */

export type AreaAlertRow = AreaAlertsTable;

/** A colonia, or a circle given as its grid rows (cases.geocell ranges, see duplicates.ts cellRanges); tipos empty: all public ones. */
export interface AreaSql {
  coloniaId: string | null;
  ranges: [number, number][] | null;
  tipos: string[];
}

export function insertAlert(db: Db, row: AreaAlertRow): Promise<unknown> {
  return db.insertInto('area_alerts').values(row).execute();
}

export function findAlertByArea(db: Db, clienteId: string, emailKey: string, areaKey: string): Promise<AreaAlertRow | undefined> {
  return db.selectFrom('area_alerts').selectAll().where('cliente_id', '=', clienteId).where('email_key', '=', emailKey).where('area_key', '=', areaKey).executeTakeFirst();
}

export function findAlert(db: Db, clienteId: string, id: string): Promise<AreaAlertRow | undefined> {
  return db.selectFrom('area_alerts').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

export function setAlert(db: Db, id: string, changes: Partial<Pick<AreaAlertRow, 'status' | 'lang' | 'confirmed_at' | 'ended_at' | 'digest_from'>>): Promise<unknown> {
  return db.updateTable('area_alerts').set(changes).where('id', '=', id).execute();
}

/** The clientes that have active alerts, with what a digest needs of them. */
export function listClientesWithAlerts(db: Db): Promise<{ id: string; slug: string; nombre: string; timezone: string }[]> {
  return db
    .selectFrom('clientes as cl')
    .select(['cl.id', 'cl.slug', 'cl.nombre', 'cl.timezone'])
    .where((eb) => eb.exists(eb.selectFrom('area_alerts as a').select('a.id').whereRef('a.cliente_id', '=', 'cl.id').where('a.status', '=', 'activo')))
    .orderBy('cl.id')
    .execute();
}

/** The cliente's active alerts that have not had the digest of `day` (their cliente's local day). */
export function listAlertsDue(db: Db, clienteId: string, day: string): Promise<AreaAlertRow[]> {
  return db
    .selectFrom('area_alerts')
    .selectAll()
    .where('cliente_id', '=', clienteId)
    .where('status', '=', 'activo')
    .where((eb) => eb.or([eb('last_digest_day', 'is', null), eb('last_digest_day', '<', day)]))
    .orderBy('id')
    .execute();
}

/**
 * Takes the day's digest of one alert: one statement, so only one caller (node) gets true for a day (PostgreSQL
 * re-reads the row under its lock; SQLite writes one at a time).
 */
export async function claimDigestDay(db: Db, id: string, day: string): Promise<boolean> {
  const result = await db
    .updateTable('area_alerts')
    .set({ last_digest_day: day })
    .where('id', '=', id)
    .where('status', '=', 'activo')
    .where((eb) => eb.or([eb('last_digest_day', 'is', null), eb('last_digest_day', '<', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The next digest's window starts at `until` (after the digest of `day` was queued). */
export async function advanceDigest(db: Db, id: string, day: string, until: string): Promise<void> {
  await db.updateTable('area_alerts').set({ digest_from: until }).where('id', '=', id).where('last_digest_day', '=', day).execute();
}

/** The cliente's active colonias: the areas offered on the public page. */
export function listActiveColonias(db: Db, clienteId: string): Promise<{ id: string; nombre: string }[]> {
  return db.selectFrom('colonias').select(['id', 'nombre']).where('cliente_id', '=', clienteId).where('activo', '=', 1).orderBy('nombre_key').orderBy('id').execute();
}

export function findColonia(db: Db, clienteId: string, id: string): Promise<{ id: string; nombre: string; activo: number } | undefined> {
  return db.selectFrom('colonias').select(['id', 'nombre', 'activo']).where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

/** The cliente's public tipos de reporte (active or not: an alert made earlier still names them). */
export function listPublicReporteTipos(db: Db, clienteId: string): Promise<{ id: string; nombre: string; activo: number }[]> {
  return db.selectFrom('tipos_reporte').select(['id', 'nombre', 'activo']).where('cliente_id', '=', clienteId).where('publico', '=', 1).orderBy('nombre_key').orderBy('id').execute();
}

/** Located reportes of public tipos in the area (the circle's grid cells; the exact distance is checked in code). */
function inArea(db: Db, clienteId: string, area: AreaSql) {
  let qb = db
    .selectFrom('cases as c')
    .innerJoin('tipos_reporte as t', (j) => j.onRef('t.id', '=', 'c.tipo_id').onRef('t.cliente_id', '=', 'c.cliente_id'))
    .where('c.cliente_id', '=', clienteId)
    .where('c.kind', '=', 'reporte')
    .where('t.publico', '=', 1)
    .where('c.lat', 'is not', null)
    .where('c.lng', 'is not', null);
  if (area.coloniaId !== null) qb = qb.where('c.colonia_id', '=', area.coloniaId);
  if (area.ranges) {
    const ranges = area.ranges;
    qb = qb.where(sql<boolean>`(${sql.join(
      ranges.map(([lo, hi]) => sql`c.geocell between ${lo} and ${hi}`),
      sql` or `,
    )})`);
  }
  if (area.tipos.length > 0) qb = qb.where('c.tipo_id', 'in', area.tipos);
  return qb;
}

export interface AreaCaseRow {
  id: string;
  folio: string;
  lat: number;
  lng: number;
  tipo_id: string;
  estatus_id: string;
  colonia_id: string | null;
  created_at: string;
  updated_at: string;
}

const CASE_COLUMNS = ['c.id', 'c.folio', 'c.lat', 'c.lng', 'c.tipo_id', 'c.estatus_id', 'c.colonia_id', 'c.created_at', 'c.updated_at'] as ('c.id' | 'c.folio' | 'c.lat' | 'c.lng' | 'c.tipo_id' | 'c.estatus_id' | 'c.colonia_id' | 'c.created_at' | 'c.updated_at')[];

/** The newest public reportes of the area (the feed), at most `limit` (more when a circle's corners are cut later). */
export function listNewestInArea(db: Db, clienteId: string, area: AreaSql, limit: number): Promise<AreaCaseRow[]> {
  return inArea(db, clienteId, area).select(CASE_COLUMNS).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute() as Promise<AreaCaseRow[]>;
}

/** Public reportes of the area filed in [from, until). */
export function listFiledInArea(db: Db, clienteId: string, area: AreaSql, from: string, until: string, limit: number): Promise<AreaCaseRow[]> {
  return inArea(db, clienteId, area).select(CASE_COLUMNS).where('c.created_at', '>=', from).where('c.created_at', '<', until).orderBy('c.created_at').orderBy('c.id').limit(limit).execute() as Promise<AreaCaseRow[]>;
}

/** Public reportes of the area filed before `from` that changed in [from, until) (a candidate for public updates). */
export function listChangedInArea(db: Db, clienteId: string, area: AreaSql, from: string, until: string, limit: number): Promise<AreaCaseRow[]> {
  return inArea(db, clienteId, area)
    .select(CASE_COLUMNS)
    .where('c.created_at', '<', from)
    .where('c.updated_at', '>=', from)
    .orderBy('c.updated_at')
    .orderBy('c.id')
    .limit(limit)
    .execute() as Promise<AreaCaseRow[]>;
}

/** The estatus events (set, reopened) of these cases in [from, until), oldest first. */
export function listEstatusEventsIn(db: Db, clienteId: string, caseIds: string[], from: string, until: string) {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('case_events')
    .select(['id', 'case_id', 'at', 'tipo', 'antes', 'despues'])
    .where('cliente_id', '=', clienteId)
    .where('case_id', 'in', caseIds)
    .where('tipo', 'in', ['estatus', 'reabierto'])
    .where('at', '>=', from)
    .where('at', '<', until)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The public notes of these cases in [from, until), oldest first, without their author. */
export function listPublicNotesIn(db: Db, clienteId: string, caseIds: string[], from: string, until: string): Promise<{ case_id: string; at: string; texto: string }[]> {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('case_notes')
    .select(['case_id', 'at', 'texto'])
    .where('cliente_id', '=', clienteId)
    .where('case_id', 'in', caseIds)
    .where('publica', '=', 1)
    .where('at', '>=', from)
    .where('at', '<', until)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export function listColoniaNames(db: Db, clienteId: string, ids: string[]): Promise<{ id: string; nombre: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('colonias').select(['id', 'nombre']).where('cliente_id', '=', clienteId).where('id', 'in', ids).execute();
}
