import type { FastifyInstance } from 'fastify';
import { CASE_FILE_MAX_BYTES, CASE_FILE_TYPES, CASE_FILES_MAX, CaseIdParams, ClienteSlugParams, PUBLIC_PATHS, PublicUploadHeaders, PublicUploadQuery, PublicUploadResponse, UPLOAD_TOKEN_HEADER } from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import type { ZodTypeProvider } from '../../plugins/zod';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { PORTAL_ACTOR } from './filing.routes';
import { requireSigCliente } from './publicCliente';
import { safeTimeZone } from '../../core';
import { addFile, caseError, cleanFileName, findCaseHead, removeCaseFile, sniffCaseFile, storeCaseFile } from '../cases';
import { hashKey } from '../open311';

/** Any body is read as bytes up to twice the limit, so a too-big file gets our own field error (above: 413). */
const READ_LIMIT = CASE_FILE_MAX_BYTES * 2;

const UploadParams = ClienteSlugParams.extend({ id: CaseIdParams.shape.id });

/**
 * A photo or document of a case just filed, as raw bytes (`?nombre=`, the token in `X-Upload-Token`): the filing's token must be
 * for this case, unexpired, with files left. The bytes are checked and stored exactly as staff uploads are.
 */
export async function publicUploadRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const dataDir = app.config.dataDir;
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: READ_LIMIT }, (_req, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    PUBLIC_PATHS.fileUpload,
    {
      schema: { params: UploadParams, querystring: PublicUploadQuery, headers: PublicUploadHeaders, response: { 201: PublicUploadResponse } },
      config: app.perAddress('publicUploadPerAddress'),
      preHandler: app.access.public(),
      bodyLimit: READ_LIMIT,
    },
    async (req, reply) => {
      const cliente = await requireSigCliente(app, req.params.cliente);
      const caseId = req.params.id;
      const tokenHash = hashKey(req.headers[UPLOAD_TOKEN_HEADER]);
      // why a token cannot take one more file: spent (the citizen may want to know) or not valid at all
      const refusal = async (q: typeof db, now: string) => {
        const token = await repo.findUploadToken(q, cliente.id, caseId, tokenHash);
        if (!token || token.expires_at <= now) return citizenError(403, 'citizen.upload_token', 'token');
        return citizenError(400, 'citizen.too_many_files', 'archivo');
      };
      const now = iso(app.clock());
      const token = await repo.findUploadToken(db, cliente.id, caseId, tokenHash);
      if (!token || token.expires_at <= now || token.remaining <= 0) throw await refusal(db, now);
      const kase = await findCaseHead(db, cliente.id, caseId);
      if (!kase) throw citizenError(403, 'citizen.upload_token', 'token');

      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (bytes.length > CASE_FILE_MAX_BYTES) throw caseError(400, 'case.file_size', 'archivo');
      const sniffed = sniffCaseFile(bytes);
      if (!sniffed || !CASE_FILE_TYPES[kase.kind].includes(sniffed.mime)) throw caseError(400, 'case.file_type', 'archivo');

      const nombre = cleanFileName(req.query.nombre, sniffed.ext);
      const storedName = await storeCaseFile(dataDir, bytes, sniffed.ext);
      try {
        const id = await db.transaction().execute(async (trx) => {
          const at = iso(app.clock());
          // the decrement decides, not the read above: two uploads at once cannot both take the last file
          if (!(await repo.consumeUploadToken(trx, cliente.id, caseId, tokenHash, at))) throw await refusal(trx, at);
          const ctx = { db: trx, clienteId: cliente.id, kind: kase.kind, actor: PORTAL_ACTOR, now: at, timeZone: safeTimeZone(cliente.timezone) };
          return addFile(ctx, caseId, { nombre, tipo: sniffed.mime, bytes: bytes.length, storedName }, CASE_FILES_MAX);
        });
        return reply.code(201).send({ id, nombre, tipo: sniffed.mime, bytes: bytes.length });
      } catch (err) {
        await removeCaseFile(dataDir, storedName);
        throw err;
      }
    },
  );
}
