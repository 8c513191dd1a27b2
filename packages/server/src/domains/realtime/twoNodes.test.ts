import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { REALTIME_PATHS, SOCKET_EVENTS, type ChatContact, type ChatEvent, type NewNotificationEvent } from '@sig/shared/contract';
import type { Socket } from 'socket.io-client';
import { collect, connect, connected, emitAck, listen, nextEvent } from '../../testing/sockets';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';

/*
 * Two server nodes on one database and one Redis, as behind a load balancer. PostgreSQL when
 * TEST_DATABASE_URL is set, and a shared SQLite file always. Defined only when TEST_REDIS_URL is set.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const kinds = redisUrl ? testDatabases() : [];

/** A TCP hop in front of Redis that the test can cut and restore, to play a Redis outage. */
class RedisLink {
  private server: net.Server | null = null;
  private readonly conns = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: URL) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.conns.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          this.conns.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.conns) s.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

async function eventually<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 15000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(kinds)('two nodes sharing Redis on %s', (kind) => {
  let env: TestEnv;
  let link: RedisLink;
  let nodeB: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const open: Socket[] = [];

  const socketOn = async (url: string, name: string) => {
    const socket = connect(url, { token: tokens[name] });
    open.push(socket);
    return connected(socket);
  };
  const onlineIds = async (socket: Socket) =>
    (await emitAck<{ contacts: ChatContact[] }>(socket, SOCKET_EVENTS.listUsers, {})).contacts.map((c) => c.id);
  const send = (from: string, to: string, text: string, node: FastifyInstance) =>
    node.inject({ method: 'POST', url: REALTIME_PATHS.chatSend, headers: { authorization: `Bearer ${tokens[from]}` }, payload: { contactId: ids[to], messageText: text } });

  beforeAll(async () => {
    link = new RedisLink(new URL(redisUrl!));
    await link.up();
    const redisKey = `sig-test-${randomBytes(5).toString('hex')}`;
    env = await startTestApp(kind, { redisUrl: link.url, realtime: { redisKey, requestsTimeoutMs: 800 } });
    nodeB = await env.startNode();
    // both nodes listen for presence requests before any test asks
    const probe = new Redis(redisUrl!);
    try {
      await eventually(async () => {
        const [, subscribers] = (await probe.call('PUBSUB', 'NUMSUB', `${redisKey}-request#/#`)) as [string, number];
        return Number(subscribers) === 2;
      }, 'both nodes subscribed');
    } finally {
      probe.disconnect();
    }
    urlA = await listen(env.app);
    urlB = await listen(nodeB);
    for (const name of ['ana', 'beto', 'carla']) {
      tokens[name] = await makeUser(env, `${name}@demo.sig`, 'Consulta');
      ids[name] = (await identity.findUserByEmail(env.app.db, `${name}@demo.sig`))!.id;
    }
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    // a failed start must not leave the Redis hop listening (jest would never exit)
    try {
      await env?.close();
    } finally {
      await link?.down();
    }
  });

  test('presence lists users of both nodes; a message sent on node A arrives live on node B and back', async () => {
    const ana = await socketOn(urlA, 'ana');
    const beto = await socketOn(urlB, 'beto');
    expect(await onlineIds(ana)).toEqual([ids.beto]);
    expect(await onlineIds(beto)).toEqual([ids.ana]);
    // REST contacts on either node agree
    const contacts = (await nodeB.inject({ method: 'GET', url: REALTIME_PATHS.chatContacts, headers: { authorization: `Bearer ${tokens.carla}` } })).json() as ChatContact[];
    expect(contacts.filter((c) => c.status !== 'offline').map((c) => c.id).sort()).toEqual([ids.ana, ids.beto].sort());

    const live = nextEvent<ChatEvent>(beto, SOCKET_EVENTS.getChat);
    const notified = nextEvent<NewNotificationEvent>(beto, SOCKET_EVENTS.newNotification);
    const res = await send('ana', 'beto', 'de A para B', env.app);
    expect((await live).message).toEqual(res.json().message);
    expect((await notified).msg).toBe('Nuevo mensaje de ana');

    const back = nextEvent<ChatEvent>(ana, SOCKET_EVENTS.getChat);
    const reply = await emitAck<{ ok: boolean; message: unknown }>(beto, SOCKET_EVENTS.addChat, { msg: 'de B para A', para: ids.ana });
    expect((await back).message).toEqual(reply.message);
  });

  test('chat-abierto on node B spares the notification for a message sent on node A', async () => {
    const beto = await socketOn(urlB, 'beto');
    await emitAck(beto, SOCKET_EVENTS.chatFocus, { contactId: ids.ana });
    const notes = collect(beto, SOCKET_EVENTS.newNotification, 600);
    const live = nextEvent<ChatEvent>(beto, SOCKET_EVENTS.getChat);
    await send('ana', 'beto', 'ya lo estás viendo', env.app);
    await live;
    expect(await notes).toEqual([]);
  });

  test('broadcasts, notifications and disconnectUser from node A reach sockets on node B', async () => {
    const beto = await socketOn(urlB, 'beto');
    const carla = await socketOn(urlB, 'carla');
    const alert = nextEvent(carla, SOCKET_EVENTS.audioAlert);
    env.app.realtime.broadcast(env.demoId, SOCKET_EVENTS.audioAlert, { msg: 'a todos' });
    expect(await alert).toEqual({ msg: 'a todos' });
    const pushed = nextEvent<NewNotificationEvent>(carla, SOCKET_EVENTS.newNotification);
    await env.app.realtime.notifyUser(env.demoId, ids.carla, { message: 'desde A', variant: 'info', url: null });
    expect((await pushed).msg).toBe('desde A');
    const closed = nextEvent(beto, 'disconnect');
    env.app.realtime.disconnectUser(ids.beto);
    await closed;
    expect(carla.connected).toBe(true);
  });

  test('without Redis each node keeps serving HTTP and its own sockets, and they rejoin when it returns', async () => {
    const ana = await socketOn(urlA, 'ana');
    const carla = await socketOn(urlA, 'carla');
    const beto = await socketOn(urlB, 'beto');
    await eventually(async () => (await onlineIds(ana)).includes(ids.beto), 'Beto online seen from A');

    await link.down();
    // HTTP answers at once, presence falls back to this node
    const started = Date.now();
    const contacts = await nodeB.inject({ method: 'GET', url: REALTIME_PATHS.chatContacts, headers: { authorization: `Bearer ${tokens.beto}` } });
    expect(contacts.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await onlineIds(ana)).sort()).toEqual([ids.carla]);
    // sockets of one node still talk
    const live = nextEvent<ChatEvent>(carla, SOCKET_EVENTS.getChat);
    expect((await send('ana', 'carla', 'sin Redis', env.app)).statusCode).toBe(200);
    expect((await live).message.msg).toBe('sin Redis');

    await link.up();
    await eventually(async () => (await onlineIds(ana)).includes(ids.beto), 'Beto online seen from A again');
    const across = await eventually(async () => {
      const got = nextEvent<ChatEvent>(beto, SOCKET_EVENTS.getChat, () => true, 1500).catch(() => undefined);
      await send('ana', 'beto', 'Redis volvió', env.app);
      return got;
    }, 'a message across nodes after Redis returned');
    expect(across.message.msg).toBe('Redis volvió');
  }, 60000);
});
