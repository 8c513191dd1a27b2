import { sql, type Kysely } from 'kysely';
import { CATALOG_HISTORY_PAGE_SIZE, type CatalogName, type CatalogQuery } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { CatalogBaseRow, CatalogHistoryTable, CatalogTableName } from '../../db/schema.catalogs';
import type { ChangeRow } from '../../lib/changeEntry';
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
  for (const [param, column] of Object.entries(def.filterBy ?? {})) {
    const value = (q as unknown as Record<string, unknown>)[param];
    if (value) base = base.where(column as string, '=', value);
  }
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

/** The cliente's active rows of a catalogue, by name (the unpaginated lists of tipos). */
export async function listActiveRows<Row extends CatalogBaseRow>(db: AnyDb, table: CatalogTableName, clienteId: string): Promise<Row[]> {
  return (await db.selectFrom(table).selectAll().where('cliente_id', '=', clienteId).where('activo', '=', 1).orderBy('nombre_key').orderBy('id').execute()) as Row[];
}

/** Whether the cliente has any row in the catalogue (the demo seed leaves such a cliente alone). */
export async function hasRows(db: AnyDb, table: CatalogTableName, clienteId: string): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('cliente_id', '=', clienteId).limit(1).executeTakeFirst()) !== undefined;
}

// ---- what makes a row "in use" (inUse.ts) -----------------------------------------------------------------

/** `table.column` of the same cliente holds the id (the table must have `id` and `cliente_id`). */
export async function isReferenced(db: AnyDb, table: string, column: string, clienteId: string, id: string): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('cliente_id', '=', clienteId).where(column, '=', id).limit(1).executeTakeFirst()) !== undefined;
}

/** Another estatus of the same table lists this one among its transiciones. */
export async function isTransitionTarget(db: AnyDb, table: string, clienteId: string, id: string): Promise<boolean> {
  return (
    (await db
      .selectFrom(table)
      .select('id')
      .where('cliente_id', '=', clienteId)
      .where('id', '!=', id)
      .where(sql<boolean>`transiciones like ${containsPattern(JSON.stringify(id))} escape '\\'`)
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}

// ---- estatus: transitions and the one initial estatus (defs/estatus.ts) ------------------------------------

/** Which of `ids` are rows of the cliente in the table. */
export async function existingIds(db: AnyDb, table: CatalogTableName, clienteId: string, ids: string[]): Promise<string[]> {
  const rows = await db.selectFrom(table).select('id').where('cliente_id', '=', clienteId).where('id', 'in', ids).execute();
  return rows.map((r: { id: string }) => r.id);
}

/** The cliente's row marked `inicial` in an estatus table, if any. */
export async function findInitial(db: AnyDb, table: CatalogTableName, clienteId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom(table).select('id').where('cliente_id', '=', clienteId).where('inicial', '=', 1).executeTakeFirst();
}

/** Clears the `inicial` mark on every row of the cliente but `keepId` (before that row takes it, under the partial unique index). */
export async function clearInitial(db: AnyDb, table: CatalogTableName, clienteId: string, keepId: string): Promise<void> {
  await db.updateTable(table).set({ inicial: 0 }).where('cliente_id', '=', clienteId).where('id', '!=', keepId).where('inicial', '=', 1).execute();
}

// ---- history ---------------------------------------------------------------------------------------------

export async function insertHistory(db: AnyDb, row: CatalogHistoryTable): Promise<void> {
  await db.insertInto('catalog_history').values(row).execute();
}

/** One page of a row's history, newest first, with each actor's account; and how many entries it has. */
export async function historyPage(db: Kysely<Database>, clienteId: string, catalogo: CatalogName, rowId: string, page: number): Promise<{ rows: ChangeRow<CatalogHistoryTable['action']>[]; total: number }> {
  const base = db.selectFrom('catalog_history as h').where('h.cliente_id', '=', clienteId).where('h.catalogo', '=', catalogo).where('h.row_id', '=', rowId);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .select(['h.id', 'h.at', 'h.action', 'h.before', 'h.after', 'h.actor_id', 'u.email', 'u.display_name'])
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(CATALOG_HISTORY_PAGE_SIZE)
    .offset((page - 1) * CATALOG_HISTORY_PAGE_SIZE)
    .execute();
  return { rows, total: Number(n) };
}

// ---- the setup guide (issue 24) --------------------------------------------------------------------------

/** The cliente's rows of a catalogue by folded name (active or not): what a starter set or an import must not repeat. */
export async function idsByNameKey(db: AnyDb, table: CatalogTableName, clienteId: string): Promise<Map<string, string>> {
  const rows = (await db.selectFrom(table).select(['id', 'nombre_key']).where('cliente_id', '=', clienteId).execute()) as { id: string; nombre_key: string }[];
  return new Map(rows.map((r) => [r.nombre_key, r.id]));
}
