import type { FastifyInstance } from 'fastify';
import { CASE_EDIT_PERMISSION, CASE_VIEW_PERMISSION, CaseDetail, CaseIdParams, DUPLICATE_PATHS, NearbyQuery, NearbyResponse, SupportBody } from '@sig/shared/contract';
import { holdsPermission } from '../../core';
import { iso } from '../../lib/clock';
import type { ZodTypeProvider } from '../../plugins/zod';
import { loadDetail } from './caseDetail';
import { addSupport, findNearby } from './duplicates';
import { photoLink } from './publicPhotoLinks';
import { writeCase } from './cases.service';

/* Staff side of duplicates (issue 24): the reportes near a place on intake and on a detail, and linking a call as support. */
export async function duplicateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const product = app.requireProduct('sig');
  const view = [product, app.access.permissions(CASE_VIEW_PERMISSION.reporte)];
  const edit = [product, app.access.permissions(CASE_EDIT_PERMISSION.reporte)];

  r.get(DUPLICATE_PATHS.nearby, { schema: { querystring: NearbyQuery, response: { 200: NearbyResponse } }, preHandler: view }, async (req) => {
    const { cliente, clienteId } = req.session!;
    const now = app.clock();
    return findNearby(app.db, clienteId, req.query, now, (fileId) => photoLink(app.config.jwtSecret, app.config.publicUrl, cliente, fileId, now), true);
  });

  r.post(DUPLICATE_PATHS.support, { schema: { params: CaseIdParams, body: SupportBody, response: { 200: CaseDetail } }, preHandler: edit }, async (req) => {
    await writeCase(app, req.session!, 'reporte', async (ctx) => ({ result: await addSupport(ctx, req.params.id, 'personal', req.body.comentario), notices: [] }));
    return loadDetail(app.db, req.session!.clienteId, 'reporte', req.params.id, iso(app.clock()), holdsPermission(req.session!.permissions, CASE_EDIT_PERMISSION.reporte));
  });
}
