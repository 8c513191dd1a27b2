import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, ClienteSettings, LOGO_MAX_BYTES, LOGO_URL_PREFIX } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';
import { rawBodyRoutes, rawBytes } from '../../plugins/rawBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import { clienteService } from './cliente.service';
import type { ImageExt } from '../../core';
import { LOGO_CONTENT_TYPES, LOGO_NAME, logosDir } from './logoFiles';

export async function logoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dataDir = app.config.dataDir;
  const clientes = clienteService(app.authDeps, dataDir);
  const guard = app.access.permissions('admin');

  await rawBodyRoutes(app, LOGO_MAX_BYTES, (s, bodyLimit) => {
    s.put(ADMIN_PATHS.clienteLogo, { schema: { response: { 200: ClienteSettings } }, preHandler: guard, bodyLimit }, async (req) => clientes.putLogo(req.session!, rawBytes(req.body)));
  });

  r.delete(ADMIN_PATHS.clienteLogo, { schema: { response: { 200: ClienteSettings } }, preHandler: guard }, async (req) => clientes.removeLogo(req.session!));

  // Logos are public (the sign-in page and embeds show them); names are random, so cache them for good.
  app.get<{ Params: { name: string } }>(`${LOGO_URL_PREFIX}:name`, { preHandler: app.access.public() }, async (req, reply) => {
    const { name } = req.params;
    const file = path.join(logosDir(dataDir), name);
    if (!LOGO_NAME.test(name) || !(await stat(file).catch(() => null))?.isFile()) throw new HttpError(404, 'not_found', 'No existe ese archivo.');
    const ext = path.extname(name).slice(1) as ImageExt;
    return reply
      .header('Content-Type', LOGO_CONTENT_TYPES[ext])
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(createReadStream(file));
  });
}
