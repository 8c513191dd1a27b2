import type { FastifyInstance, FastifyReply } from 'fastify';
import { BT_FOTO_MAX_BYTES, BT_LOGO_MAX_BYTES, BT_PATHS, BtFoto, BtFotoQuery, BtIdParams, BtPlantilla, BtShaParams, BtVersionQuery } from '@sig/shared/contract';
import { rawBodyRoutes, rawBytes } from '../../plugins/rawBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import { btAccess } from './bettaidAccess';
import { btError } from './bettaidError';
import type { BettaidFiles } from './bettaidFiles';
import type { PlantillasService } from './plantillas.service';

/** An image's bytes as an answer: its own type only, never run as a page. */
export function sendImage(reply: FastifyReply, f: { bytes: Buffer; mime: string }, cache: string): FastifyReply {
  return reply
    .header('Content-Type', f.mime)
    .header('Cache-Control', cache)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(f.bytes);
}

/** Holders' photos (raw bytes with their sha256, as Logística's proofs) and templates' logos. */
export async function bettaidFileRoutes(app: FastifyInstance, files: BettaidFiles, plantillas: PlantillasService): Promise<void> {
  const edit = btAccess(app);

  await rawBodyRoutes(app, BT_FOTO_MAX_BYTES, (s, bodyLimit) => {
    s.post(BT_PATHS.fotos, { schema: { querystring: BtFotoQuery, response: { 200: BtFoto, 201: BtFoto } }, preHandler: edit, bodyLimit }, async (req, reply) => {
      const { foto, created } = await files.store(req.session!.clienteId, req.session!.user.id, rawBytes(req.body), req.query.sha256, BT_FOTO_MAX_BYTES);
      return reply.code(created ? 201 : 200).send(foto);
    });
  });
  await rawBodyRoutes(app, BT_LOGO_MAX_BYTES, (s, bodyLimit) => {
    s.put(BT_PATHS.plantillaLogo, { schema: { params: BtIdParams, querystring: BtVersionQuery, response: { 200: BtPlantilla } }, preHandler: edit, bodyLimit }, async (req) =>
      plantillas.setLogo(req.session!, req.params.id, req.query.version, rawBytes(req.body)),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(BT_PATHS.plantillaLogo, { schema: { params: BtIdParams, querystring: BtVersionQuery, response: { 200: BtPlantilla } }, preHandler: edit }, async (req) =>
    plantillas.clearLogo(req.session!, req.params.id, req.query.version),
  );
  r.get(BT_PATHS.plantillaLogo, { schema: { params: BtIdParams }, preHandler: edit }, async (req, reply) => sendImage(reply, await plantillas.logo(req.session!, req.params.id), 'private, no-store'));
  r.get(BT_PATHS.foto, { schema: { params: BtShaParams }, preHandler: edit }, async (req, reply) => {
    const f = await files.read(req.session!.clienteId, req.params.sha256);
    if (!f) throw btError(404, 'bettaid.foto_not_found', 'sha256');
    return sendImage(reply, f, 'private, no-store');
  });
}
