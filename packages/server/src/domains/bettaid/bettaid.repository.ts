import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { BtEstado } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { BtArchivosTable, BtCredencialesTable, BtEventosTable, BtPlantillasTable } from '../../db/schema.bettaid';
import { fold } from '../../lib/searchText';
import { containsPattern } from '../../core';

/* All SQL of BettaID; every staff query takes the clienteId of the caller's token first. */

export type Db = Kysely<Database>;
// Kysely cannot follow the joined aliases through a filter built in parts
type AnySelect = SelectQueryBuilder<any, any, any>;

const words = (q: string | undefined): string[] => (q ? fold(q).split(' ').filter(Boolean) : []);

// ---- folios and files -----------------------------------------------------------------------------------------------

/** Reserves the next folio number of the year for the cliente. */
export async function reserveFolio(db: Db, clienteId: string, year: number): Promise<number> {
  const row = await db
    .insertInto('bt_folios')
    .values({ cliente_id: clienteId, year, last: 1 })
    .onConflict((oc) => oc.columns(['cliente_id', 'year']).doUpdateSet({ last: sql<number>`bt_folios.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export const findArchivo = (db: Db, clienteId: string, sha256: string): Promise<BtArchivosTable | undefined> =>
  db.selectFrom('bt_archivos').selectAll().where('cliente_id', '=', clienteId).where('sha256', '=', sha256).executeTakeFirst();

/** True when this call stored the row (the same bytes stored before: false). */
export async function insertArchivo(db: Db, row: BtArchivosTable): Promise<boolean> {
  const res = await db.insertInto('bt_archivos').values(row).onConflict((oc) => oc.columns(['cliente_id', 'sha256']).doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

// ---- templates ------------------------------------------------------------------------------------------------------

export interface PlantillaRow extends BtPlantillasTable {
  vigentes: number;
}

function plantillas(db: Db, clienteId: string, nowIso: string): AnySelect {
  return (db as Kysely<any>)
    .selectFrom('bt_plantillas as p')
    .where('p.cliente_id', '=', clienteId)
    .selectAll('p')
    .select((eb: any) =>
      eb
        .selectFrom('bt_credenciales as c')
        .select(eb.fn.countAll().as('n'))
        .whereRef('c.plantilla_id', '=', 'p.id')
        .where('c.cliente_id', '=', clienteId)
        .where('c.revocada_en', 'is', null)
        .where('c.vence_en', '>', nowIso)
        .as('vigentes'),
    );
}

const plantillaOut = (r: any): PlantillaRow => ({ ...r, vigentes: Number(r.vigentes ?? 0) });

export async function pagePlantillas(db: Db, clienteId: string, f: { activa?: boolean; q?: string }, limit: number, offset: number, nowIso: string): Promise<{ rows: PlantillaRow[]; total: number }> {
  const filter = (qb: AnySelect): AnySelect => {
    let out = qb;
    if (f.activa !== undefined) out = out.where('p.activa', '=', f.activa ? 1 : 0);
    for (const w of words(f.q)) out = out.where(sql<boolean>`p.search_text like ${containsPattern(w)} escape '\\'`);
    return out;
  };
  const rows = await filter(plantillas(db, clienteId, nowIso)).orderBy('p.nombre').orderBy('p.id').limit(limit).offset(offset).execute();
  const { n } = await filter((db as Kysely<any>).selectFrom('bt_plantillas as p').where('p.cliente_id', '=', clienteId))
    .select((eb: any) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(plantillaOut), total: Number(n) };
}

export async function findPlantilla(db: Db, clienteId: string, id: string, nowIso: string): Promise<PlantillaRow | undefined> {
  const r = await plantillas(db, clienteId, nowIso).where('p.id', '=', id).executeTakeFirst();
  return r ? plantillaOut(r) : undefined;
}

/** A template by id alone (the public logo and pages); the caller checks its cliente. */
export const plantillaById = (db: Db, id: string): Promise<BtPlantillasTable | undefined> => db.selectFrom('bt_plantillas').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertPlantilla(db: Db, row: BtPlantillasTable): Promise<void> {
  await db.insertInto('bt_plantillas').values(row).execute();
}

/** Applies the change when the version is still `version`; false when another change came first (or no such row). */
export async function updatePlantilla(db: Db, clienteId: string, id: string, version: number, patch: Partial<BtPlantillasTable>): Promise<boolean> {
  const res = await db
    .updateTable('bt_plantillas')
    .set({ ...patch, version: version + 1 })
    .where('cliente_id', '=', clienteId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---- cards ----------------------------------------------------------------------------------------------------------

export interface CredencialRow extends BtCredencialesTable {
  plantilla_nombre: string | null;
  emitida_por_nombre: string | null;
}

export interface CredencialFilter {
  estado?: BtEstado;
  plantillaId?: string;
  habitanteId?: string;
  q?: string;
}

function credenciales(db: Db, clienteId: string): AnySelect {
  return (db as Kysely<any>)
    .selectFrom('bt_credenciales as c')
    .leftJoin('bt_plantillas as p', (j: any) => j.onRef('p.id', '=', 'c.plantilla_id').onRef('p.cliente_id', '=', 'c.cliente_id'))
    .leftJoin('users as u', 'u.id', 'c.emitida_por')
    .where('c.cliente_id', '=', clienteId)
    .selectAll('c')
    .select(['p.nombre as plantilla_nombre', 'u.display_name as emitida_por_nombre']);
}

function filtered(qb: AnySelect, f: CredencialFilter, nowIso: string): AnySelect {
  let out = qb;
  if (f.estado === 'revocada') out = out.where('c.revocada_en', 'is not', null);
  if (f.estado === 'vigente') out = out.where('c.revocada_en', 'is', null).where('c.vence_en', '>', nowIso);
  if (f.estado === 'vencida') out = out.where('c.revocada_en', 'is', null).where('c.vence_en', '<=', nowIso);
  if (f.plantillaId) out = out.where('c.plantilla_id', '=', f.plantillaId);
  if (f.habitanteId) out = out.where('c.habitante_id', '=', f.habitanteId);
  for (const w of words(f.q)) out = out.where(sql<boolean>`c.search_text like ${containsPattern(w)} escape '\\'`);
  return out;
}

export async function pageCredenciales(db: Db, clienteId: string, f: CredencialFilter, limit: number, offset: number, nowIso: string): Promise<{ rows: CredencialRow[]; total: number }> {
  const rows = (await filtered(credenciales(db, clienteId), f, nowIso).orderBy('c.emitida_en', 'desc').orderBy('c.id', 'desc').limit(limit).offset(offset).execute()) as CredencialRow[];
  const { n } = await filtered((db as Kysely<any>).selectFrom('bt_credenciales as c').where('c.cliente_id', '=', clienteId), f, nowIso)
    .select((eb: any) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export async function findCredencial(db: Db, clienteId: string, id: string): Promise<CredencialRow | undefined> {
  return (await credenciales(db, clienteId).where('c.id', '=', id).executeTakeFirst()) as CredencialRow | undefined;
}

/** A habitante's cards, newest first (at most `limit`). */
export async function credencialesOf(db: Db, clienteId: string, habitanteId: string, plantillaId: string | undefined, limit: number): Promise<CredencialRow[]> {
  return (await filtered(credenciales(db, clienteId), { habitanteId, plantillaId }, '').orderBy('c.emitida_en', 'desc').orderBy('c.id', 'desc').limit(limit).execute()) as CredencialRow[];
}

/** A card by id alone (the public verification): the card names its cliente. */
export const credencialById = (db: Db, id: string): Promise<BtCredencialesTable | undefined> => db.selectFrom('bt_credenciales').selectAll().where('id', '=', id).executeTakeFirst();

/** The holder's card of a template that is not revoked (at most one: the partial unique index), if any. */
export const activeCredencial = (db: Db, clienteId: string, plantillaId: string, habitanteId: string): Promise<BtCredencialesTable | undefined> =>
  db
    .selectFrom('bt_credenciales')
    .selectAll()
    .where('cliente_id', '=', clienteId)
    .where('plantilla_id', '=', plantillaId)
    .where('habitante_id', '=', habitanteId)
    .where('revocada_en', 'is', null)
    .executeTakeFirst();

export async function insertCredencial(db: Db, row: BtCredencialesTable): Promise<void> {
  await db.insertInto('bt_credenciales').values(row).execute();
}

/** Applies the change to a card not revoked, at `version`; false when it is revoked or changed since (or no such card). */
export async function updateCredencial(db: Db, clienteId: string, id: string, version: number | null, patch: Partial<BtCredencialesTable>): Promise<boolean> {
  let qb = db
    .updateTable('bt_credenciales')
    .set({ ...patch, version: sql<number>`version + 1` })
    .where('cliente_id', '=', clienteId)
    .where('id', '=', id)
    .where('revocada_en', 'is', null);
  if (version !== null) qb = qb.where('version', '=', version);
  const res = await qb.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The revoked cards of a cliente that have not expired yet (an expired one fails its signature's check anyway). */
export const revocadas = (db: Db, clienteId: string, nowIso: string): Promise<{ id: string; revocada_en: string | null }[]> =>
  db
    .selectFrom('bt_credenciales')
    .select(['id', 'revocada_en'])
    .where('cliente_id', '=', clienteId)
    .where('revocada_en', 'is not', null)
    .where('vence_en', '>', nowIso)
    .orderBy('revocada_en')
    .orderBy('id')
    .execute();

// ---- history ---------------------------------------------------------------------------------------------------------

export async function insertEventos(db: Db, rows: BtEventosTable[]): Promise<void> {
  if (rows.length) await db.insertInto('bt_eventos').values(rows).execute();
}

export const eventosOf = (db: Db, clienteId: string, credencialId: string) =>
  db
    .selectFrom('bt_eventos as ev')
    .leftJoin('users as u', 'u.id', 'ev.autor_id')
    .selectAll('ev')
    .select('u.display_name as autor_nombre')
    .where('ev.cliente_id', '=', clienteId)
    .where('ev.credencial_id', '=', credencialId)
    .orderBy('ev.created_at')
    .orderBy('ev.id')
    .execute();

// ---- the registry ----------------------------------------------------------------------------------------------------

export interface HolderRow {
  id: string;
  nombre: string;
  apellidos: string;
  curp: string | null;
  fecha_nacimiento: string | null;
  sexo: string | null;
  direccion: string;
  colonia_id: string | null;
  colonia_nombre: string | null;
}

/** A habitante of the cliente's registry with what a card may print. */
export async function holder(db: Db, clienteId: string, habitanteId: string): Promise<HolderRow | undefined> {
  return (await db
    .selectFrom('habitantes as h')
    .leftJoin('colonias as c', (j) => j.onRef('c.id', '=', 'h.colonia_id').onRef('c.cliente_id', '=', 'h.cliente_id'))
    .select(['h.id', 'h.nombre', 'h.apellidos', 'h.curp', 'h.fecha_nacimiento', 'h.sexo', 'h.direccion', 'h.colonia_id', 'c.nombre as colonia_nombre'])
    .where('h.cliente_id', '=', clienteId)
    .where('h.id', '=', habitanteId)
    .executeTakeFirst()) as HolderRow | undefined;
}
