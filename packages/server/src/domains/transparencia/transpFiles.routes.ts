import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  TRANSP_FILE_MAX_BYTES,
  TRANSP_PATHS,
  TRANSP_PUBLIC_PATHS,
  TranspCodeQuery,
  TranspDetail,
  TranspDocParams,
  TranspDocumento,
  TranspFolioParams,
  TranspIdParams,
  TranspPublicDocParams,
  TranspUploadQuery,
  PublicUploadHeaders,
  UPLOAD_TOKEN_HEADER,
} from '@sig/shared/contract';
import { rawBodyRoutes, rawBytes } from '../../plugins/rawBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import { caseFilesDir, contentDisposition } from '../cases';
import type { RequestsService } from './requests.service';
import { requireTranspCliente, transpAccess } from './transpAccess';
import { transpError } from './transpError';
import type { DocumentRow } from './transparencia.repository';

async function sendDocument(reply: FastifyReply, dataDir: string, doc: DocumentRow): Promise<FastifyReply> {
  const full = path.join(caseFilesDir(dataDir), doc.stored_name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw transpError(404, 'transparencia.document_not_found', 'docId');
  return reply
    .header('Content-Type', doc.tipo)
    .header('Content-Length', String(info.size))
    .header('Content-Disposition', contentDisposition('attachment', doc.nombre))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(createReadStream(full));
}

/**
 * Documents over HTTP: staff upload answer PDFs (raw bytes, `?nombre=`) and read every document of a request;
 * a requester attaches files to a filing with its upload token, and anyone with folio and code downloads the
 * answer's documents once the request is TERMINADA.
 */
export async function transpFileRoutes(app: FastifyInstance, requests: RequestsService): Promise<void> {
  const { worker } = transpAccess(app);
  const dataDir = app.config.dataDir;

  await rawBodyRoutes(app, TRANSP_FILE_MAX_BYTES, (s, bodyLimit) => {
    s.post(
      TRANSP_PATHS.documentos,
      { schema: { params: TranspIdParams, querystring: TranspUploadQuery, response: { 201: TranspDocumento } }, preHandler: worker, bodyLimit },
      async (req, reply) => reply.code(201).send(await requests.uploadDocument(req.session!, req.params.id, rawBytes(req.body), req.query.nombre)),
    );
    s.post(
      TRANSP_PUBLIC_PATHS.adjuntos,
      {
        schema: { params: TranspFolioParams, querystring: TranspUploadQuery, headers: PublicUploadHeaders, response: { 201: TranspDocumento } },
        config: app.perAddress('publicUploadPerAddress'),
        preHandler: app.access.public(),
        bodyLimit,
      },
      async (req, reply) => {
        const cliente = await requireTranspCliente(app, req.params.cliente);
        return reply.code(201).send(await requests.publicUpload(cliente, req.params.folio, req.headers[UPLOAD_TOKEN_HEADER], rawBytes(req.body), req.query.nombre));
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(TRANSP_PATHS.documento, { schema: { params: TranspDocParams }, preHandler: worker }, async (req, reply) =>
    sendDocument(reply, dataDir, await requests.staffDocument(req.session!, req.params.id, req.params.docId)),
  );
  r.delete(TRANSP_PATHS.documento, { schema: { params: TranspDocParams, response: { 200: TranspDetail } }, preHandler: worker }, async (req) =>
    requests.deleteDocument(req.session!, req.params.id, req.params.docId),
  );
  r.get(
    TRANSP_PUBLIC_PATHS.documento,
    { schema: { params: TranspPublicDocParams, querystring: TranspCodeQuery }, config: app.perAddress('publicReadPerAddress'), preHandler: app.access.public() },
    async (req, reply) => {
      const cliente = await requireTranspCliente(app, req.params.cliente);
      return sendDocument(reply, dataDir, await requests.publicDocument(cliente, req.params.folio, req.query.code, req.params.docId));
    },
  );
}
