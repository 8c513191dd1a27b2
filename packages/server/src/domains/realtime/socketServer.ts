import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { createAdapter } from '@socket.io/redis-adapter';
import { originCheck, refusalFor, tokenOf, INVALID_TOKEN } from './handshake';
import type { RedisPair } from './redis';
import type { RealtimeIo } from './realtime.service';
import { holdsPermission } from '../../core';
import { auditSupervisorRoom, botAgentsRoom, clienteRoom, eventosRoom, logisticaRoom, memberRoom, userRoom } from './rooms';

export const SOCKET_PATH = '/socket.io';
/** Chat messages are at most a few kB; nothing a client sends needs more. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

export interface SocketServerOptions {
  allowedOrigins: readonly string[];
  redis: RedisPair | null;
  /** The Redis adapter's factory, given with `redis` (loaded only then: see redisAdapter). */
  createAdapter?: typeof createAdapter;
  /** The adapter's channel prefix (nodes that should act as one share it). */
  redisKey: string;
  requestsTimeoutMs: number;
}

/**
 * socket.io on Fastify's own http server (same port, path /socket.io). Nothing listens until Fastify
 * does, so inject() tests are unaffected. Every connection is a signed-in user of one cliente.
 */
export function createSocketServer(app: FastifyInstance, opts: SocketServerOptions): RealtimeIo {
  const allowed = originCheck(opts.allowedOrigins);
  const io: RealtimeIo = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // our client uses websocket only (no sticky sessions needed); polling stays for other clients
    transports: ['polling', 'websocket'],
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    allowRequest: (req, callback) => {
      const ok = allowed(req);
      callback(ok ? null : 'Origin not allowed', ok);
    },
    cors: { origin: [...opts.allowedOrigins], credentials: false },
    ...(opts.redis && opts.createAdapter && {
      adapter: opts.createAdapter(opts.redis.pub, opts.redis.sub, { key: opts.redisKey, requestsTimeout: opts.requestsTimeoutMs }),
    }),
  });

  io.use(async (socket, next) => {
    try {
      const token = tokenOf(socket.handshake);
      if (!token) return next(new Error(INVALID_TOKEN));
      const claims = await app.tokens.verify(token);
      if (!claims) return next(new Error(await refusalFor(token, app.config.jwtSecret, app.clock)));
      const session = await app.sessionForClaims(claims);
      if (!session) return next(new Error(INVALID_TOKEN));
      socket.data = { userId: session.user.id, clienteId: session.clienteId, claims, chatOpen: null };
      await socket.join([clienteRoom(session.clienteId), userRoom(session.user.id), memberRoom(session.clienteId, session.user.id)]);
      if (holdsPermission(session.permissions, 'SigAuditoriaV2Supervisor')) await socket.join(auditSupervisorRoom(session.clienteId));
      if (holdsPermission(session.permissions, 'SigChatCenter')) await socket.join(botAgentsRoom(session.clienteId));
      if (holdsPermission(session.permissions, 'LogisticaUsers', 'LogisticaLista', 'LogisticaEditar')) await socket.join(logisticaRoom(session.clienteId));
      if (holdsPermission(session.permissions, 'EventoList', 'EventoEdit')) await socket.join(eventosRoom(session.clienteId));
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error(INVALID_TOKEN));
    }
  });
  return io;
}
