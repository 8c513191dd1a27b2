import type { FastifyInstance } from 'fastify';
import {
  TRANSP_PUBLIC_PATHS,
  TranspCodeQuery,
  TranspFilingBody,
  TranspFilingResponse,
  TranspFolioParams,
  TranspPublicParams,
  TranspPublicThread,
  TranspReplyBody,
  TranspUnsubscribeBody,
  TranspUnsubscribeQuery,
  TranspUnsubscribed,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { RequestsService } from './requests.service';
import { requireTranspCliente } from './transpAccess';
import { transpError } from './transpError';

/*
 * The requester's side, without an account: file (honeypot and the per-address filing limit of the citizen
 * pages), read the thread by folio and code, reply to a prevención, stop the mails. Same-origin only: no
 * embeddable element files or reads requests from other sites yet.
 */
export async function transpPublicRoutes(app: FastifyInstance, requests: RequestsService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = app.access.public();
  // one-click unsubscribes arrive form-encoded; their only field is fixed, so the body is not read
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

  r.post(
    TRANSP_PUBLIC_PATHS.solicitudes,
    { schema: { params: TranspPublicParams, body: TranspFilingBody, response: { 201: TranspFilingResponse } }, config: app.perAddress('publicFilingPerAddress'), preHandler: open },
    async (req, reply) => reply.code(201).send(await requests.file(await requireTranspCliente(app, req.params.cliente), req.body)),
  );

  r.get(
    TRANSP_PUBLIC_PATHS.solicitud,
    { schema: { params: TranspFolioParams, querystring: TranspCodeQuery, response: { 200: TranspPublicThread } }, config: app.perAddress('publicReadPerAddress'), preHandler: open },
    async (req) => requests.thread(await requireTranspCliente(app, req.params.cliente), req.params.folio, req.query.code),
  );

  r.post(
    TRANSP_PUBLIC_PATHS.respuestaPrevencion,
    { schema: { params: TranspFolioParams, body: TranspReplyBody, response: { 200: TranspPublicThread } }, config: app.perAddress('publicFilingPerAddress'), preHandler: open },
    async (req) => requests.reply(await requireTranspCliente(app, req.params.cliente), req.params.folio, req.body),
  );

  r.post(
    TRANSP_PUBLIC_PATHS.baja,
    {
      schema: { params: TranspPublicParams, querystring: TranspUnsubscribeQuery, body: TranspUnsubscribeBody.partial().optional(), response: { 200: TranspUnsubscribed } },
      config: app.perAddress('publicReadPerAddress'),
      preHandler: open,
    },
    async (req) => {
      const token = req.body?.token ?? req.query.t;
      if (!token) throw transpError(400, 'transparencia.unsubscribe_invalid', 'token');
      return requests.unsubscribe(await requireTranspCliente(app, req.params.cliente), token);
    },
  );
}
