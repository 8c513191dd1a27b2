import type { Kysely } from 'kysely';
import { SOCKET_EVENTS, type BroadcastBody } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso, type Clock } from '../../lib/clock';
import type { Realtime } from './realtime.service';
import { recordAdminChange, type Session } from '../../core';

/** Reload after a delay, or an audio alert, to every user of the session's cliente; in the cliente's audit first. */
export async function broadcastToCliente(deps: { db: Kysely<Database>; clock: Clock; realtime: Realtime }, session: Session, body: BroadcastBody): Promise<void> {
  const { clienteId, user } = session;
  await recordAdminChange({ db: deps.db, clienteId, actorId: user.id, now: iso(deps.clock()) }, { action: 'cliente.broadcast', entity: 'cliente', entityId: clienteId, before: null, after: body });
  if (body.event === 'reload') deps.realtime.broadcast(clienteId, SOCKET_EVENTS.reload, { delayMs: body.delayMs });
  else deps.realtime.broadcast(clienteId, SOCKET_EVENTS.audioAlert, { msg: body.msg });
}
