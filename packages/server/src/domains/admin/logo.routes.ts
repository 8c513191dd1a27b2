import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, ClienteSettings, LOGO_MAX_BYTES, LOGO_URL_PREFIX } from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import type { ZodTypeProvider } from '../../plugins/zod';
import { adminError } from './adminError';
import { toSettings } from './cliente.routes';
import { sniffImage, type ImageExt } from '../../core';
import { LOGO_CONTENT_TYPES, LOGO_NAME, logosDir, removeStoredLogo, storeLogo } from './logoFiles';
import { identity, recordAdminChange } from '../../core';

/** Any body is read as bytes up to twice the limit, so a too-big logo gets our own field error. */
const READ_LIMIT = LOGO_MAX_BYTES * 2;

export async function logoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const dataDir = app.config.dataDir;
  const guard = app.access.permissions('admin');

  // Encapsulated: only this plugin's routes read raw bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: READ_LIMIT }, (_req, body, done) => done(null, body));
    const s = scope.withTypeProvider<ZodTypeProvider>();

    s.put(ADMIN_PATHS.clienteLogo, { schema: { response: { 200: ClienteSettings } }, preHandler: guard, bodyLimit: READ_LIMIT }, async (req) => {
      const { clienteId, user } = req.session!;
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (bytes.length > LOGO_MAX_BYTES) throw adminError(400, 'admin.logo_size', 'logo');
      const ext = sniffImage(bytes);
      if (!ext) throw adminError(400, 'admin.logo_type', 'logo');
      const before = await identity.findCliente(db, clienteId);
      if (!before) throw adminError(404, 'admin.cliente_not_found');
      const url = await storeLogo(dataDir, clienteId, bytes, ext);
      await db.transaction().execute(async (trx) => {
        await identity.updateCliente(trx, clienteId, { logo: url });
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now: iso(app.clock()) }, { action: 'cliente.logo', entity: 'cliente', entityId: clienteId, before: { logo: before.logo }, after: { logo: url } });
      });
      await removeStoredLogo(dataDir, before.logo);
      return toSettings((await identity.findCliente(db, clienteId))!);
    });
  });

  r.delete(ADMIN_PATHS.clienteLogo, { schema: { response: { 200: ClienteSettings } }, preHandler: guard }, async (req) => {
    const { clienteId, user } = req.session!;
    const before = await identity.findCliente(db, clienteId);
    if (!before) throw adminError(404, 'admin.cliente_not_found');
    if (before.logo !== null) {
      await db.transaction().execute(async (trx) => {
        await identity.updateCliente(trx, clienteId, { logo: null });
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now: iso(app.clock()) }, { action: 'cliente.logo', entity: 'cliente', entityId: clienteId, before: { logo: before.logo }, after: { logo: null } });
      });
      await removeStoredLogo(dataDir, before.logo);
    }
    return toSettings((await identity.findCliente(db, clienteId))!);
  });

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
