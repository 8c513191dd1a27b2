import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MIDB_IMPORT_PATHS,
  MidbImportCreated,
  MidbImportDecisionsBody,
  MidbImportDecisionsResponse,
  MidbImportIdParams,
  MidbImportListResponse,
  MidbImportMappingBody,
  MidbImportQuery,
  MidbImportResponse,
  MidbImportUploadQuery,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { midbAccess } from './midbAccess';
import { decide, getImport, listImports, report, requestCommit, setMapping, uploadImport, type ImportDeps } from './import.service';
import { ImportWorker } from './import.worker';

/** The registry's import (issue 23): MIDB_IMPORT_PATHS, every route behind midbAccess(app, 'SigMidb'). */
export async function midbImportRoutes(app: FastifyInstance): Promise<void> {
  const worker = new ImportWorker(app);
  worker.start();
  const deps: ImportDeps = { app, worker };
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the file is the raw body, streamed to a temporary file: in a context of its own, so no other route reads bodies this way
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    upload.withTypeProvider<ZodTypeProvider>().post(
      MIDB_IMPORT_PATHS.imports,
      {
        schema: { querystring: MidbImportUploadQuery, response: { 201: MidbImportCreated } },
        preHandler: midbAccess(upload, 'SigMidb'),
      },
      async (req, reply) => {
        const length = Number(req.headers['content-length']);
        const body = req.body instanceof Readable ? req.body : Readable.from([]);
        const created = await uploadImport(deps, req.session!, req.query.nombre, Number.isFinite(length) ? length : undefined, body);
        return reply.code(201).send(created);
      },
    );
  });

  r.get(
    MIDB_IMPORT_PATHS.imports,
    { schema: { response: { 200: MidbImportListResponse } }, preHandler: midbAccess(app, 'SigMidb') },
    async (req) => ({ items: await listImports(deps, req.session!.clienteId) }),
  );

  r.get(
    MIDB_IMPORT_PATHS.import,
    { schema: { params: MidbImportIdParams, querystring: MidbImportQuery, response: { 200: MidbImportResponse } }, preHandler: midbAccess(app, 'SigMidb') },
    async (req) => getImport(deps, req.session!.clienteId, req.params.id, req.query),
  );

  r.put(
    MIDB_IMPORT_PATHS.mapping,
    { schema: { params: MidbImportIdParams, body: MidbImportMappingBody, response: { 202: MidbImportCreated } }, preHandler: midbAccess(app, 'SigMidb') },
    async (req, reply) => {
      await setMapping(deps, req.session!, req.params.id, req.body);
      return reply.code(202).send({ id: req.params.id, estado: 'validando' });
    },
  );

  r.post(
    MIDB_IMPORT_PATHS.decisions,
    { schema: { params: MidbImportIdParams, body: MidbImportDecisionsBody, response: { 200: MidbImportDecisionsResponse } }, preHandler: midbAccess(app, 'SigMidb') },
    async (req) => decide(deps, req.session!.clienteId, req.params.id, req.body),
  );

  r.post(
    MIDB_IMPORT_PATHS.commit,
    { schema: { params: MidbImportIdParams, body: z.object({}).strict().optional(), response: { 202: MidbImportCreated } }, preHandler: midbAccess(app, 'SigMidb') },
    async (req, reply) => reply.code(202).send(await requestCommit(deps, req.session!, req.params.id)),
  );

  r.get(
    MIDB_IMPORT_PATHS.report,
    { schema: { params: MidbImportIdParams }, preHandler: midbAccess(app, 'SigMidb') },
    async (req, reply) => {
      const { archivo, lines } = await report(deps, req.session!, req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${archivo.replace(/[^\w.\-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(archivo)}`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );
}
