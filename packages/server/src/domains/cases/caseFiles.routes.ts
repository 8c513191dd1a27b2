import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CASE_EDIT_PERMISSION,
  CASE_FILE_MAX_BYTES,
  CASE_PATHS,
  CASE_VIEW_PERMISSION,
  CaseFile,
  CaseFileParams,
  CaseFileQuery,
  CaseIdParams,
  type CaseKind,
} from '@sig/shared/contract';
import { rawBodyRoutes, rawBytes } from '../../plugins/rawBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import { caseError } from './caseError';
import { caseFilesDir, contentDisposition } from './caseFiles';
import * as repo from './cases.repository';
import { requireCase, uploadCaseFile } from './cases.service';

/**
 * Upload (raw bytes, `?nombre=`) and download of a case's files. Files are never public: the download
 * route checks the token, the view permission and the cliente like the detail does.
 */
export async function caseFileRoutes(app: FastifyInstance, kind: CaseKind): Promise<void> {
  const paths = CASE_PATHS[kind];
  const product = app.requireProduct('sig');
  const view = [product, app.access.permissions(CASE_VIEW_PERMISSION[kind])];
  const edit = [product, app.access.permissions(CASE_EDIT_PERMISSION[kind])];
  const dataDir = app.config.dataDir;

  await rawBodyRoutes(app, CASE_FILE_MAX_BYTES, (s, bodyLimit) => {
    s.post(
      paths.files,
      { schema: { params: CaseIdParams, querystring: CaseFileQuery, response: { 201: CaseFile } }, preHandler: edit, bodyLimit },
      async (req, reply) => reply.code(201).send(await uploadCaseFile(app, req.session!, kind, req.params.id, rawBytes(req.body), req.query.nombre)),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(paths.file, { schema: { params: CaseFileParams }, preHandler: view }, async (req, reply) => {
    const { clienteId } = req.session!;
    await requireCase(app.db, clienteId, kind, req.params.id);
    const file = await repo.findFile(app.db, clienteId, req.params.id, req.params.fileId);
    const full = file && path.join(caseFilesDir(dataDir), file.stored_name);
    const info = full ? await stat(full).catch(() => null) : null;
    if (!file || !full || !info?.isFile()) throw caseError(404, 'case.file_not_found', 'fileId');
    return reply
      .header('Content-Type', file.tipo)
      .header('Content-Length', String(info.size))
      .header('Content-Disposition', contentDisposition(file.tipo.startsWith('image/') ? 'inline' : 'attachment', file.nombre))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(createReadStream(full));
  });
}
