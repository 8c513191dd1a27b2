import type { FastifyInstance } from 'fastify';
import { CASE_FILE_MAX_BYTES, CaseIdParams, ClienteSlugParams, PUBLIC_PATHS, PublicUploadHeaders, PublicUploadQuery, PublicUploadResponse, UPLOAD_TOKEN_HEADER } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { openToOtherSites } from './otherSites';
import { requireSigCliente } from './publicCliente';
import { uploadFromPortal } from './upload.service';

/** Any body is read as bytes up to twice the limit, so a too-big file gets our own field error (above: 413). */
const READ_LIMIT = CASE_FILE_MAX_BYTES * 2;

const UploadParams = ClienteSlugParams.extend({ id: CaseIdParams.shape.id });

/** A photo or document of a case just filed, as raw bytes (`?nombre=`, the filing's token in `X-Upload-Token`): upload.service.ts. */
export async function publicUploadRoutes(app: FastifyInstance): Promise<void> {
  // the photos of a reporte <sig-report-form> filed from another site
  openToOtherSites(app, [{ url: PUBLIC_PATHS.fileUpload, methods: ['POST'], headers: [UPLOAD_TOKEN_HEADER] }]);
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
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return reply.code(201).send(await uploadFromPortal(app, cliente, req.params.id, req.headers[UPLOAD_TOKEN_HEADER], bytes, req.query.nombre));
    },
  );
}
