import type { Kysely } from 'kysely';
import { CATALOG_HISTORY_PAGE_SIZE, type CatalogHistoryResponse, type CatalogName } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { CatalogHistoryTable } from '../../db/schema.catalogs';
import { parseJson, toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import type { WriteCtx } from './catalog.def';

/** Written in the transaction of the change itself: both land or neither. */
export async function recordCatalogChange(
  ctx: WriteCtx,
  catalogo: CatalogName,
  rowId: string,
  action: CatalogHistoryTable['action'],
  before: unknown,
  after: unknown,
): Promise<void> {
  const row: CatalogHistoryTable = {
    id: sortableId(),
    cliente_id: ctx.clienteId,
    catalogo,
    row_id: rowId,
    actor_id: ctx.actorId,
    action,
    before: before === undefined ? null : toJson(before),
    after: after === undefined ? null : toJson(after),
    at: ctx.now,
  };
  await ctx.db.insertInto('catalog_history').values(row).execute();
}

/** A row's history, newest first; it outlives the row, so a deleted row's history stays readable. */
export async function listCatalogHistory(db: Kysely<Database>, clienteId: string, catalogo: CatalogName, rowId: string, page: number): Promise<CatalogHistoryResponse> {
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
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor_id ? { id: r.actor_id, email: r.email ?? '', displayName: r.display_name ?? '' } : null,
      action: r.action,
      before: parseJson<unknown>(r.before, null),
      after: parseJson<unknown>(r.after, null),
    })),
    total: Number(n),
    page,
    pageSize: CATALOG_HISTORY_PAGE_SIZE,
  };
}
