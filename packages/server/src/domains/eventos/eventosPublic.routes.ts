import type { FastifyInstance } from 'fastify';
import { EV_PUBLIC_PATHS, EvBoleto, EvBoletoParams, EvPublicEvento, EvPublicParams, EvRegistroBody, EvRegistroResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { requireEvCliente } from './eventosAccess';
import type { EventosPublic } from './eventosPublic.service';

/*
 * The public side, without an account, limited per address: reads as the citizens' other public reads;
 * registering as a CURP lookup (its answer says whether a CURP is in the registry: the enumeration risk).
 */
export async function eventosPublicRoutes(app: FastifyInstance, pub: EventosPublic): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = app.access.public();
  const read = app.perAddress('publicReadPerAddress');
  const P = EV_PUBLIC_PATHS;

  r.get(P.evento, { schema: { params: EvPublicParams, response: { 200: EvPublicEvento } }, config: read, preHandler: open }, async (req) =>
    pub.evento(await requireEvCliente(app, req.params.cliente), req.params.eventoId),
  );
  r.post(
    P.registros,
    { schema: { params: EvPublicParams, body: EvRegistroBody, response: { 200: EvRegistroResponse, 201: EvRegistroResponse } }, config: app.perAddress('curpLookupPerAddress'), preHandler: open },
    async (req, reply) => {
      const { created, res } = await pub.register(await requireEvCliente(app, req.params.cliente), req.params.eventoId, req.body);
      return reply.code(created ? 201 : 200).send(res);
    },
  );
  r.get(P.boleto, { schema: { params: EvBoletoParams, response: { 200: EvBoleto } }, config: read, preHandler: open }, async (req, reply) => {
    // the link is the secret: no shared cache keeps a ticket
    reply.header('Cache-Control', 'private, no-store');
    return pub.boleto(req.params.eventoId, req.params.registroId);
  });
  r.get(P.boletoQr, { schema: { params: EvBoletoParams }, config: read, preHandler: open }, async (req, reply) =>
    reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(await pub.qrSvg(req.params.eventoId, req.params.registroId)),
  );
  r.post(P.cancelar, { schema: { params: EvBoletoParams, response: { 200: EvBoleto } }, config: app.perAddress('publicFilingPerAddress'), preHandler: open }, async (req) =>
    pub.cancelByHolder(req.params.eventoId, req.params.registroId),
  );
}
