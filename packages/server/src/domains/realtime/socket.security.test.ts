import { REALTIME_PATHS, SOCKET_EVENTS, type ChatContact } from '@sig/shared/contract';
import type { Socket } from 'socket.io-client';
import { collect, connect, connected, emitAck, listen, nextEvent, refusal } from '../../testing/sockets';
import { testDatabases } from '../../testing/testDatabases';
import { USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { SOCKET_ERROR_EVENT } from './socketEvents';
import { identity } from '../../core';

interface AckReply {
  ok: boolean;
  error?: { code: string; message: string };
  [key: string]: unknown;
}

describe.each(testDatabases())('socket security on %s', (kind) => {
  let env: TestEnv;
  let url: string;
  const ids: Record<string, string> = {};
  const open: Socket[] = [];

  const login = (email: string) => env.login(email, USER_PASSWORD);
  const socketOf = async (email: string, opts: Parameters<typeof connect>[1] = {}) => {
    const socket = connect(url, { token: await login(email), ...opts });
    open.push(socket);
    return connected(socket);
  };

  beforeAll(async () => {
    env = await startTestApp(kind);
    url = await listen(env.app);
    for (const name of ['ana', 'beto', 'carla']) {
      await makeUser(env, `${name}@demo.sig`, 'Consulta');
      ids[name] = (await identity.findUserByEmail(env.app.db, `${name}@demo.sig`))!.id;
    }
    ids.otro = (await identity.findUserByEmail(env.app.db, 'admin@otro.sig'))!.id;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(() => env.close());

  test('no token, a forged token or a malformed one: refused with Invalid access_token', async () => {
    expect((await refusal(connect(url))).message).toBe('Invalid access_token');
    const [h, p] = (await login('ana@demo.sig')).split('.');
    expect((await refusal(connect(url, { token: `${h}.${p}.firma-falsa` }))).message).toBe('Invalid access_token');
    expect((await refusal(connect(url, { token: 'no-es-un-jwt' }))).message).toBe('Invalid access_token');
    expect((await refusal(connect(url, { xToken: `${h}.${p}.firma-falsa` }))).message).toBe('Invalid access_token');
  });

  test('the token is accepted as auth.token and as the x-token query, over websocket and polling', async () => {
    const token = await login('ana@demo.sig');
    for (const opts of [{ token }, { xToken: token }, { token, transports: ['polling' as const] }]) {
      const socket = connect(url, opts);
      open.push(socket);
      await connected(socket);
      expect(await emitAck(socket, SOCKET_EVENTS.test)).toEqual({ ok: true });
    }
  });

  test('a foreign Origin is refused even with a valid token; no Origin (not a browser) needs the token', async () => {
    const token = await login('ana@demo.sig');
    await refusal(connect(url, { token, origin: 'http://evil.test' }));
    await refusal(connect(url, { token, origin: 'http://evil.test', transports: ['polling'] }));
    await refusal(connect(url, { token, origin: 'null' }));
    const bare = connect(url, { token, origin: null });
    open.push(bare);
    await connected(bare);
    expect((await refusal(connect(url, { origin: null }))).message).toBe('Invalid access_token');
  });

  test('a revoked token cannot connect, and an open socket of a revoked user is closed on its next event', async () => {
    const socket = await socketOf('carla@demo.sig');
    const revoked = await login('carla@demo.sig');
    await identity.bumpTokenVersion(env.app.db, ids.carla, env.clock.fn().toISOString());
    expect((await refusal(connect(url, { token: revoked }))).message).toBe('Invalid access_token');
    const closed = nextEvent(socket, 'disconnect');
    const reply = await emitAck<AckReply>(socket, SOCKET_EVENTS.listUsers, {});
    expect(reply).toEqual({ ok: false, error: { code: 'auth.invalid_token', message: 'Invalid access_token' } });
    await closed;
  });

  test('disconnectUser closes every socket of that user at once', async () => {
    const a = await socketOf('ana@demo.sig');
    const b = await socketOf('ana@demo.sig', { transports: ['polling'] });
    const beto = await socketOf('beto@demo.sig');
    const closed = Promise.all([nextEvent(a, 'disconnect'), nextEvent(b, 'disconnect')]);
    env.app.realtime.disconnectUser(ids.ana);
    await closed;
    expect(beto.connected).toBe(true);
  });

  test("another cliente's token sees none of the demo users and cannot read or post into their chats", async () => {
    const ana = await socketOf('ana@demo.sig');
    const heardByAna = collect(ana, SOCKET_EVENTS.getChat, 600);
    const changesForAna = collect<{ userIds: string[] }>(ana, SOCKET_EVENTS.usersChanged, 600);
    const other = await socketOf('admin@otro.sig');
    const listed = nextEvent<ChatContact[]>(other, SOCKET_EVENTS.usersList);
    await emitAck(other, SOCKET_EVENTS.listUsers, {});
    expect((await listed).map((c) => c.id)).not.toContain(ids.ana);
    const read = await emitAck<AckReply>(other, SOCKET_EVENTS.getChat, { contactId: ids.ana });
    expect(read).toMatchObject({ ok: false, error: { code: 'chat.contact_not_found' } });
    const post = await emitAck<AckReply>(other, SOCKET_EVENTS.addChat, { msg: 'hola', para: ids.ana });
    expect(post).toMatchObject({ ok: false, error: { code: 'chat.contact_not_found' } });
    expect(await heardByAna).toEqual([]);
    expect((await changesForAna).flatMap((c) => c.userIds)).not.toContain(ids.otro);
    const stored = await env.app.db.selectFrom('chat_messages').select('id').where('recipient_id', '=', ids.ana).where('sender_id', '=', ids.otro).execute();
    expect(stored).toEqual([]);
  });

  test("a user cannot read or post into another pair's chat by id", async () => {
    const ana = await login('ana@demo.sig');
    const sent = await env.inject({ method: 'POST', url: REALTIME_PATHS.chatSend, token: ana, payload: { contactId: ids.beto, messageText: 'solo para Beto' } });
    const chatId = sent.json().message.chatId as string;
    const carla = await login('carla@demo.sig');
    // posting with their chat id
    const rest = await env.inject({ method: 'POST', url: REALTIME_PATHS.chatSend, token: carla, payload: { chatId, contactId: ids.beto, messageText: 'intruso' } });
    expect(rest.json()).toMatchObject({ statusCode: 403, code: 'chat.not_participant', field: 'chatId' });
    const socket = await socketOf('carla@demo.sig');
    const viaSocket = await emitAck<AckReply>(socket, SOCKET_EVENTS.addChat, { chatId, para: ids.beto, msg: 'intruso' });
    expect(viaSocket).toMatchObject({ ok: false, error: { code: 'chat.not_participant' } });
    // reading as if she were Ana
    const read = await env.inject({ method: 'GET', url: `${REALTIME_PATHS.chatGet}?contactId=${ids.beto}&userId=${ids.ana}`, token: carla });
    expect(read.json()).toMatchObject({ statusCode: 403, code: 'chat.not_participant' });
    // her own chat with Beto is another chat, without Ana's message
    const own = await env.inject({ method: 'GET', url: `${REALTIME_PATHS.chatGet}?contactId=${ids.beto}`, token: carla });
    expect(own.json().chat.id).not.toBe(chatId);
    expect(own.json().chat.dialog).toEqual([]);
    const messages = await env.app.db.selectFrom('chat_messages').select('body').where('chat_id', '=', chatId).execute();
    expect(messages.map((m) => m.body)).toEqual(['solo para Beto']);
  });

  test('bad payloads never crash: an error through the ack, else a sig-error event, and the socket stays up', async () => {
    const socket = await socketOf('ana@demo.sig');
    for (const payload of [undefined, null, 42, 'texto', [], { msg: '' , para: ids.beto }, { msg: '   ', para: ids.beto }, { msg: 'x'.repeat(2001), para: ids.beto }, { msg: 'hola' }, { msg: { $gt: '' }, para: ids.beto }]) {
      const reply = await emitAck<AckReply>(socket, SOCKET_EVENTS.addChat, payload);
      expect(reply.ok).toBe(false);
      expect(reply.error!.code).toBe('validation');
    }
    expect(await emitAck<AckReply>(socket, SOCKET_EVENTS.getChat, {})).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(await emitAck<AckReply>(socket, SOCKET_EVENTS.getChat, { contactId: ids.ana })).toMatchObject({ ok: false, error: { code: 'chat.self' } });
    expect(await emitAck<AckReply>(socket, SOCKET_EVENTS.chatFocus, { contactId: 7 })).toMatchObject({ ok: false, error: { code: 'validation' } });
    const noAck = nextEvent<{ event: string; code: string }>(socket, SOCKET_ERROR_EVENT);
    socket.emit(SOCKET_EVENTS.addChat, { para: ids.beto });
    expect(await noAck).toMatchObject({ event: SOCKET_EVENTS.addChat, code: 'validation' });
    socket.emit('evento-desconocido', { a: 1 });
    expect(await emitAck(socket, SOCKET_EVENTS.test)).toEqual({ ok: true });
  });

  // last: moving the clock expires every token issued before
  test('an expired token is refused with access_token expired', async () => {
    const token = await login('ana@demo.sig');
    env.clock.advance((env.config.jwtTtlSeconds + 1) * 1000);
    expect((await refusal(connect(url, { token }))).message).toBe('access_token expired');
    expect((await refusal(connect(url, { xToken: token }))).message).toBe('access_token expired');
  });
});
