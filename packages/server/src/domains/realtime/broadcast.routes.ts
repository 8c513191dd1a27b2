import type { FastifyInstance } from 'fastify';
import { BroadcastBody, BroadcastResponse, REALTIME_PATHS, SOCKET_EVENTS } from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { Realtime } from './realtime.service';
import { recordAdminChange } from '../../core';

/** An administrator's live message to every user of the cliente: reload after a delay, or an audio alert. */
export async function broadcastRoutes(app: FastifyInstance, realtime: Realtime): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(REALTIME_PATHS.broadcast, { schema: { body: BroadcastBody, response: { 200: BroadcastResponse } }, preHandler: app.access.permissions('admin') }, async (req) => {
    const { clienteId, user } = req.session!;
    const body = req.body;
    await recordAdminChange({ db: app.db, clienteId, actorId: user.id, now: iso(app.clock()) }, { action: 'cliente.broadcast', entity: 'cliente', entityId: clienteId, before: null, after: body });
    if (body.event === 'reload') realtime.broadcast(clienteId, SOCKET_EVENTS.reload, { delayMs: body.delayMs });
    else realtime.broadcast(clienteId, SOCKET_EVENTS.audioAlert, { msg: body.msg });
    return { sent: true as const };
  });
}
