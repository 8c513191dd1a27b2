import type { FastifyInstance } from 'fastify';
import { CASE_VIEW_PERMISSION, LOOKUP_PATH, LookupQuery, LookupResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { lookup } from './lookup.service';

export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // any one of the permissions whose records it finds; the service leaves out what the others would show
  const access = [app.requireProduct('sig'), app.access.permissions(CASE_VIEW_PERMISSION.reporte, CASE_VIEW_PERMISSION.solicitud, 'SigVerPersona')];
  r.get(LOOKUP_PATH, { schema: { querystring: LookupQuery, response: { 200: LookupResponse } }, preHandler: access }, async (req) => {
    const { clienteId, permissions } = req.session!;
    return lookup(app.db, { clienteId, permissions }, req.query.q);
  });
}
