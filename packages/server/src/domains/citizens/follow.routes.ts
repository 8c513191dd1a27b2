import type { FastifyInstance } from 'fastify';
import {
  AreaAlertResult,
  AreaSubscribeBody,
  ClienteSlugParams,
  FollowAccepted,
  FollowParams,
  FollowResult,
  FollowStopQuery,
  FollowSubscribeBody,
  FollowTokenBody,
  HONEYPOT_FIELD,
  PUBLIC_PATHS,
  PublicSupportBody,
  PublicSupportResponse,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { confirmAreaAlert, confirmFollow, isAreaProblem, requestAreaAlert, requestFollow, resolveArea, stopAreaAlert, stopFollow, supportFromPortal } from '../cases';
import { PORTAL_ACTOR } from './filing.service';
import { citizenError } from './citizenError';
import { openToOtherSites } from './otherSites';
import { requireSigCliente } from './publicCliente';

/*
 * Following a folio by e-mail (issue 24): ask (a confirmation is mailed), confirm, stop. The stop route also
 * takes RFC 8058's one-click POST, which mail clients send as a form body `List-Unsubscribe=One-Click` to the
 * URL of the List-Unsubscribe header (the token in its query). Following an area (a colonia or a circle, a daily
 * digest) takes the same three steps, under the same per-address limit.
 */

export async function followRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = app.access.public();
  const config = app.perAddress('followPerAddress');
  // <sig-folio> follows a folio and <sig-report-form>'s cards say "me pasa lo mismo" from other sites; confirming
  // and stopping stay on SIG's own pages (the mail's links)
  openToOtherSites(app, [
    { url: PUBLIC_PATHS.followSubscribe, methods: ['POST'] },
    { url: PUBLIC_PATHS.support, methods: ['POST'] },
  ]);
  // one-click unsubscribes arrive form-encoded; their only field is fixed, so the body is not read
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, {}));

  r.post(
    PUBLIC_PATHS.followSubscribe,
    { schema: { params: FollowParams, body: FollowSubscribeBody, response: { 202: FollowAccepted } }, config, preHandler: open },
    async (req, reply) => {
      const cliente = await requireSigCliente(app, req.params.cliente);
      if (!(await requestFollow(app, cliente, req.params.folio, req.body.email, req.body.lang))) throw citizenError(404, 'citizen.folio_not_found', 'folio');
      return reply.code(202).send({ enviado: true });
    },
  );

  // "the same happens to me": one more report of that folio, and with an e-mail, following it
  r.post(
    PUBLIC_PATHS.support,
    { schema: { params: FollowParams, body: PublicSupportBody, response: { 200: PublicSupportResponse } }, config: app.perAddress('publicFilingPerAddress'), preHandler: open },
    async (req) => {
      const cliente = await requireSigCliente(app, req.params.cliente);
      const done = await supportFromPortal(app, cliente, req.params.folio, PORTAL_ACTOR);
      if (!done) throw citizenError(404, 'citizen.folio_not_found', 'folio');
      if (req.body.email) await requestFollow(app, cliente, done.folio, req.body.email, req.body.lang);
      return done;
    },
  );

  r.post(PUBLIC_PATHS.followConfirm, { schema: { params: ClienteSlugParams, body: FollowTokenBody, response: { 200: FollowResult } }, config: app.perAddress('publicReadPerAddress'), preHandler: open }, async (req) => {
    const done = await confirmFollow(app, await requireSigCliente(app, req.params.cliente), req.body.token);
    if (!done) throw citizenError(404, 'citizen.follow_link_invalid', 'token');
    return done;
  });

  r.post(
    PUBLIC_PATHS.followStop,
    { schema: { params: ClienteSlugParams, querystring: FollowStopQuery, body: FollowTokenBody.partial().optional(), response: { 200: FollowResult } }, config: app.perAddress('publicReadPerAddress'), preHandler: open },
    async (req) => {
      const token = req.body?.token ?? req.query.t;
      if (!token) throw citizenError(400, 'citizen.follow_link_invalid', 'token');
      const done = await stopFollow(app, await requireSigCliente(app, req.params.cliente), token);
      if (!done) throw citizenError(404, 'citizen.follow_link_invalid', 'token');
      return done;
    },
  );

  r.post(
    PUBLIC_PATHS.areaSubscribe,
    { schema: { params: ClienteSlugParams, body: AreaSubscribeBody, response: { 202: FollowAccepted } }, config, preHandler: open },
    async (req, reply) => {
      const cliente = await requireSigCliente(app, req.params.cliente);
      if (req.body[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
      const area = await resolveArea(app.db, cliente.id, req.body);
      if (isAreaProblem(area)) throw citizenError(400, area.code, area.field);
      await requestAreaAlert(app, cliente, req.body, area);
      return reply.code(202).send({ enviado: true });
    },
  );

  r.post(PUBLIC_PATHS.areaConfirm, { schema: { params: ClienteSlugParams, body: FollowTokenBody, response: { 200: AreaAlertResult } }, config: app.perAddress('publicReadPerAddress'), preHandler: open }, async (req) => {
    const done = await confirmAreaAlert(app, await requireSigCliente(app, req.params.cliente), req.body.token);
    if (!done) throw citizenError(404, 'citizen.alert_link_invalid', 'token');
    return done;
  });

  r.post(
    PUBLIC_PATHS.areaStop,
    { schema: { params: ClienteSlugParams, querystring: FollowStopQuery, body: FollowTokenBody.partial().optional(), response: { 200: AreaAlertResult } }, config: app.perAddress('publicReadPerAddress'), preHandler: open },
    async (req) => {
      const token = req.body?.token ?? req.query.t;
      if (!token) throw citizenError(400, 'citizen.alert_link_invalid', 'token');
      const done = await stopAreaAlert(app, await requireSigCliente(app, req.params.cliente), token);
      if (!done) throw citizenError(404, 'citizen.alert_link_invalid', 'token');
      return done;
    },
  );
}
