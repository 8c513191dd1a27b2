import type { Kysely } from 'kysely';
import type { CaseKind, PublicMapQuery } from '@sig/shared/contract';
import type { ClienteRow, Database } from '../../db/schema';
import type { CaseEventsTable } from '../../db/schema.cases';
import type { HabitantesTable } from '../../db/schema.citizens';
import type { TiposTable } from '../../db/schema.catalogs';
import { bool, parseJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { identity } from '../../core';
import { findTipo, listTipos } from '../cases';
import { createRow, lockCatalogs, origenes } from '../catalogs';
import { listPublicTipos } from '../open311';

/*
 * Queries of the citizens' public surface. Every one is scoped by the cliente the path names; the ones
 * feeding a public answer select only the columns that answer may carry (never contact fields, CURP,
 * apellidos or direccion), so a mapping slip cannot leak them.
 */

type Db = Kysely<Database>;

/** The cliente a public path's slug names (slugs are lower case), or undefined. */
export function findPublicCliente(db: Db, slug: string): Promise<ClienteRow | undefined> {
  return identity.findClienteBySlug(db, slug.trim().toLowerCase());
}

export const hasSig = (cliente: Pick<ClienteRow, 'products'>): boolean => parseJson<string[]>(cliente.products, []).includes('sig');

/** Every cliente as the municipality picker needs it (a few thousand at most). */
export function listClientesForPicker(db: Db): Promise<Pick<ClienteRow, 'slug' | 'nombre' | 'logo' | 'map_lat' | 'map_lng' | 'products'>[]> {
  return db.selectFrom('clientes').select(['slug', 'nombre', 'logo', 'map_lat', 'map_lng', 'products']).orderBy('nombre').execute();
}

/** Whether the tipo is an active public tipo de reporte of the cliente. */
export async function isPublicReporteTipo(db: Db, clienteId: string, tipoId: string): Promise<boolean> {
  return (await listActivePublicTipos(db, clienteId, 'reporte')).some((t) => t.id === tipoId);
}

/** Active tipos marked public, of one kind: what citizens may file (and Open311 lists, for reportes). */
export async function listActivePublicTipos(db: Db, clienteId: string, kind: CaseKind): Promise<TiposTable[]> {
  if (kind === 'reporte') return listPublicTipos(db, clienteId);
  return (await listTipos(db, clienteId, kind, true)).filter((t) => bool(t.publico));
}

// ---- habitantes ---------------------------------------------------------------------------------------

export type NewHabitante = Omit<HabitantesTable, 'version'>;

/** Inserts unless the CURP is already registered in the cliente (the unique index decides, races included). */
export async function insertHabitante(db: Db, row: NewHabitante): Promise<boolean> {
  const result = await db
    .insertInto('habitantes')
    .values({ ...row, version: 1 })
    .onConflict((oc) => oc.columns(['cliente_id', 'curp']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The public part of a habitante: enough to greet them and link to them. */
export interface HabitanteRef {
  id: string;
  cliente_id: string;
  nombre: string;
}

export function findHabitanteByCurp(db: Db, clienteId: string, curp: string): Promise<HabitanteRef | undefined> {
  return db.selectFrom('habitantes').select(['id', 'cliente_id', 'nombre']).where('cliente_id', '=', clienteId).where('curp', '=', curp).executeTakeFirst();
}

/** A habitante by id in any cliente, with that cliente's slug. */
export function findHabitanteById(db: Db, id: string): Promise<(HabitanteRef & { slug: string }) | undefined> {
  return db
    .selectFrom('habitantes as h')
    .innerJoin('clientes as c', 'c.id', 'h.cliente_id')
    .select(['h.id', 'h.cliente_id', 'h.nombre', 'c.slug'])
    .where('h.id', '=', id)
    .executeTakeFirst();
}

/** Who a one-time code is for, with where it can go (never part of a public answer: see contactMask.ts). */
export function findHabitanteForCode(db: Db, clienteId: string, who: { curp?: string; habitanteId?: string }) {
  let qb = db.selectFrom('habitantes').select(['id', 'cliente_id', 'nombre', 'email', 'telefono']).where('cliente_id', '=', clienteId);
  qb = who.curp ? qb.where('curp', '=', who.curp) : qb.where('id', '=', who.habitanteId ?? '');
  return qb.executeTakeFirst();
}

/** What a filing copies into the case's contact so staff see who filed it (never part of a public answer). */
export function findHabitanteContact(db: Db, clienteId: string, id: string): Promise<Pick<HabitantesTable, 'id' | 'nombre' | 'apellidos' | 'telefono' | 'email'> | undefined> {
  return db.selectFrom('habitantes').select(['id', 'nombre', 'apellidos', 'telefono', 'email']).where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

// ---- origen -------------------------------------------------------------------------------------------

export const PORTAL_ORIGEN = 'Portal ciudadano';
const ORIGEN_KEYS = [fold(PORTAL_ORIGEN), fold('Web')];

async function activeOrigen(db: Db, clienteId: string): Promise<string | undefined> {
  const rows = await db.selectFrom('origenes').select(['id', 'nombre_key']).where('cliente_id', '=', clienteId).where('activo', '=', 1).where('nombre_key', 'in', ORIGEN_KEYS).execute();
  // "Portal ciudadano" names this channel exactly; "Web" is the nearest the demo catalogue has
  for (const key of ORIGEN_KEYS) {
    const row = rows.find((r) => r.nombre_key === key);
    if (row) return row.id;
  }
  return undefined;
}

/**
 * The origen public filings are recorded under: the cliente's active "Portal ciudadano" or "Web" origen;
 * when neither exists, "Portal ciudadano" is created (through the catalogue code, so it has its history).
 * A "Portal ciudadano" an administrator deactivated stays so: the filing then has no origen. Runs in the
 * filing's transaction, so a refused filing creates nothing.
 */
export async function portalOrigen(trx: Db, clienteId: string, now: string): Promise<string | null> {
  const found = await activeOrigen(trx, clienteId);
  if (found) return found;
  // the catalogue writers' lock, taken before createCase's shared one, so two first filings cannot both create it
  await lockCatalogs(trx, clienteId);
  const again = await activeOrigen(trx, clienteId);
  if (again) return again;
  const named = await trx.selectFrom('origenes').select('id').where('cliente_id', '=', clienteId).where('nombre_key', '=', ORIGEN_KEYS[0]!).executeTakeFirst();
  if (named) return null;
  return (await createRow({ db: trx, clienteId, actorId: null, now }, origenes, { nombre: PORTAL_ORIGEN })).id;
}

// ---- upload tokens ------------------------------------------------------------------------------------

export async function insertUploadToken(db: Db, row: { tokenHash: string; clienteId: string; caseId: string; remaining: number; expiresAt: string }): Promise<void> {
  await db.insertInto('public_uploads').values({ token_hash: row.tokenHash, cliente_id: row.clienteId, case_id: row.caseId, remaining: row.remaining, expires_at: row.expiresAt }).execute();
}

export function findUploadToken(db: Db, clienteId: string, caseId: string, tokenHash: string) {
  return db.selectFrom('public_uploads').selectAll().where('token_hash', '=', tokenHash).where('cliente_id', '=', clienteId).where('case_id', '=', caseId).executeTakeFirst();
}

/** Takes one file off the token, only while it is unexpired and has some left; false when it could not. */
export async function consumeUploadToken(db: Db, clienteId: string, caseId: string, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('public_uploads')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('cliente_id', '=', clienteId)
    .where('case_id', '=', caseId)
    .where('remaining', '>', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- cases as the public sees them --------------------------------------------------------------------

export interface PublicCaseRow {
  id: string;
  kind: CaseKind;
  folio: string;
  estatus_id: string;
  tipo: TiposTable;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  follow_code_hash: string | null;
  descripcion: string;
  lat: number | null;
  lng: number | null;
  direccion: string;
  colonia_nombre: string | null;
  due_at: string;
}

/** A case of the cliente by folio (upper case); cases of non-public tipos are not followable, reportes and solicitudes alike. */
export async function findFollowableCase(db: Db, clienteId: string, folio: string): Promise<PublicCaseRow | undefined> {
  const kind: CaseKind | undefined = folio.startsWith('R-') ? 'reporte' : folio.startsWith('S-') ? 'solicitud' : undefined;
  if (!kind) return undefined;
  const row = await db
    .selectFrom('cases as c')
    .leftJoin('colonias as col', (j) => j.onRef('col.id', '=', 'c.colonia_id').onRef('col.cliente_id', '=', 'c.cliente_id'))
    .select(['c.id', 'c.folio', 'c.tipo_id', 'c.estatus_id', 'c.created_at', 'c.updated_at', 'c.closed_at', 'c.follow_code_hash', 'c.descripcion', 'c.lat', 'c.lng', 'c.direccion', 'c.due_at', 'col.nombre as colonia_nombre'])
    .where('c.cliente_id', '=', clienteId)
    .where('c.kind', '=', kind)
    .where('c.folio', '=', folio)
    .executeTakeFirst();
  const tipo = row && (await findTipo(db, clienteId, kind, row.tipo_id));
  if (!row || !tipo || !bool(tipo.publico)) return undefined;
  return { ...row, kind, tipo };
}

/** The events that set an estatus, oldest first (their JSON carries the estatus as it was named then). */
export function listEstatusEvents(db: Db, clienteId: string, caseId: string): Promise<Pick<CaseEventsTable, 'id' | 'at' | 'tipo' | 'antes' | 'despues'>[]> {
  return db
    .selectFrom('case_events')
    .select(['id', 'at', 'tipo', 'antes', 'despues'])
    .where('cliente_id', '=', clienteId)
    .where('case_id', '=', caseId)
    .where('tipo', 'in', ['creado', 'estatus', 'reabierto'])
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Public notes' text and time, oldest first: no author, no files. */
export function listPublicNotes(db: Db, clienteId: string, caseId: string): Promise<{ at: string; texto: string }[]> {
  return db.selectFrom('case_notes').select(['at', 'texto']).where('cliente_id', '=', clienteId).where('case_id', '=', caseId).where('publica', '=', 1).orderBy('at').orderBy('id').execute();
}

export interface MapPointRow {
  lat: number;
  lng: number;
  estatus_id: string;
  tipo_id: string;
  folio: string;
}

/** Located reportes of public tipos (active or not: a reporte once public stays on the map), newest first. */
function mapCases(db: Db, clienteId: string, q: PublicMapQuery) {
  let qb = db
    .selectFrom('cases as c')
    .innerJoin('tipos_reporte as t', (j) => j.onRef('t.id', '=', 'c.tipo_id').onRef('t.cliente_id', '=', 'c.cliente_id'))
    .where('c.cliente_id', '=', clienteId)
    .where('c.kind', '=', 'reporte')
    .where('t.publico', '=', 1)
    .where('c.lat', 'is not', null)
    .where('c.lng', 'is not', null);
  if (q.estatus === 'abiertos') qb = qb.where('c.closed_at', 'is', null);
  if (q.estatus === 'cerrados') qb = qb.where('c.closed_at', 'is not', null);
  if (q.tipoId) qb = qb.where('c.tipo_id', '=', q.tipoId);
  return qb;
}

export async function countMapPoints(db: Db, clienteId: string, q: PublicMapQuery): Promise<number> {
  const row = await mapCases(db, clienteId, q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listMapPoints(db: Db, clienteId: string, q: PublicMapQuery, limit: number): Promise<MapPointRow[]> {
  const rows = await mapCases(db, clienteId, q)
    .select(['c.lat', 'c.lng', 'c.estatus_id', 'c.tipo_id', 'c.folio'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows as MapPointRow[];
}

/** Public tipos de reporte, active or not (the map names the tipo of old points too). */
export function listAllPublicReporteTipos(db: Db, clienteId: string): Promise<TiposTable[]> {
  return db.selectFrom('tipos_reporte').selectAll().where('cliente_id', '=', clienteId).where('publico', '=', 1).orderBy('nombre_key').orderBy('id').execute();
}
