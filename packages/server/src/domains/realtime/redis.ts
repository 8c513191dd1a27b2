import type { Redis, RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** The publish and subscribe connections the socket.io adapter needs (a subscribed client can do nothing else). */
export interface RedisPair {
  pub: Redis;
  sub: Redis;
  /** Resolves once both are connected, or after `ms` (a missing Redis must not block start-up). */
  waitReady(ms: number): Promise<boolean>;
  close(): void;
}

/*
 * The adapter calls publish/subscribe without awaiting them. While Redis is away those promises reject
 * (the publisher runs without an offline queue, so nothing piles up during an outage, and every pending
 * command is rejected when the client is closed); an unhandled rejection would end the process. The
 * callers that care still see the rejection: a handler is only added, nothing is replaced.
 */
const FIRE_AND_FORGET = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

function quietRejections(client: Redis, onError: (err: unknown) => void): void {
  const methods = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of FIRE_AND_FORGET) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      const result = original.apply(client, args);
      if (result instanceof Promise) result.catch(onError);
      return result;
    };
  }
}

/** A node without REDIS_URL never loads ioredis (about a quarter of a second of CPU at every start and in every server test file). */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisPair> {
  const { Redis } = await import('ioredis');
  const common: RedisOptions = {
    lazyConnect: false,
    // retry forever: a node keeps serving its own sockets and rejoins the others when Redis is back
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 200, 5000),
    connectTimeout: 5000,
    // on close, a half-dead connection is dropped after this instead of holding the process for 2 s
    disconnectTimeout: 500,
  };
  // Only the publisher drops commands while disconnected (a fetchSockets then falls back to this node at
  // once); the subscriber queues its SUBSCRIBEs until it connects and re-subscribes after a reconnect.
  const pub = new Redis(url, { ...common, enableOfflineQueue: false });
  const sub = new Redis(url, { ...common, enableOfflineQueue: true });

  for (const [role, client] of [['pub', pub], ['sub', sub]] as const) {
    let healthy: boolean | undefined;
    // one line per change of state, not one per reconnect attempt
    client.on('ready', () => {
      if (healthy !== true) log.info({ redis: role }, 'redis connected');
      healthy = true;
    });
    client.on('error', (err: Error) => {
      if (healthy !== false) log.warn({ redis: role, err: { message: err.message } }, 'redis unavailable: this node keeps serving its own sockets');
      healthy = false;
    });
    quietRejections(client, (err) => log.debug({ redis: role, err }, 'redis command dropped'));
  }

  const readyOne = (client: Redis, ms: number) =>
    client.status === 'ready'
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            client.off('ready', onReady);
            resolve(false);
          }, ms);
          const onReady = () => {
            clearTimeout(timer);
            resolve(true);
          };
          client.once('ready', onReady);
        });

  return {
    pub,
    sub,
    async waitReady(ms) {
      const [a, b] = await Promise.all([readyOne(pub, ms), readyOne(sub, ms)]);
      return a && b;
    },
    close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
