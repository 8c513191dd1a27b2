import { z } from 'zod';

import {
  BROADCAST_DELAY_MAX_MS,
  CHAT_MESSAGE_MAX,
  QUICK_NOTE_DETAIL_MAX,
  QUICK_NOTE_TITLE_MAX,
} from './constants';
import { MultiLine, SingleLine, StoredText } from './text';

/*
 * Spec 7.2 / 7.3: chat, notifications and the quick panel. Every record is scoped to the cliente of the
 * caller's token; a user reads only chats they are part of. Field names follow the spec (de, para, msg).
 */

export { REALTIME_PATHS, SOCKET_EVENTS } from './constants';

export const REALTIME_ERRORS = {
  'chat.contact_not_found': 'Ese contacto no existe en tu municipio.',
  'chat.not_participant': 'No participas en esa conversación.',
  'chat.self': 'No puedes enviarte mensajes a ti mismo.',
  'quick.note_not_found': 'No existe esa nota.',
  'notification.not_found': 'No existe esa notificación.',
} as const;
export type RealtimeErrorCode = keyof typeof REALTIME_ERRORS;

const Id = SingleLine.trim().min(1).max(100);

// ---- chat ---------------------------------------------------------------------------------------------

export const CHAT_STATUSES = ['online', 'do-not-disturb', 'away', 'offline'] as const;
export const ChatStatus = z.enum(CHAT_STATUSES);
export type ChatStatus = z.infer<typeof ChatStatus>;
/** What a user may choose; 'offline' is only ever derived from having no socket. */
export const ChosenChatStatus = z.enum(['online', 'do-not-disturb', 'away']);

export const ChatContact = z.object({
  id: StoredText,
  name: StoredText,
  avatar: StoredText,
  status: ChatStatus,
  /** Messages from this contact the caller has not read. */
  unread: z.number().int().min(0),
});
export type ChatContact = z.infer<typeof ChatContact>;

export const ChatMessage = z.object({
  id: StoredText,
  chatId: StoredText,
  de: StoredText,
  para: StoredText,
  msg: StoredText,
  createdAt: StoredText,
  avatar: StoredText,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatListEntry = z.object({
  chatId: StoredText,
  contactId: StoredText,
  lastMessage: StoredText,
  lastMessageTime: StoredText,
  unread: z.number().int().min(0),
});
export type ChatListEntry = z.infer<typeof ChatListEntry>;

export const ChatUser = z.object({
  id: StoredText,
  name: StoredText,
  avatar: StoredText,
  status: ChatStatus,
  chatList: z.array(ChatListEntry),
});
export type ChatUser = z.infer<typeof ChatUser>;

export const ChatContactsResponse = z.array(ChatContact);

export const ChatUserDataBody = z.object({ status: ChosenChatStatus });
export type ChatUserDataBody = z.infer<typeof ChatUserDataBody>;

/** `userId` is accepted for the legacy client and must be the caller. */
export const GetChatQuery = z.object({ contactId: Id, userId: Id.optional() });
export type GetChatQuery = z.infer<typeof GetChatQuery>;

export const GetChatResponse = z.object({
  chat: z.object({ id: StoredText, dialog: z.array(ChatMessage) }),
  userChatList: z.array(ChatListEntry),
});
export type GetChatResponse = z.infer<typeof GetChatResponse>;

/** Empty text is refused (the panel ignores it before sending). `chatId` is optional: the pair defines it. */
export const SendMessageBody = z.object({
  chatId: Id.optional(),
  contactId: Id,
  messageText: MultiLine.trim().min(1).max(CHAT_MESSAGE_MAX),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const SendMessageResponse = z.object({ message: ChatMessage, userChatList: z.array(ChatListEntry) });
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

// ---- notifications ------------------------------------------------------------------------------------

export const NOTIFICATION_VARIANTS = ['success', 'error', 'warning', 'info'] as const;
export const NotificationVariant = z.enum(NOTIFICATION_VARIANTS);

export const Notification = z.object({
  id: StoredText,
  message: StoredText,
  options: z.object({ variant: NotificationVariant }),
  url: StoredText.nullable(),
  dismissed: z.boolean(),
  createdAt: StoredText,
});
export type Notification = z.infer<typeof Notification>;

/** Undismissed notifications, newest first. */
export const NotificationsResponse = z.array(Notification);

export const DismissNotificationBody = z.object({ id: Id });
export type DismissNotificationBody = z.infer<typeof DismissNotificationBody>;

export const DismissResponse = z.object({ dismissed: z.number().int().min(0) });

/** Payload of the 'nueva-notificacion' event. */
export const NewNotificationEvent = z.object({ msg: StoredText, notification: Notification });
export type NewNotificationEvent = z.infer<typeof NewNotificationEvent>;

// ---- quick panel --------------------------------------------------------------------------------------

export const QuickItem = z.object({ id: StoredText, title: StoredText, detail: StoredText });
export type QuickItem = z.infer<typeof QuickItem>;

/** An upcoming event also carries when it starts (ISO), so the panel can show the day. */
export const QuickEvent = QuickItem.extend({ startsAt: StoredText });
export type QuickEvent = z.infer<typeof QuickEvent>;

export const QuickPanelResponse = z.object({ events: z.array(QuickEvent), notes: z.array(QuickItem) });
export type QuickPanelResponse = z.infer<typeof QuickPanelResponse>;

export const QuickNoteBody = z.object({
  title: SingleLine.trim().min(1).max(QUICK_NOTE_TITLE_MAX),
  detail: MultiLine.trim().max(QUICK_NOTE_DETAIL_MAX).default(''),
});
export type QuickNoteBody = z.infer<typeof QuickNoteBody>;

// ---- administrator broadcast --------------------------------------------------------------------------

export const BroadcastBody = z.discriminatedUnion('event', [
  z.object({ event: z.literal('reload'), delayMs: z.number().int().min(0).max(BROADCAST_DELAY_MAX_MS).default(5000) }),
  z.object({ event: z.literal('audio-alert'), msg: SingleLine.trim().min(1).max(300) }),
]);
export type BroadcastBody = z.infer<typeof BroadcastBody>;

export const BroadcastResponse = z.object({ sent: z.literal(true) });

/** Payloads of the server → client events. */
export const ReloadEvent = z.object({ delayMs: z.number().int().min(0) });
export const AudioAlertEvent = z.object({ msg: StoredText });
export const CaseAlertEvent = z.object({ msg: StoredText, tipo: StoredText, url: StoredText });
export const ChatEvent = z.object({ chatId: StoredText, message: ChatMessage });
export type ChatEvent = z.infer<typeof ChatEvent>;
