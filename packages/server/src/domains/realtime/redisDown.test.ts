import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATHS, SOCKET_EVENTS, type ChatEvent } from '@sig/shared/contract';
import { connect, connected, listen, nextEvent } from '../../testing/sockets';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';

/** A port nothing listens on: Redis "configured but down". */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a node whose REDIS_URL points at nothing', () => {
  let env: TestEnv;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    env = await startTestApp('sqlite', { redisUrl: `redis://127.0.0.1:${await deadPort()}`, realtime: { requestsTimeoutMs: 300 } });
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  test('starts, serves HTTP and its own sockets, and closes without hanging or unhandled rejections', async () => {
    const url = await listen(env.app);
    const ana = await makeUser(env, 'ana@demo.sig', 'Consulta');
    await makeUser(env, 'beto@demo.sig', 'Consulta');
    const betoId = (await identity.findUserByEmail(env.app.db, 'beto@demo.sig'))!.id;
    const beto = await connected(connect(url, { token: await env.login('beto@demo.sig', 'Clave-de-prueba-5512') }));
    const live = nextEvent<ChatEvent>(beto, SOCKET_EVENTS.getChat);
    const res = await env.inject({ method: 'POST', url: REALTIME_PATHS.chatSend, token: ana, payload: { contactId: betoId, messageText: 'sin Redis' } });
    expect(res.statusCode).toBe(200);
    expect((await live).message.msg).toBe('sin Redis');
    env.app.realtime.broadcast(env.demoId, SOCKET_EVENTS.reload, { delayMs: 0 });
    const closedSocket = nextEvent(beto, 'disconnect');
    await env.close();
    await closedSocket;
    await new Promise((r) => setTimeout(r, 100));
    expect(unhandled).toEqual([]);
  });
});
