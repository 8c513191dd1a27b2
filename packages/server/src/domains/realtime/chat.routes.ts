import type { FastifyInstance } from 'fastify';
import {
  ChatContactsResponse,
  ChatUser,
  ChatUserDataBody,
  GetChatQuery,
  GetChatResponse,
  REALTIME_PATHS,
  SendMessageBody,
  SendMessageResponse,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import * as repo from './chat.repository';
import { chatUserOf, contactsOf, openChat, sendMessage, type ChatDeps } from './chat.service';
import { realtimeError } from './realtimeError';

/** Spec 7.2 chat endpoints; everything is read and written in the cliente of the caller's token. */
export async function chatRoutes(app: FastifyInstance, deps: ChatDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = app.access.signedIn();

  r.get(REALTIME_PATHS.chatContacts, { schema: { response: { 200: ChatContactsResponse } }, preHandler: auth }, async (req) => contactsOf(deps, req.session!));

  r.get(REALTIME_PATHS.chatUser, { schema: { response: { 200: ChatUser } }, preHandler: auth }, async (req) => chatUserOf(deps, req.session!));

  r.post(REALTIME_PATHS.chatUserData, { schema: { body: ChatUserDataBody, response: { 200: ChatUser } }, preHandler: auth }, async (req) => {
    const session = req.session!;
    await repo.setChosenStatus(deps.db, session.clienteId, session.user.id, req.body.status);
    // the others' contact lists show the new status on their next refresh
    deps.realtime.usersChanged(session.clienteId, session.user.id);
    return chatUserOf(deps, session);
  });

  r.get(REALTIME_PATHS.chatGet, { schema: { querystring: GetChatQuery, response: { 200: GetChatResponse } }, preHandler: auth }, async (req) => {
    const session = req.session!;
    // the legacy client also sends its own id; anybody else's is an attempt to read their chats
    if (req.query.userId !== undefined && req.query.userId !== session.user.id) throw realtimeError(403, 'chat.not_participant', 'userId');
    const chat = await openChat(deps, session, req.query.contactId);
    return { chat: { id: chat.chatId, dialog: chat.dialog }, userChatList: chat.userChatList };
  });

  r.post(REALTIME_PATHS.chatSend, { schema: { body: SendMessageBody, response: { 200: SendMessageResponse } }, preHandler: auth }, async (req) =>
    sendMessage(deps, req.session!, req.body),
  );
}
