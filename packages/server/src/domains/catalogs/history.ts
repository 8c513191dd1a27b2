import type { Kysely } from 'kysely';
import { CATALOG_HISTORY_PAGE_SIZE, type CatalogHistoryResponse, type CatalogName } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { CatalogHistoryTable } from '../../db/schema.catalogs';
import { changeEntry } from '../../lib/changeEntry';
import { toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import type { WriteCtx } from './catalog.def';
import { catalogError } from './catalogError';
import { historyPage, insertHistory } from './catalog.repository';

/** Written in the transaction of the change itself: both land or neither. */
export async function recordCatalogChange(
  ctx: WriteCtx,
  catalogo: CatalogName,
  rowId: string,
  action: CatalogHistoryTable['action'],
  before: unknown,
  after: unknown,
): Promise<void> {
  await insertHistory(ctx.db, {
    id: sortableId(),
    cliente_id: ctx.clienteId,
    catalogo,
    row_id: rowId,
    actor_id: ctx.actorId,
    action,
    before: before === undefined ? null : toJson(before),
    after: after === undefined ? null : toJson(after),
    at: ctx.now,
  });
}

/**
 * A row's history, newest first; it outlives the row, so a deleted row's history stays readable. An id with
 * none (unknown, or another cliente's) is a 404.
 */
export async function listCatalogHistory(db: Kysely<Database>, clienteId: string, catalogo: CatalogName, rowId: string, page: number): Promise<CatalogHistoryResponse> {
  const { rows, total } = await historyPage(db, clienteId, catalogo, rowId, page);
  if (total === 0) throw catalogError(404, 'catalog.not_found', 'id');
  return { items: rows.map(changeEntry), total, page, pageSize: CATALOG_HISTORY_PAGE_SIZE };
}
