import type { FastifyInstance } from 'fastify';
import { BroadcastBody, BroadcastResponse, REALTIME_PATHS } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { broadcastToCliente } from './broadcast.service';
import type { Realtime } from './realtime.service';

/** An administrator's live message to every user of the cliente (broadcast.service). */
export async function broadcastRoutes(app: FastifyInstance, realtime: Realtime): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(REALTIME_PATHS.broadcast, { schema: { body: BroadcastBody, response: { 200: BroadcastResponse } }, preHandler: app.access.permissions('admin') }, async (req) => {
    await broadcastToCliente({ db: app.db, clock: app.clock, realtime }, req.session!, req.body);
    return { sent: true as const };
  });
}
