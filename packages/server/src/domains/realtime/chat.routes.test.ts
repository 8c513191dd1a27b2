import { CHAT_PAGE_SIZE, ChatContactsResponse, ChatUser, GetChatResponse, REALTIME_PATHS, SendMessageResponse, type ChatContact } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { setMembershipDisabled } from '../admin/admin.testkit';
import { insertMessage, ensureChatId } from './chat.repository';
import { createPendingUser, identity } from '../../core';

describe.each(testDatabases())('chat REST on %s', (kind) => {
  let env: TestEnv;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  const get = (name: string, url: string) => env.inject({ method: 'GET', url, token: tokens[name] });
  const post = (name: string, url: string, payload: object) => env.inject({ method: 'POST', url, token: tokens[name], payload });
  const send = (from: string, to: string, messageText: string, chatId?: string) =>
    post(from, REALTIME_PATHS.chatSend, { contactId: ids[to], messageText, ...(chatId && { chatId }) });
  const contactsOf = async (name: string) => ChatContactsResponse.parse((await get(name, REALTIME_PATHS.chatContacts)).json());

  beforeAll(async () => {
    env = await startTestApp(kind);
    for (const name of ['ana', 'beto', 'carla', 'dora']) {
      tokens[name] = await makeUser(env, `${name}@demo.sig`, 'Consulta');
      ids[name] = (await identity.findUserByEmail(env.app.db, `${name}@demo.sig`))!.id;
    }
    tokens.admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    ids.admin = (await identity.findUserByEmail(env.app.db, ADMIN_EMAIL))!.id;
    ids.otro = (await identity.findUserByEmail(env.app.db, 'admin@otro.sig'))!.id;
    const pending = await createPendingUser(env.app.authDeps, { email: 'pendiente@demo.sig', clienteSlug: 'demo', roleName: 'Consulta' });
    ids.pending = pending.user.id;
    // Dora is disabled in the demo cliente
    await setMembershipDisabled(env.app.db, env.demoId, ids.dora, true);
  });
  afterAll(() => env.close());

  test('contacts: every active user of the cliente but the caller, offline without a socket, with unread counts', async () => {
    const contacts = await contactsOf('ana');
    const listed = contacts.map((c) => c.id);
    expect(listed).toEqual(expect.arrayContaining([ids.admin, ids.beto, ids.carla]));
    for (const absent of [ids.ana, ids.dora, ids.pending, ids.otro]) expect(listed).not.toContain(absent);
    expect(contacts.every((c) => c.status === 'offline' && c.unread === 0)).toBe(true);
    await send('beto', 'ana', 'uno');
    await send('beto', 'ana', 'dos');
    expect((await contactsOf('ana')).find((c) => c.id === ids.beto)).toMatchObject({ unread: 2, name: 'beto', avatar: '' });
    expect((await contactsOf('beto')).find((c) => c.id === ids.ana)!.unread).toBe(0);
  });

  test('chat user: own data, chosen status (default online) and the chat list, most recent first', async () => {
    await send('carla', 'beto', 'hola Beto');
    await send('carla', 'ana', 'hola Ana');
    const user = ChatUser.parse((await get('carla', REALTIME_PATHS.chatUser)).json());
    expect(user).toMatchObject({ id: ids.carla, name: 'carla', status: 'online' });
    expect(user.chatList.map((e) => [e.contactId, e.lastMessage, e.unread])).toEqual([
      [ids.ana, 'hola Ana', 0],
      [ids.beto, 'hola Beto', 0],
    ]);
    const res = await post('carla', REALTIME_PATHS.chatUserData, { status: 'do-not-disturb' });
    expect(ChatUser.parse(res.json()).status).toBe('do-not-disturb');
    expect((await get('carla', REALTIME_PATHS.chatUser)).json().status).toBe('do-not-disturb');
    // 'offline' is what having no socket means; nobody chooses it
    expect((await post('carla', REALTIME_PATHS.chatUserData, { status: 'offline' })).json()).toMatchObject({ statusCode: 400, field: 'status' });
    // for Ana, Carla's chat shows one unread message
    const ana = ChatUser.parse((await get('ana', REALTIME_PATHS.chatUser)).json());
    expect(ana.chatList.find((e) => e.contactId === ids.carla)).toMatchObject({ lastMessage: 'hola Ana', unread: 1 });
  });

  test("get-chat: the pair's dialog oldest first (last page only), marks the contact's messages read", async () => {
    const now = env.clock.fn().toISOString();
    const chatId = await ensureChatId(env.app.db, env.demoId, ids.admin, ids.beto, now);
    for (let i = 0; i < CHAT_PAGE_SIZE + 5; i++) {
      await insertMessage(env.app.db, { chatId, clienteId: env.demoId, senderId: i % 2 ? ids.admin : ids.beto, recipientId: i % 2 ? ids.beto : ids.admin, body: `m${i}` }, now);
    }
    expect((await contactsOf('admin')).find((c) => c.id === ids.beto)!.unread).toBe(53);
    const res = await get('admin', `${REALTIME_PATHS.chatGet}?contactId=${ids.beto}&userId=${ids.admin}`);
    expect(res.statusCode).toBe(200);
    const { chat, userChatList } = GetChatResponse.parse(res.json());
    expect(chat.id).toBe(chatId);
    expect(chat.dialog).toHaveLength(CHAT_PAGE_SIZE);
    expect(chat.dialog[0].msg).toBe('m5');
    expect(chat.dialog.at(-1)!.msg).toBe(`m${CHAT_PAGE_SIZE + 4}`);
    expect(userChatList.find((e) => e.chatId === chatId)!.unread).toBe(0);
    expect((await contactsOf('admin')).find((c) => c.id === ids.beto)!.unread).toBe(0);
    // Beto's unread messages from the admin are his to read
    expect((await contactsOf('beto')).find((c) => c.id === ids.admin)!.unread).toBe(52);
  });

  test('get-chat refuses: somebody else as userId (403), oneself (400), a user who is not an active contact (404)', async () => {
    expect((await get('ana', `${REALTIME_PATHS.chatGet}?contactId=${ids.beto}&userId=${ids.carla}`)).json()).toMatchObject({ statusCode: 403, code: 'chat.not_participant', field: 'userId' });
    expect((await get('ana', `${REALTIME_PATHS.chatGet}?contactId=${ids.ana}`)).json()).toMatchObject({ statusCode: 400, code: 'chat.self' });
    for (const id of [ids.otro, ids.dora, ids.pending, 'no-existe']) {
      expect((await get('ana', `${REALTIME_PATHS.chatGet}?contactId=${id}`)).json()).toMatchObject({ statusCode: 404, code: 'chat.contact_not_found', field: 'contactId' });
    }
    expect((await get('ana', REALTIME_PATHS.chatGet)).json()).toMatchObject({ statusCode: 400, field: 'contactId' });
  });

  test('send-message: stores trimmed text, answers with the message and the chat list; chatId must be the pair’s', async () => {
    const first = await send('ana', 'carla', '  ¿Vienes a la reunión?  ');
    expect(first.statusCode).toBe(200);
    const { message, userChatList } = SendMessageResponse.parse(first.json());
    expect(message).toMatchObject({ de: ids.ana, para: ids.carla, msg: '¿Vienes a la reunión?', avatar: '' });
    expect(userChatList[0]).toMatchObject({ chatId: message.chatId, contactId: ids.carla, lastMessage: '¿Vienes a la reunión?' });
    expect((await send('ana', 'carla', 'Con chatId', message.chatId)).statusCode).toBe(200);
    const other = (await send('beto', 'carla', 'Otro par')).json().message.chatId as string;
    expect((await send('ana', 'carla', 'Con otro chatId', other)).json()).toMatchObject({ statusCode: 403, code: 'chat.not_participant', field: 'chatId' });
    expect((await send('ana', 'dora', 'nuevo', 'inventado')).json()).toMatchObject({ statusCode: 404, code: 'chat.contact_not_found' });
  });

  test('send-message refuses empty or too long text, oneself and users outside the cliente', async () => {
    for (const text of ['', '   ', '\n\t']) {
      expect((await send('ana', 'beto', text)).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'messageText' });
    }
    expect((await send('ana', 'beto', 'x'.repeat(2001))).json()).toMatchObject({ statusCode: 400, field: 'messageText' });
    expect((await post('ana', REALTIME_PATHS.chatSend, { contactId: ids.beto })).json()).toMatchObject({ statusCode: 400, field: 'messageText' });
    expect((await send('ana', 'ana', 'a mí')).json()).toMatchObject({ statusCode: 400, code: 'chat.self' });
    for (const to of ['otro', 'dora', 'pending']) {
      expect((await send('ana', to, 'hola')).json()).toMatchObject({ statusCode: 404, code: 'chat.contact_not_found' });
    }
    const stored = await env.app.db.selectFrom('chat_messages').select('body').where('sender_id', '=', ids.ana).where('body', '=', 'hola').execute();
    expect(stored).toEqual([]);
  });

  const noDemoUser = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as ChatContact[]).map((c) => c.id);
    for (const name of ['ana', 'beto', 'carla', 'admin']) expect(listed).not.toContain(ids[name]);
  };
  describeAccess(() => env, { method: 'GET', url: REALTIME_PATHS.chatContacts, otherCliente: noDemoUser });
  describeAccess(() => env, {
    method: 'GET',
    url: REALTIME_PATHS.chatUser,
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().chatList).toEqual([]);
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: REALTIME_PATHS.chatUserData,
    payload: () => ({ status: 'away' }),
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(Object.values(ids)).not.toContain(res.json().id);
    },
  });
  describeAccess(() => env, {
    method: 'GET',
    url: () => `${REALTIME_PATHS.chatGet}?contactId=${ids.ana}`,
    name: 'GET get-chat?contactId=<demo user>',
    otherCliente: (res) => expect(res.json()).toMatchObject({ statusCode: 404, code: 'chat.contact_not_found' }),
  });
  describeAccess(() => env, {
    method: 'POST',
    url: REALTIME_PATHS.chatSend,
    payload: () => ({ contactId: ids.ana, messageText: 'hola' }),
    otherCliente: (res) => expect(res.json()).toMatchObject({ statusCode: 404, code: 'chat.contact_not_found' }),
  });
});
