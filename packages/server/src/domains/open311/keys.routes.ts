import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_PATHS, CreateOpen311KeyBody, SingleLine, CreatedOpen311Key, Open311Key, Open311KeyList } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { keysService } from './keys.service';

const KeyParams = z.object({ id: SingleLine.trim().min(1).max(100) });

/** The cliente's Open311 api_keys, on its settings page: administrators only (like the other cliente settings); keys.service holds the rules. */
export async function open311KeyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const keys = keysService(app.db, app.clock);
  const guard = app.access.permissions('admin');

  r.get(ADMIN_PATHS.open311Keys, { schema: { response: { 200: Open311KeyList } }, preHandler: guard }, async (req) => keys.list(req.session!));

  r.post(ADMIN_PATHS.open311Keys, { schema: { body: CreateOpen311KeyBody, response: { 201: CreatedOpen311Key } }, preHandler: guard }, async (req, reply) =>
    reply.code(201).send(await keys.create(req.session!, req.body.nombre)),
  );

  r.delete(ADMIN_PATHS.open311Key, { schema: { params: KeyParams, response: { 200: Open311Key } }, preHandler: guard }, async (req) => keys.revoke(req.session!, req.params.id));
}
