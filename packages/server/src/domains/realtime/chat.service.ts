import type { Kysely } from 'kysely';
import {
  SOCKET_EVENTS,
  type ChatContact,
  type ChatEvent,
  type ChatListEntry,
  type ChatMessage,
  type ChatUser,
  type SendMessageBody,
  type SendMessageResponse,
} from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso, type Clock } from '../../lib/clock';
import type { Session } from '../../core';
import * as repo from './chat.repository';
import type { Realtime } from './realtime.service';
import { realtimeError } from './realtimeError';

/** The chat's rules, shared by the REST routes and the socket events so both behave the same. */
export interface ChatDeps {
  db: Kysely<Database>;
  clock: Clock;
  realtime: Realtime;
}

/** Every active user of the caller's cliente but the caller; 'offline' unless they have a socket there. */
export async function contactsOf(deps: ChatDeps, session: Session): Promise<ChatContact[]> {
  const { clienteId, user } = session;
  const [contacts, online, statuses, unread] = await Promise.all([
    repo.listContacts(deps.db, clienteId, user.id),
    deps.realtime.onlineUserIds(clienteId),
    repo.chosenStatuses(deps.db, clienteId),
    repo.unreadBySender(deps.db, clienteId, user.id),
  ]);
  return contacts.map((c) => ({
    id: c.id,
    name: c.name,
    avatar: c.avatar,
    status: online.has(c.id) ? (statuses.get(c.id) ?? 'online') : 'offline',
    unread: unread.get(c.id) ?? 0,
  }));
}

export async function onlineContactsOf(deps: ChatDeps, session: Session): Promise<ChatContact[]> {
  return (await contactsOf(deps, session)).filter((c) => c.status !== 'offline');
}

export async function chatUserOf(deps: ChatDeps, session: Session): Promise<ChatUser> {
  const { clienteId, user } = session;
  return {
    id: user.id,
    name: user.display_name,
    avatar: user.photo_url,
    status: await repo.chosenStatus(deps.db, clienteId, user.id),
    chatList: await repo.chatList(deps.db, clienteId, user.id),
  };
}

async function contactFor(deps: ChatDeps, session: Session, contactId: string): Promise<repo.ContactRow> {
  if (contactId === session.user.id) throw realtimeError(400, 'chat.self', 'contactId');
  const contact = await repo.findContact(deps.db, session.clienteId, contactId);
  if (!contact) throw realtimeError(404, 'chat.contact_not_found', 'contactId');
  return contact;
}

export interface OpenedChat {
  chatId: string;
  contactId: string;
  dialog: ChatMessage[];
  userChatList: ChatListEntry[];
}

/** The pair's conversation (created on first use); the contact's messages to the caller become read. */
export async function openChat(deps: ChatDeps, session: Session, contactId: string): Promise<OpenedChat> {
  const { clienteId, user } = session;
  await contactFor(deps, session, contactId);
  const now = iso(deps.clock());
  const chatId = await repo.ensureChatId(deps.db, clienteId, user.id, contactId, now);
  await repo.markRead(deps.db, chatId, user.id, now);
  const [dialog, userChatList] = await Promise.all([repo.dialog(deps.db, chatId), repo.chatList(deps.db, clienteId, user.id)]);
  return { chatId, contactId, dialog, userChatList };
}

/**
 * Stores a message and delivers it live to both people's tabs in this cliente. The recipient also gets a
 * notification unless one of their tabs has this conversation open.
 */
export async function sendMessage(deps: ChatDeps, session: Session, body: SendMessageBody): Promise<SendMessageResponse> {
  const { clienteId, user } = session;
  const contact = await contactFor(deps, session, body.contactId);
  const now = iso(deps.clock());
  if (body.chatId !== undefined && body.chatId !== (await repo.findChatId(deps.db, clienteId, user.id, contact.id))) {
    throw realtimeError(403, 'chat.not_participant', 'chatId');
  }
  const chatId = await repo.ensureChatId(deps.db, clienteId, user.id, contact.id, now);
  const message = await repo.insertMessage(deps.db, { chatId, clienteId, senderId: user.id, recipientId: contact.id, body: body.messageText }, now);

  const event: ChatEvent = { chatId, message };
  deps.realtime.emitToMember(clienteId, contact.id, SOCKET_EVENTS.getChat, event);
  deps.realtime.emitToMember(clienteId, user.id, SOCKET_EVENTS.getChat, event);
  if (!(await deps.realtime.isChatOpen(clienteId, contact.id, user.id))) {
    await deps.realtime.notifyUser(clienteId, contact.id, { message: `Nuevo mensaje de ${user.display_name}`, variant: 'info', url: null });
  }
  return { message, userChatList: await repo.chatList(deps.db, clienteId, user.id) };
}
