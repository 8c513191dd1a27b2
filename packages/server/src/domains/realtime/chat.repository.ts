import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CHAT_PAGE_SIZE, type ChatListEntry, type ChatMessage } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { sortableId } from '../../lib/sortableId';

/*
 * Kysely queries of the chat. Every function takes the cliente of the session first; a chat is found by
 * its pair inside that cliente, so an id sent by a client is only ever compared with the caller's own.
 */
type Db = Kysely<Database>;

export type ChosenStatus = 'online' | 'do-not-disturb' | 'away';

export interface ContactRow {
  id: string;
  name: string;
  avatar: string;
}

/** Active users with an active membership in the cliente (optionally one of them, or all but one). */
function members(db: Db, clienteId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_clientes as uc', 'uc.user_id', 'u.id')
    .where('uc.cliente_id', '=', clienteId)
    .where('uc.disabled', '=', 0)
    .where('uc.invite_pending', '=', 0)
    .where('u.status', '=', 'active')
    .select(['u.id', 'u.display_name as name', 'u.photo_url as avatar']);
}

export function listContacts(db: Db, clienteId: string, exceptUserId: string): Promise<ContactRow[]> {
  return members(db, clienteId).where('u.id', '!=', exceptUserId).orderBy('u.display_name').orderBy('u.id').execute();
}

export function findContact(db: Db, clienteId: string, userId: string): Promise<ContactRow | undefined> {
  return members(db, clienteId).where('u.id', '=', userId).executeTakeFirst();
}

export async function chosenStatuses(db: Db, clienteId: string): Promise<Map<string, ChosenStatus>> {
  const rows = await db.selectFrom('chat_status').select(['user_id', 'status']).where('cliente_id', '=', clienteId).execute();
  return new Map(rows.map((r) => [r.user_id, r.status]));
}

export async function chosenStatus(db: Db, clienteId: string, userId: string): Promise<ChosenStatus> {
  const row = await db.selectFrom('chat_status').select('status').where('cliente_id', '=', clienteId).where('user_id', '=', userId).executeTakeFirst();
  return row?.status ?? 'online';
}

export async function setChosenStatus(db: Db, clienteId: string, userId: string, status: ChosenStatus): Promise<void> {
  await db
    .insertInto('chat_status')
    .values({ cliente_id: clienteId, user_id: userId, status })
    .onConflict((oc) => oc.columns(['cliente_id', 'user_id']).doUpdateSet({ status }))
    .execute();
}

/** Unread messages to `recipientId`, counted per sender. */
export async function unreadBySender(db: Db, clienteId: string, recipientId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['sender_id', (eb) => eb.fn.countAll().as('n')])
    .where('cliente_id', '=', clienteId)
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .groupBy('sender_id')
    .execute();
  return new Map(rows.map((r) => [r.sender_id, Number(r.n)]));
}

const pair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export async function findChatId(db: Db, clienteId: string, a: string, b: string): Promise<string | undefined> {
  const [userA, userB] = pair(a, b);
  const row = await db.selectFrom('chats').select('id').where('cliente_id', '=', clienteId).where('user_a', '=', userA).where('user_b', '=', userB).executeTakeFirst();
  return row?.id;
}

/** The pair's chat, created on first use; two nodes creating it at once end up with the same row. */
export async function ensureChatId(db: Db, clienteId: string, a: string, b: string, now: string): Promise<string> {
  const existing = await findChatId(db, clienteId, a, b);
  if (existing) return existing;
  const [userA, userB] = pair(a, b);
  await db
    .insertInto('chats')
    .values({ id: randomUUID(), cliente_id: clienteId, user_a: userA, user_b: userB, last_message: null, last_message_at: null, last_message_id: null, created_at: now })
    .onConflict((oc) => oc.columns(['cliente_id', 'user_a', 'user_b']).doNothing())
    .execute();
  return (await findChatId(db, clienteId, a, b))!;
}

function messageQuery(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.chat_id', 'm.sender_id', 'm.recipient_id', 'm.body', 'm.created_at', 's.photo_url']);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

const toMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  chatId: r.chat_id,
  de: r.sender_id,
  para: r.recipient_id,
  msg: r.body,
  createdAt: r.created_at,
  avatar: r.photo_url,
});

/** The last CHAT_PAGE_SIZE messages of a chat, oldest first. */
export async function dialog(db: Db, chatId: string): Promise<ChatMessage[]> {
  const rows = await messageQuery(db).where('m.chat_id', '=', chatId).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(CHAT_PAGE_SIZE).execute();
  return rows.reverse().map(toMessage);
}

export async function markRead(db: Db, chatId: string, recipientId: string, now: string): Promise<void> {
  await db.updateTable('chat_messages').set({ read_at: now }).where('chat_id', '=', chatId).where('recipient_id', '=', recipientId).where('read_at', 'is', null).execute();
}

export async function insertMessage(
  db: Db,
  m: { chatId: string; clienteId: string; senderId: string; recipientId: string; body: string },
  now: string,
): Promise<ChatMessage> {
  const id = sortableId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_messages')
      .values({ id, chat_id: m.chatId, cliente_id: m.clienteId, sender_id: m.senderId, recipient_id: m.recipientId, body: m.body, created_at: now, read_at: null })
      .execute();
    await trx.updateTable('chats').set({ last_message: m.body, last_message_at: now, last_message_id: id }).where('id', '=', m.chatId).execute();
  });
  return toMessage((await messageQuery(db).where('m.id', '=', id).executeTakeFirst())!);
}

/** The user's conversations in the cliente with someone still active there, most recent first. */
export async function chatList(db: Db, clienteId: string, userId: string): Promise<ChatListEntry[]> {
  const rows = await db
    .selectFrom('chats as c')
    .select(['c.id', 'c.user_a', 'c.user_b', 'c.last_message', 'c.last_message_at'])
    .where('c.cliente_id', '=', clienteId)
    .where((eb) => eb.or([eb('c.user_a', '=', userId), eb('c.user_b', '=', userId)]))
    .where('c.last_message_at', 'is not', null)
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.last_message_id', 'desc')
    .execute();
  if (!rows.length) return [];
  const active = new Set((await listContacts(db, clienteId, userId)).map((c) => c.id));
  const unread = await unreadBySender(db, clienteId, userId);
  return rows
    .map((r) => ({ row: r, contactId: r.user_a === userId ? r.user_b : r.user_a }))
    .filter(({ contactId }) => active.has(contactId))
    .map(({ row, contactId }) => ({
      chatId: row.id,
      contactId,
      lastMessage: row.last_message ?? '',
      lastMessageTime: row.last_message_at ?? '',
      unread: unread.get(contactId) ?? 0,
    }));
}
