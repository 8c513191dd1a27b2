import { NOTIFICATION_PAGE_SIZE, REALTIME_PATHS, SOCKET_EVENTS, type ChatContact, type ChatEvent, type ChatMessage, type NewNotificationEvent } from '@sig/shared/contract';
import type { Socket } from 'socket.io-client';
import { collect, connect, connected, emitAck, listen, nextEvent } from '../../testing/sockets';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';

describe.each(testDatabases())('socket behaviour on %s', (kind) => {
  let env: TestEnv;
  let url: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const open: Socket[] = [];

  const socketOf = async (name: string, opts: Parameters<typeof connect>[1] = {}) => {
    const socket = connect(url, { token: tokens[name], ...opts });
    open.push(socket);
    return connected(socket);
  };
  const onlineSeenBy = async (socket: Socket) => {
    const list = nextEvent<ChatContact[]>(socket, SOCKET_EVENTS.usersList);
    const ack = await emitAck<{ ok: boolean; contacts: ChatContact[] }>(socket, SOCKET_EVENTS.listUsers, { uuid: 'legado', clients: 'x' });
    expect(await list).toEqual(ack.contacts);
    return ack.contacts;
  };
  const send = (from: string, to: string, messageText: string) =>
    env.inject({ method: 'POST', url: REALTIME_PATHS.chatSend, token: tokens[from], payload: { contactId: ids[to], messageText } });

  beforeAll(async () => {
    env = await startTestApp(kind);
    url = await listen(env.app);
    for (const name of ['ana', 'beto', 'carla']) {
      tokens[name] = await makeUser(env, `${name}@demo.sig`, 'Consulta');
      ids[name] = (await identity.findUserByEmail(env.app.db, `${name}@demo.sig`))!.id;
      await identity.updateUserData(env.app.db, ids[name], { displayName: name[0].toUpperCase() + name.slice(1) }, env.clock.fn().toISOString());
    }
    tokens.admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    tokens.otro = await env.login('admin@otro.sig', USER_PASSWORD);
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    // let the server see them go before the next test counts who is online
    await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(() => env.close());

  test('two users see each other online with their chosen status; coming and going is announced', async () => {
    const ana = await socketOf('ana');
    expect((await onlineSeenBy(ana)).map((c) => c.id)).not.toContain(ids.beto);
    const arrived = nextEvent<{ userIds: string[] }>(ana, SOCKET_EVENTS.usersChanged, (p) => p.userIds.includes(ids.beto));
    const beto = await socketOf('beto');
    await arrived;
    expect(await onlineSeenBy(ana)).toEqual([{ id: ids.beto, name: 'Beto', avatar: '', status: 'online', unread: 0 }]);
    expect((await onlineSeenBy(beto)).map((c) => c.id)).toEqual([ids.ana]);

    const changed = nextEvent(ana, SOCKET_EVENTS.usersChanged, (p: { userIds: string[] }) => p.userIds.includes(ids.beto));
    const res = await env.inject({ method: 'POST', url: REALTIME_PATHS.chatUserData, token: tokens.beto, payload: { status: 'away' } });
    expect(res.json()).toMatchObject({ id: ids.beto, status: 'away' });
    await changed;
    expect((await onlineSeenBy(ana))[0].status).toBe('away');
    // REST contacts agree: Beto away, Carla offline
    const contacts = (await env.inject({ method: 'GET', url: REALTIME_PATHS.chatContacts, token: tokens.ana })).json() as ChatContact[];
    expect(contacts.find((c) => c.id === ids.beto)!.status).toBe('away');
    expect(contacts.find((c) => c.id === ids.carla)!.status).toBe('offline');

    const left = nextEvent(ana, SOCKET_EVENTS.usersChanged, (p: { userIds: string[] }) => p.userIds.includes(ids.beto));
    beto.emit(SOCKET_EVENTS.logout);
    await left;
    expect((await onlineSeenBy(ana)).map((c) => c.id)).not.toContain(ids.beto);
    await env.inject({ method: 'POST', url: REALTIME_PATHS.chatUserData, token: tokens.beto, payload: { status: 'online' } });
  });

  test('a message sent by REST arrives live on both sides, and the recipient is notified when the chat is not open', async () => {
    const ana = await socketOf('ana');
    const beto = await socketOf('beto');
    const live = nextEvent<ChatEvent>(beto, SOCKET_EVENTS.getChat);
    const echo = nextEvent<ChatEvent>(ana, SOCKET_EVENTS.getChat);
    const notified = nextEvent<NewNotificationEvent>(beto, SOCKET_EVENTS.newNotification);
    const res = await send('ana', 'beto', '  Hola Beto  ');
    expect(res.statusCode).toBe(200);
    const { message } = res.json() as { message: ChatMessage };
    expect(message).toMatchObject({ de: ids.ana, para: ids.beto, msg: 'Hola Beto' });
    expect(await live).toEqual({ chatId: message.chatId, message });
    expect(await echo).toEqual({ chatId: message.chatId, message });
    const n = await notified;
    expect(n.msg).toBe('Nuevo mensaje de Ana');
    expect(n.notification).toMatchObject({ message: 'Nuevo mensaje de Ana', options: { variant: 'info' }, url: null, dismissed: false });
    const stored = (await env.inject({ method: 'GET', url: REALTIME_PATHS.notifications, token: tokens.beto })).json();
    expect(stored[0]).toEqual(n.notification);
  });

  test('no notification while the recipient has that conversation open (chat-abierto), again once closed', async () => {
    const beto = await socketOf('beto');
    const other = await socketOf('beto'); // a second tab, chat closed there: one open tab is enough
    expect(await emitAck(beto, SOCKET_EVENTS.chatFocus, { contactId: ids.ana })).toEqual({ ok: true });
    const notes = collect(beto, SOCKET_EVENTS.newNotification, 500);
    const live = nextEvent<ChatEvent>(other, SOCKET_EVENTS.getChat);
    await send('ana', 'beto', 'con el chat abierto');
    expect((await live).message.msg).toBe('con el chat abierto');
    expect(await notes).toEqual([]);
    // a conversation with somebody else open does not count
    await emitAck(beto, SOCKET_EVENTS.chatFocus, { contactId: ids.carla });
    const notified = nextEvent<NewNotificationEvent>(beto, SOCKET_EVENTS.newNotification);
    await send('ana', 'beto', 'con otro chat abierto');
    expect((await notified).msg).toBe('Nuevo mensaje de Ana');
    await emitAck(beto, SOCKET_EVENTS.chatFocus, null);
    const again = nextEvent<NewNotificationEvent>(other, SOCKET_EVENTS.newNotification);
    await send('ana', 'beto', 'con el chat cerrado');
    await again;
  });

  test("'addchat' sends like POST send-message; 'getchat' answers with the dialog and marks it read", async () => {
    const carla = await socketOf('carla');
    const ana = await socketOf('ana');
    const live = nextEvent<ChatEvent>(ana, SOCKET_EVENTS.getChat);
    const reply = await emitAck<{ ok: boolean; message: ChatMessage }>(carla, SOCKET_EVENTS.addChat, { msg: 'Hola Ana', para: ids.ana, clients: 'x', owner: true, de: 'ignorado', userName: 'Carla' });
    expect(reply.ok).toBe(true);
    expect(reply.message).toMatchObject({ de: ids.carla, para: ids.ana, msg: 'Hola Ana' });
    expect((await live).message).toEqual(reply.message);

    const unread = (await env.inject({ method: 'GET', url: REALTIME_PATHS.chatContacts, token: tokens.ana })).json() as ChatContact[];
    expect(unread.find((c) => c.id === ids.carla)!.unread).toBe(1);
    const dialog = nextEvent<{ chatId: string; contactId: string; dialog: ChatMessage[] }>(ana, SOCKET_EVENTS.getChat, (p) => 'dialog' in p);
    await emitAck(ana, SOCKET_EVENTS.getChat, { para: ids.carla, clients: 'x', de: ids.ana });
    expect(await dialog).toEqual({ chatId: reply.message.chatId, contactId: ids.carla, dialog: [reply.message] });
    const read = (await env.inject({ method: 'GET', url: REALTIME_PATHS.chatContacts, token: tokens.ana })).json() as ChatContact[];
    expect(read.find((c) => c.id === ids.carla)!.unread).toBe(0);
  });

  test('notifyUser stores and pushes to the user in that cliente only', async () => {
    const ana = await socketOf('ana');
    const beto = await socketOf('beto');
    const toBeto = collect(beto, SOCKET_EVENTS.newNotification, 400);
    const pushed = nextEvent<NewNotificationEvent>(ana, SOCKET_EVENTS.newNotification);
    const n = await env.app.realtime.notifyUser(env.demoId, ids.ana, { message: 'Se te asignó el reporte 42', variant: 'warning', url: '/sig/reportes/42' });
    expect(await pushed).toEqual({ msg: 'Se te asignó el reporte 42', notification: n });
    // the same person's notification of another cliente does not show in this one
    const elsewhere = collect(ana, SOCKET_EVENTS.newNotification, 400);
    await env.app.realtime.notifyUser(env.otherId, ids.ana, { message: 'De otro municipio', variant: 'info', url: null });
    expect(await elsewhere).toEqual([]);
    expect(await toBeto).toEqual([]);
    const list = (await env.inject({ method: 'GET', url: REALTIME_PATHS.notifications, token: tokens.ana })).json();
    // newest first, and nothing of the other cliente
    expect(list[0]).toEqual(n);
    expect(list.map((x: { message: string }) => x.message)).not.toContain('De otro municipio');
    expect(list.length).toBeLessThanOrEqual(NOTIFICATION_PAGE_SIZE);
  });

  test("an administrator's reload and audio-alert reach every socket of the cliente, and only that cliente", async () => {
    const ana = await socketOf('ana');
    const beto = await socketOf('beto', { transports: ['polling'] });
    const otro = await socketOf('otro');
    const foreign = collect(otro, SOCKET_EVENTS.reload, 500);
    const reloads = Promise.all([nextEvent(ana, SOCKET_EVENTS.reload), nextEvent(beto, SOCKET_EVENTS.reload)]);
    const res = await env.inject({ method: 'POST', url: REALTIME_PATHS.broadcast, token: tokens.admin, payload: { event: 'reload', delayMs: 3000 } });
    expect(res.json()).toEqual({ sent: true });
    expect(await reloads).toEqual([{ delayMs: 3000 }, { delayMs: 3000 }]);
    const alert = nextEvent(ana, SOCKET_EVENTS.audioAlert);
    await env.inject({ method: 'POST', url: REALTIME_PATHS.broadcast, token: tokens.admin, payload: { event: 'audio-alert', msg: 'Simulacro a las 11' } });
    expect(await alert).toEqual({ msg: 'Simulacro a las 11' });
    expect(await foreign).toEqual([]);
  });

  test("'disconect' closes the socket; 'test' is acknowledged", async () => {
    const ana = await socketOf('ana');
    expect(await emitAck(ana, SOCKET_EVENTS.test, {})).toEqual({ ok: true });
    const closed = nextEvent(ana, 'disconnect');
    ana.emit(SOCKET_EVENTS.logout);
    expect(await closed).toBe('io server disconnect');
  });
});
