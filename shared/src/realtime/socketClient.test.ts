import { AUTH_PATHS, SOCKET_EVENTS, SWITCH_CLIENTE_PATH } from '../contract/constants';
import { snackbarStore } from '../messages/snackbarStore';
import { autoLogout, login, logout, renewSession, switchCliente } from '../session/sessionLifecycle';
import { sessionStore } from '../session/sessionStore';
import { type FakeServer, fakeServer } from '../test/fakeServer';
import { sessionResponse, tokenExpiringIn } from '../test/fixtures';
import { installFakeSockets } from '../test/fakeSocket';
import { SOCKET_RETRY_MIN_MS, emitSocket, onSocketEvent, startRealtime } from './socketClient';
import { socketStore } from './socketStore';

const status = () => socketStore.getState().status;
const TOKEN_A = tokenExpiringIn(3600);
const TOKEN_B = tokenExpiringIn(7200);

let server: FakeServer;
let fake: ReturnType<typeof installFakeSockets>;

async function signIn(token = TOKEN_A, overrides: Parameters<typeof sessionResponse>[0] = {}) {
  const res = sessionResponse({ access_token: token, ...overrides });
  server.on('POST', AUTH_PATHS.login, () => ({ json: { ...res, payload: { status: 200 }, data: res.user.data } }));
  await login('ana@demo.sig', 'secreto123');
}

beforeAll(() => startRealtime());

beforeEach(() => {
  localStorage.clear();
  autoLogout();
  sessionStore.reset();
  snackbarStore.reset();
  server = fakeServer();
  fake = installFakeSockets();
});

afterEach(() => jest.useRealTimers());

describe('realtime client: connection and status', () => {
  it('stays idle and opens nothing while nobody is signed in', () => {
    sessionStore.setState({ status: 'anonymous' });
    expect(status()).toBe('idle');
    expect(fake.sockets).toHaveLength(0);
  });

  it('opens no socket for a signed-in session without a role', async () => {
    await signIn(TOKEN_A, { role: [] });
    expect(sessionStore.getState().status).toBe('signed-in');
    expect(fake.sockets).toHaveLength(0);
    expect(status()).toBe('idle');
  });

  it('connects over websocket with the token in auth, going connecting -> online', async () => {
    await signIn();
    const s = fake.last();
    expect(s.url).toBe(window.location.origin);
    expect(s.options.path).toBe('/socket.io');
    expect(s.options.transports).toEqual(['websocket']);
    expect(s.tokens).toEqual([TOKEN_A]);
    expect(status()).toBe('connecting');
    s.accept();
    expect(status()).toBe('online');
  });

  it("emits 'listar_usuarios' {uuid, clients} on connect and again on 'lista-usuarios-att'", async () => {
    await signIn();
    const s = fake.last();
    expect(s.emittedEvents(SOCKET_EVENTS.listUsers)).toEqual([]);
    s.accept();
    expect(s.emittedEvents(SOCKET_EVENTS.listUsers)).toEqual([[{ uuid: 'u1', clients: 'c1' }]]);
    s.serverEmit(SOCKET_EVENTS.usersChanged);
    expect(s.emittedEvents(SOCKET_EVENTS.listUsers)).toHaveLength(2);
    // Each reconnection announces the user again.
    s.drop();
    s.accept();
    expect(s.emittedEvents(SOCKET_EVENTS.listUsers)).toHaveLength(3);
  });

  it('goes offline on disconnect and on a connect error, and back online on reconnect', async () => {
    await signIn();
    const s = fake.last();
    s.accept();
    s.drop('transport close');
    expect(status()).toBe('offline');
    s.accept();
    expect(status()).toBe('online');
    s.drop('ping timeout');
    s.refuse('xhr poll error');
    expect(status()).toBe('offline');
  });

  it('uses the renewed token for the next connection attempt', async () => {
    await signIn(TOKEN_A);
    const s = fake.last();
    s.accept();
    server.on('GET', AUTH_PATHS.accessToken, () => ({ json: sessionResponse({ access_token: TOKEN_B }) }));
    await renewSession();
    expect(sessionStore.getState().token).toBe(TOKEN_B);
    // A renewal alone keeps the live socket.
    expect(fake.sockets).toHaveLength(1);
    s.drop();
    s.attempt();
    expect(s.tokens).toEqual([TOKEN_A, TOKEN_B]);
  });
});

describe('realtime client: refused handshakes', () => {
  it("does not hammer the server after 'Invalid access_token': one slow retry, backing off", async () => {
    jest.useFakeTimers();
    await signIn();
    const s = fake.last();
    s.refuse('Invalid access_token');
    expect(status()).toBe('offline');
    jest.advanceTimersByTime(SOCKET_RETRY_MIN_MS - 1);
    expect(s.tokens).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(s.tokens).toHaveLength(2);
    expect(status()).toBe('connecting');
    s.refuse('Invalid access_token');
    jest.advanceTimersByTime(SOCKET_RETRY_MIN_MS);
    expect(s.tokens).toHaveLength(2);
    jest.advanceTimersByTime(SOCKET_RETRY_MIN_MS);
    expect(s.tokens).toHaveLength(3);
    s.accept();
    expect(status()).toBe('online');
  });

  it('retries at once with a renewed token after a refusal', async () => {
    await signIn(TOKEN_A);
    const s = fake.last();
    s.refuse('access_token expired');
    server.on('GET', AUTH_PATHS.accessToken, () => ({ json: sessionResponse({ access_token: TOKEN_B }) }));
    await renewSession();
    expect(s.tokens).toEqual([TOKEN_A, TOKEN_B]);
    expect(status()).toBe('connecting');
  });

  it('reconnects itself after the server closed the socket', async () => {
    jest.useFakeTimers();
    await signIn();
    const s = fake.last();
    s.accept();
    s.drop('io server disconnect');
    expect(status()).toBe('offline');
    jest.advanceTimersByTime(SOCKET_RETRY_MIN_MS);
    expect(s.tokens).toHaveLength(2);
  });
});

describe('realtime client: logout and cliente switch', () => {
  it("emits 'disconect' then closes on logout, and goes idle", async () => {
    await signIn();
    const s = fake.last();
    s.accept();
    logout();
    expect(s.emittedEvents(SOCKET_EVENTS.logout)).toEqual([[{ uuid: 'u1', clients: 'c1' }]]);
    expect(s.emitted.at(-1)?.event).toBe(SOCKET_EVENTS.logout);
    expect(s.disconnectCalls).toBe(1);
    expect(s.connected).toBe(false);
    expect(status()).toBe('idle');
  });

  it('closes on an automatic logout (401) too, and reopens at the next sign-in', async () => {
    await signIn();
    fake.last().accept();
    autoLogout('Invalid access_token');
    expect(fake.last().disconnectCalls).toBe(1);
    expect(status()).toBe('idle');
    await signIn();
    expect(fake.sockets).toHaveLength(2);
    expect(status()).toBe('connecting');
  });

  it('drops a late connect after logout', async () => {
    await signIn();
    const s = fake.last();
    logout();
    s.accept();
    expect(status()).toBe('idle');
    expect(s.emittedEvents(SOCKET_EVENTS.listUsers)).toEqual([]);
  });

  it("opens a new socket for another cliente (the server's rooms are per cliente)", async () => {
    const c2 = { ...sessionResponse().cliente, id: 'c2', nombre: 'Otro' };
    await signIn(TOKEN_A, { user: { ...sessionResponse().user, master: true } });
    const first = fake.last();
    first.accept();
    server.on('POST', SWITCH_CLIENTE_PATH, () => ({ json: sessionResponse({ access_token: TOKEN_B, cliente: c2, user: { ...sessionResponse().user, master: true } }) }));
    await switchCliente('c2');
    expect(first.disconnectCalls).toBe(1);
    expect(first.emittedEvents(SOCKET_EVENTS.logout)).toEqual([]);
    const second = fake.last();
    expect(second).not.toBe(first);
    expect(second.tokens).toEqual([TOKEN_B]);
    second.accept();
    expect(second.emittedEvents(SOCKET_EVENTS.listUsers)).toEqual([[{ uuid: 'u1', clients: 'c2' }]]);
  });
});

describe('realtime client: events', () => {
  it('delivers server events to handlers subscribed before the socket existed, until unsubscribed', async () => {
    const got: unknown[] = [];
    const off = onSocketEvent<{ msg: string }>(SOCKET_EVENTS.newNotification, (p) => got.push(p.msg));
    await signIn();
    const s = fake.last();
    s.accept();
    s.serverEmit(SOCKET_EVENTS.newNotification, { msg: 'uno' });
    s.serverEmit(SOCKET_EVENTS.reload, { delayMs: 1 });
    off();
    s.serverEmit(SOCKET_EVENTS.newNotification, { msg: 'dos' });
    expect(got).toEqual(['uno']);
  });

  it('keeps delivering to the other handlers when one throws', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const got: unknown[] = [];
    const offs = [onSocketEvent('x', () => { throw new Error('boom'); }), onSocketEvent('x', (p) => got.push(p))];
    await signIn();
    fake.last().accept();
    fake.last().serverEmit('x', 1);
    expect(got).toEqual([1]);
    expect(spy).toHaveBeenCalled();
    offs.forEach((off) => off());
    spy.mockRestore();
  });

  it('emits only while connected, with payload and ack', async () => {
    expect(emitSocket(SOCKET_EVENTS.test)).toBe(false);
    await signIn();
    const s = fake.last();
    expect(emitSocket(SOCKET_EVENTS.test)).toBe(false);
    s.accept();
    const ack = () => {};
    expect(emitSocket(SOCKET_EVENTS.test)).toBe(true);
    expect(emitSocket(SOCKET_EVENTS.getChat, { de: 'u1' }, ack)).toBe(true);
    expect(s.emittedEvents(SOCKET_EVENTS.test)).toEqual([[]]);
    expect(s.emittedEvents(SOCKET_EVENTS.getChat)).toEqual([[{ de: 'u1' }, ack]]);
  });
});
