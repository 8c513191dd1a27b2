import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MultiLine, SOCKET_EVENTS, SendMessageBody, SingleLine } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';
import type { Session } from '../../core';
import { GENERIC_500 } from '../../plugins/errors';
import { validationError } from '../../plugins/zod';
import { onlineContactsOf, openChat, sendMessage, type ChatDeps } from './chat.service';
import { INVALID_TOKEN } from './handshake';
import type { RealtimeIo, RealtimeSocket } from './realtime.service';

/**
 * What a client hears when an event it sent fails and it asked for no acknowledgement:
 * { event, code, message } (code as in the REST errors, e.g. 'validation', 'chat.contact_not_found').
 */
export const SOCKET_ERROR_EVENT = 'sig-error';

const Id = SingleLine.trim().min(1).max(100);

/** 'getchat' from the legacy client names the contact as `para`; ours as `contactId`. */
const GetChatPayload = z
  .object({ para: Id.optional(), contactId: Id.optional() })
  .refine((p) => p.contactId !== undefined || p.para !== undefined, { message: 'contactId', path: ['contactId'] })
  .transform((p) => ({ contactId: (p.contactId ?? p.para)! }));

/** 'addchat' { msg, para, chatId? } (plus legacy fields, ignored) is POST send-message by another name. */
const AddChatPayload = z
  .object({ msg: MultiLine, para: SingleLine, chatId: SingleLine.optional() })
  .transform((p) => ({ contactId: p.para, messageText: p.msg, ...(p.chatId !== undefined && { chatId: p.chatId }) }))
  .pipe(SendMessageBody);

const ChatFocusPayload = z.union([z.null(), z.object({ contactId: Id.nullable() })]).transform((p) => p?.contactId ?? null);

type Ack = (response: unknown) => void;
type Reply = Record<string, unknown>;

/** Wires one connection's events. Nothing a client sends can throw out of here: bad input gets an error reply. */
export function attachSocketEvents(app: FastifyInstance, io: RealtimeIo, deps: ChatDeps): void {
  io.on('connection', (socket) => {
    const { clienteId, userId } = socket.data;
    deps.realtime.usersChanged(clienteId, userId);
    socket.on('disconnect', () => deps.realtime.usersChanged(clienteId, userId));

    on(socket, SOCKET_EVENTS.listUsers, z.unknown(), async (_payload, session) => {
      const contacts = await onlineContactsOf(deps, session);
      socket.emit(SOCKET_EVENTS.usersList, contacts);
      return { contacts };
    });

    on(socket, SOCKET_EVENTS.getChat, GetChatPayload, async ({ contactId }, session) => {
      const chat = await openChat(deps, session, contactId);
      const reply = { chatId: chat.chatId, contactId: chat.contactId, dialog: chat.dialog };
      socket.emit(SOCKET_EVENTS.getChat, reply);
      return reply;
    });

    on(socket, SOCKET_EVENTS.addChat, AddChatPayload, async (body, session) => sendMessage(deps, session, body));

    on(socket, SOCKET_EVENTS.chatFocus, ChatFocusPayload, async (contactId) => {
      socket.data.chatOpen = contactId;
      return {};
    });

    socket.on(SOCKET_EVENTS.logout, () => socket.disconnect(true));

    socket.on(SOCKET_EVENTS.test, (...args: unknown[]) => {
      const ack = args[args.length - 1];
      if (typeof ack === 'function') (ack as Ack)({ ok: true });
    });
  });

  /**
   * One event: parse the payload, re-check that the token's user may still act (a revoked or disabled
   * user's socket is closed on its next event), run, then answer through the ack when there is one.
   */
  function on<S extends z.ZodType>(socket: RealtimeSocket, event: string, schema: S, run: (payload: z.output<S>, session: Session) => Promise<Reply>): void {
    socket.on(event, async (...args: unknown[]) => {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as Ack) : undefined;
      const fail = (code: string, message: string) => {
        if (ack) ack({ ok: false, error: { code, message } });
        else socket.emit(SOCKET_ERROR_EVENT, { event, code, message });
      };
      try {
        const parsed = schema.safeParse(args[0]);
        if (!parsed.success) {
          const err = validationError(parsed.error.issues, 'body');
          return fail(err.code, err.message);
        }
        const session = await app.sessionForClaims(socket.data.claims);
        if (!session) {
          fail('auth.invalid_token', INVALID_TOKEN);
          socket.disconnect(true);
          return;
        }
        const result = await run(parsed.data, session);
        ack?.({ ok: true, ...result });
      } catch (err) {
        if (err instanceof HttpError) return fail(err.code, err.message);
        app.log.error({ err, event }, 'socket event failed');
        fail('internal', GENERIC_500);
      }
    });
  }
}
