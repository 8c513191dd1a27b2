import { ADMIN_PATHS, AUTH_PATHS, adminPath } from '@sig/shared/contract';
import type { Socket } from 'socket.io-client';
import { connect, connected, listen } from '../../testing/sockets';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';

/** Resolves with the reason the server gave when it closed the socket. */
const closedByServer = (socket: Socket, timeoutMs = 5000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe.each(testDatabases())('revoking a user closes their open sockets at once on %s', (kind) => {
  let env: TestEnv;
  let url: string;
  let admin: string;
  const open: Socket[] = [];
  beforeAll(async () => {
    env = await startTestApp(kind);
    url = await listen(env.app);
    admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterEach(() => open.splice(0).forEach((s) => s.close()));
  afterAll(() => env.close());

  const socketFor = async (token: string) => {
    const s = connect(url, { token });
    open.push(s);
    return connected(s);
  };

  test('an administrator disables the user: both of their tabs are closed, a colleague stays', async () => {
    const token = await makeUser(env, `revocada.${kind}@demo.sig`, 'Consulta');
    const colleague = await socketFor(await makeUser(env, `colega.${kind}@demo.sig`, 'Consulta'));
    const tabs = [await socketFor(token), await socketFor(token)];
    const id = (await identity.findUserByEmail(env.app.db, `revocada.${kind}@demo.sig`))!.id;
    const closed = tabs.map((t) => closedByServer(t));
    const res = await env.inject({ method: 'POST', url: adminPath(ADMIN_PATHS.userDisable, id), token: admin });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(colleague.connected).toBe(true);
  });

  test('logout everywhere closes the user’s sockets', async () => {
    const token = await makeUser(env, `todas.${kind}@demo.sig`, 'Consulta');
    const tab = await socketFor(token);
    const closed = closedByServer(tab);
    expect((await env.inject({ method: 'POST', url: AUTH_PATHS.logoutAll, token })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
