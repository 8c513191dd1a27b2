import type { FastifyInstance } from 'fastify';
import {
  BT_PUBLIC_PATHS,
  BT_REVOCADAS_MAX_AGE_S,
  BtClienteParams,
  BtIdParams,
  BtMiCredencial,
  BtMiCredencialParams,
  BtPlantillaParams,
  BtRevocadasResponse,
  BtVerificacion,
  BtVerificacionQuery,
  HABITANTE_SESSION_HEADER,
  HabitanteSessionHeaders,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { contentDisposition } from '../cases';
import { sendImage } from './bettaidFiles.routes';
import type { BettaidPublic } from './bettaidPublic.service';

/** The public side of BettaID: no token, a per-address limit on every route. */
export async function bettaidPublicRoutes(app: FastifyInstance, pub: BettaidPublic): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = app.access.public();
  const limit = app.perAddress('publicReadPerAddress');
  const P = BT_PUBLIC_PATHS;

  r.get(P.verificacion, { schema: { params: BtIdParams, querystring: BtVerificacionQuery, response: { 200: BtVerificacion } }, config: limit, preHandler: open }, async (req, reply) => {
    // a revocation shows at once: nobody may keep an answer
    reply.header('Cache-Control', 'no-store');
    return pub.verificacion(req.params.id, req.query.s);
  });
  r.get(P.foto, { schema: { params: BtIdParams }, config: limit, preHandler: open }, async (req, reply) => sendImage(reply, await pub.foto(req.params.id), 'no-store'));
  // the URL carries the logo's hash (logoUrlOf), so a changed logo is a new URL
  r.get(P.logo, { schema: { params: BtPlantillaParams }, config: limit, preHandler: open }, async (req, reply) => sendImage(reply, await pub.logo(req.params.plantillaId), 'public, max-age=86400'));
  r.get(P.revocadas, { schema: { params: BtClienteParams, response: { 200: BtRevocadasResponse } }, config: limit, preHandler: open }, async (req, reply) => {
    reply.header('Cache-Control', `public, max-age=${BT_REVOCADAS_MAX_AGE_S}`);
    return pub.revocadas(req.params.clienteId);
  });

  r.get(P.miCredencial, { schema: { params: BtMiCredencialParams, headers: HabitanteSessionHeaders, response: { 200: BtMiCredencial } }, config: limit, preHandler: open }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return pub.miCredencial(req.params.cliente, req.params.habitanteId, req.params.tipoId, req.headers[HABITANTE_SESSION_HEADER]);
  });
  r.get(P.miCredencialPdf, { schema: { params: BtMiCredencialParams, headers: HabitanteSessionHeaders }, config: limit, preHandler: open }, async (req, reply) => {
    const { bytes, nombre } = await pub.miCredencialPdf(req.params.cliente, req.params.habitanteId, req.params.tipoId, req.headers[HABITANTE_SESSION_HEADER]);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('attachment', nombre))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });
}
