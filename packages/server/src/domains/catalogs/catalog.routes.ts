import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CATALOG_PATHS,
  CATALOG_WRITE_PERMISSION,
  CatalogDeleteResponse,
  CatalogHistoryQuery,
  CatalogHistoryResponse,
  IdParams,
  catalogListResponse,
  type CatalogQuery,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { AnyCatalogDef, WriteCtx } from './catalog.def';
import { listRows, requireRow } from './catalog.repository';
import { createRow, removeRow, updateRow, writeCatalogs } from './catalog.service';
import { listCatalogHistory } from './history';

/**
 * The six endpoints of one catalogue. Reading needs any session of a cliente with SIG (staff pages and
 * filters use the catalogues); writing and the history need the catalogue's permission (or admin).
 */
export async function catalogRoutes(app: FastifyInstance, def: AnyCatalogDef): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const paths = CATALOG_PATHS[def.name];
  const product = app.requireProduct('sig');
  const read = [product, app.access.signedIn()];
  const write = [product, app.access.permissions(CATALOG_WRITE_PERMISSION[def.name])];
  const ListResponse = catalogListResponse(def.schemas.item);

  const inTransaction = <T>(req: FastifyRequest, change: (ctx: WriteCtx) => Promise<T>): Promise<T> => writeCatalogs(app.db, app.clock, req.session!, change);

  r.get(paths.list, { schema: { querystring: def.schemas.query, response: { 200: ListResponse } }, preHandler: read }, async (req) => {
    // each catalogue's query schema extends CatalogQuery
    const query = req.query as CatalogQuery;
    const { rows, total } = await listRows(app.db, def, req.session!.clienteId, query);
    return { items: rows.map((row) => def.toItem(row)), total, page: query.page, pageSize: query.pageSize };
  });

  r.get(paths.item, { schema: { params: IdParams, response: { 200: def.schemas.item } }, preHandler: read }, async (req) =>
    def.toItem(await requireRow(app.db, def.table, req.session!.clienteId, req.params.id)),
  );

  r.post(paths.list, { schema: { body: def.schemas.create, response: { 201: def.schemas.item } }, preHandler: write }, async (req, reply) => {
    const item = await inTransaction(req, (ctx) => createRow(ctx, def, req.body));
    return reply.code(201).send(item);
  });

  r.patch(paths.item, { schema: { params: IdParams, body: def.schemas.update, response: { 200: def.schemas.item } }, preHandler: write }, async (req) =>
    inTransaction(req, (ctx) => updateRow(ctx, def, req.params.id, req.body)),
  );

  r.delete(paths.item, { schema: { params: IdParams, response: { 200: CatalogDeleteResponse } }, preHandler: write }, async (req) =>
    inTransaction(req, (ctx) => removeRow(ctx, def, req.params.id)),
  );

  r.get(paths.history, { schema: { params: IdParams, querystring: CatalogHistoryQuery, response: { 200: CatalogHistoryResponse } }, preHandler: write }, async (req) =>
    listCatalogHistory(app.db, req.session!.clienteId, def.name, req.params.id, req.query.page),
  );
}
