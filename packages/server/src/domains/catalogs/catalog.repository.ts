import { sql } from 'kysely';
import type { CatalogQuery } from '@sig/shared/contract';
import type { CatalogBaseRow, CatalogTableName } from '../../db/schema.catalogs';
import { fold } from '../../lib/searchText';
import { containsPattern, isPostgres } from '../../core';
import type { AnyCatalogDef, AnyDb } from './catalog.def';
import { catalogError } from './catalogError';

/* The queries every catalogue shares. Each takes the clienteId of the caller's token first. */

/**
 * Serialises the catalogue writes of one cliente, so the name check, the single initial estatus and the
 * in-use check see a settled state. PostgreSQL: a row lock on the cliente that does not block inserts
 * elsewhere referencing it; SQLite already runs one write transaction at a time.
 */
export async function lockCatalogs(db: AnyDb, clienteId: string): Promise<void> {
  if (isPostgres(db)) await sql`select id from clientes where id = ${clienteId} for no key update`.execute(db);
}

export async function findRow<Row extends CatalogBaseRow>(db: AnyDb, table: CatalogTableName, clienteId: string, id: string): Promise<Row | undefined> {
  return (await db.selectFrom(table).selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst()) as Row | undefined;
}

/** The row of the caller's cliente, else 404: another cliente's row is as unknown as a missing one. */
export async function requireRow<Row extends CatalogBaseRow>(db: AnyDb, table: CatalogTableName, clienteId: string, id: string): Promise<Row> {
  const row = await findRow<Row>(db, table, clienteId, id);
  if (!row) throw catalogError(404, 'catalog.not_found', 'id');
  return row;
}

/** A reference (dependenciaId, zonaId...) must name a row of the same cliente: else 400 on that field. */
export async function assertReference(db: AnyDb, table: CatalogTableName, clienteId: string, id: string, field: string): Promise<void> {
  if (!(await findRow(db, table, clienteId, id))) throw catalogError(400, 'catalog.invalid_reference', field);
}

export async function listRows<Row extends CatalogBaseRow>(db: AnyDb, def: AnyCatalogDef, clienteId: string, q: CatalogQuery): Promise<{ rows: Row[]; total: number }> {
  let base = db.selectFrom(def.table).where('cliente_id', '=', clienteId);
  const needle = q.q ? fold(q.q) : '';
  if (needle) base = base.where(sql<boolean>`nombre_key like ${containsPattern(needle)} escape '\\'`);
  if (q.activo !== undefined) base = base.where('activo', '=', q.activo ? 1 : 0);
  if (def.filter) base = def.filter(base, q);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  let ordered = base.selectAll();
  if (def.sortByOrden) ordered = ordered.orderBy('orden');
  const rows = await ordered
    .orderBy('nombre_key')
    .orderBy('id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { rows: rows as Row[], total: Number(n) };
}

/** Names are unique per cliente (or per nameScope) whatever their accents and case. */
export async function assertFreeName(db: AnyDb, def: AnyCatalogDef, row: CatalogBaseRow & Record<string, unknown>): Promise<void> {
  let query = db.selectFrom(def.table).select('id').where('cliente_id', '=', row.cliente_id).where('nombre_key', '=', row.nombre_key).where('id', '!=', row.id);
  if (def.nameScope) query = query.where(def.nameScope, '=', row[def.nameScope]);
  if (await query.executeTakeFirst()) throw catalogError(409, 'catalog.name_taken', 'nombre');
}

export async function insertRow(db: AnyDb, table: CatalogTableName, row: CatalogBaseRow): Promise<void> {
  await db.insertInto(table).values(row).execute();
}

export async function writeRow(db: AnyDb, table: CatalogTableName, row: CatalogBaseRow): Promise<void> {
  const { id, cliente_id, created_at: _created, ...changes } = row;
  await db.updateTable(table).set(changes).where('cliente_id', '=', cliente_id).where('id', '=', id).execute();
}

export async function deleteRow(db: AnyDb, table: CatalogTableName, clienteId: string, id: string): Promise<void> {
  await db.deleteFrom(table).where('cliente_id', '=', clienteId).where('id', '=', id).execute();
}
