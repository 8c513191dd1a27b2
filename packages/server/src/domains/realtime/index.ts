import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { broadcastRoutes } from './broadcast.routes';
import { chatRoutes } from './chat.routes';
import type { ChatDeps } from './chat.service';
import { notificationRoutes } from './notifications.routes';
import { quickPanelRoutes } from './quickPanel.routes';
import { connectRedis } from './redis';
import { Realtime } from './realtime.service';
import { createSocketServer } from './socketServer';
import { attachSocketEvents } from './socketEvents';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live delivery to users (notifyUser, broadcast, disconnectUser), on every node. */
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  allowedOrigins: readonly string[];
  /** Joins this node to the others through Redis; without it the node is on its own. */
  redisUrl?: string;
  /** The Redis channel prefix; nodes of one deployment share it (tests give each pair its own). */
  redisKey?: string;
  /** How long presence waits for the other nodes before it answers with this node's sockets. */
  requestsTimeoutMs?: number;
}

const REDIS_READY_WAIT_MS = 3000;

/** Chat, notifications, quick panel and the socket (issue 7). Registered before the domains that notify. */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app: FastifyInstance, opts) => {
    const requestsTimeoutMs = opts.requestsTimeoutMs ?? 1500;
    const redis = opts.redisUrl ? await connectRedis(opts.redisUrl, app.log) : null;
    // the adapter, like ioredis, is loaded only by a node that has Redis
    const createAdapter = redis ? (await import('@socket.io/redis-adapter')).createAdapter : undefined;
    const io = createSocketServer(app, { allowedOrigins: opts.allowedOrigins, redis, createAdapter, redisKey: opts.redisKey ?? 'sig-socket', requestsTimeoutMs });
    const realtime = new Realtime({ io, db: app.db, clock: app.clock, log: app.log, requestsTimeoutMs });
    app.decorate('realtime', realtime);
    const deps: ChatDeps = { db: app.db, clock: app.clock, realtime };
    attachSocketEvents(app, io, deps);

    await chatRoutes(app, deps);
    await notificationRoutes(app, app.db);
    await quickPanelRoutes(app, app.db);
    await broadcastRoutes(app, realtime);

    app.addHook('onReady', async () => {
      if (redis && !(await redis.waitReady(REDIS_READY_WAIT_MS))) app.log.warn('redis not reachable yet: sockets are served by this node alone until it is');
    });
    // Open websockets would keep the http server from closing: end them (this node's only) first.
    app.addHook('preClose', async () => {
      realtime.stop();
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
    });
    app.addHook('onClose', async () => redis?.close());
  },
  { name: 'sig-realtime', dependencies: ['sig-auth', 'sig-db'] },
);

export type { Realtime } from './realtime.service';
export { seedDemoAgenda } from './demoAgenda';
export { auditSupervisorRoom, botAgentsRoom, eventosRoom, logisticaRoom } from './rooms';
