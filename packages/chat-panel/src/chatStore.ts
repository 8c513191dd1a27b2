import { SOCKET_EVENTS, createStore, emitSocket, errorMessage, panelStore, sessionStore } from '@sig/shared';

import { type ChatContact, type ChatMessage, type ChatStatus, type ChatUser, chatApi } from './chatApi';

export interface OpenChat {
  contactId: string;
  chatId: string;
  dialog: ChatMessage[];
}

export interface ChatState {
  contacts: ChatContact[] | null;
  contactsError: string | null;
  /** The caller's own chat user (id and chosen status); null until GET /api/chat/user answers. */
  me: ChatUser | null;
  /** Unread messages per contact id: the server's counts, bumped by live messages. */
  unread: Record<string, number>;
  selectedId: string | null;
  /** The loaded conversation with the selected contact (null while loading). */
  chat: OpenChat | null;
  chatError: string | null;
  /** The newest message received live in the open conversation, announced to screen readers. */
  lastIncoming: ChatMessage | null;
}

const initial = (): ChatState => ({
  contacts: null,
  contactsError: null,
  me: null,
  unread: {},
  selectedId: null,
  chat: null,
  chatError: null,
  lastIncoming: null,
});

/** One chat state per tab: the panel is a shell parcel mounted once, and the toolbar badge reads its sum. */
export const chatStore = createStore<ChatState>(initial);

const sumUnread = (unread: Record<string, number>) => Object.values(unread).reduce((a, n) => a + n, 0);

chatStore.subscribe((s) => {
  const total = sumUnread(s.unread);
  if (panelStore.getState().unreadChats !== total) panelStore.setState({ unreadChats: total });
});

/** The caller's id as the chat knows it; before GET /api/chat/user answers, the session's. */
export function myId(): string | null {
  return chatStore.getState().me?.id ?? sessionStore.getState().user?._id ?? null;
}

let contactsSeq = 0;

export async function loadContacts(): Promise<void> {
  const mine = ++contactsSeq;
  chatStore.setState({ contactsError: null });
  try {
    const contacts = await chatApi.contacts();
    if (mine !== contactsSeq) return;
    const { selectedId } = chatStore.getState();
    // The open conversation is being read: its count stays at zero whatever the server counted.
    const unread = Object.fromEntries(contacts.map((c) => [c.id, c.id === selectedId ? 0 : c.unread]));
    chatStore.setState({ contacts, unread });
  } catch (e) {
    if (mine !== contactsSeq) return;
    chatStore.setState({ contactsError: errorMessage(e) });
  }
}

export async function loadMe(): Promise<void> {
  try {
    const me = await chatApi.me();
    chatStore.setState({ me });
  } catch {
    // Without it the panel still works (the session gives the id); only the status menu shows a default.
  }
}

export async function setMyStatus(status: Exclude<ChatStatus, 'offline'>): Promise<void> {
  const me = await chatApi.setStatus(status);
  chatStore.setState({ me });
}

// Messages that arrive while the selected conversation is still loading: merged into it once loaded,
// in case the server answered the load before it stored them.
let pendingLive: ChatMessage[] = [];

const withMessage = (dialog: ChatMessage[], m: ChatMessage) => (dialog.some((d) => d.id === m.id) ? dialog : [...dialog, m]);

export async function selectContact(contactId: string, force = false): Promise<void> {
  const s = chatStore.getState();
  if (!force && s.selectedId === contactId && (s.chat || !s.chatError)) return;
  pendingLive = [];
  chatStore.setState({ selectedId: contactId, chat: null, chatError: null, lastIncoming: null, unread: { ...s.unread, [contactId]: 0 } });
  // The server sends no notification for a message to the conversation the panel shows.
  emitSocket(SOCKET_EVENTS.chatFocus, { contactId });
  try {
    const res = await chatApi.chat(contactId);
    if (chatStore.getState().selectedId !== contactId) return;
    const dialog = pendingLive.reduce(withMessage, res.chat.dialog);
    pendingLive = [];
    chatStore.setState({ chat: { contactId, chatId: res.chat.id, dialog } });
  } catch (e) {
    if (chatStore.getState().selectedId !== contactId) return;
    chatStore.setState({ chatError: errorMessage(e) });
  }
}

/** Closing the panel forgets the selected contact and its conversation (spec 4). */
export function clearSelection(): void {
  if (chatStore.getState().selectedId === null) return;
  pendingLive = [];
  chatStore.setState({ selectedId: null, chat: null, chatError: null, lastIncoming: null });
  emitSocket(SOCKET_EVENTS.chatFocus, { contactId: null });
}

/** Sends `text` to the selected contact; blank text is ignored. Resolves true once sent. */
export async function sendMessage(text: string): Promise<boolean> {
  const messageText = text.trim();
  const { selectedId, chat } = chatStore.getState();
  if (!messageText || !selectedId) return false;
  const res = await chatApi.send({ contactId: selectedId, messageText, ...(chat?.contactId === selectedId ? { chatId: chat.chatId } : {}) });
  const now = chatStore.getState().chat;
  if (now && now.contactId === selectedId) chatStore.setState({ chat: { ...now, chatId: res.message.chatId, dialog: withMessage(now.dialog, res.message) } });
  return true;
}

function isChatEvent(p: unknown): p is { chatId: string; message: ChatMessage } {
  if (!p || typeof p !== 'object') return false;
  const m = (p as { message?: unknown }).message;
  if (!m || typeof m !== 'object') return false;
  const { id, de, para, msg, createdAt } = m as Record<string, unknown>;
  return [id, de, para, msg, createdAt].every((v) => typeof v === 'string');
}

/** 'getchat': a message of one of the caller's conversations (sent by them in another tab, or to them). */
export function receiveChatEvent(payload: unknown): void {
  if (!isChatEvent(payload)) return;
  const m = payload.message;
  const me = myId();
  const contactId = m.de === me ? m.para : m.de;
  const s = chatStore.getState();
  if (s.selectedId === contactId) {
    if (!s.chat) {
      pendingLive = withMessage(pendingLive, m);
      return;
    }
    if (s.chat.dialog.some((d) => d.id === m.id)) return; // our own send, already appended from its answer
    chatStore.setState({ chat: { ...s.chat, dialog: [...s.chat.dialog, m] }, ...(m.de !== me ? { lastIncoming: m } : {}) });
    return;
  }
  if (m.de === me) return;
  chatStore.setState({ unread: { ...s.unread, [contactId]: (s.unread[contactId] ?? 0) + 1 } });
}

function isContactList(p: unknown): p is Pick<ChatContact, 'id' | 'status'>[] {
  return Array.isArray(p) && p.every((c) => c && typeof c === 'object' && typeof c.id === 'string' && typeof c.status === 'string');
}

/** 'lista-usuarios': the contacts online now, with their chosen status; everyone else is offline. */
export function applyOnlineList(payload: unknown): void {
  const { contacts } = chatStore.getState();
  if (!contacts || !isContactList(payload)) return;
  const online = new Map(payload.map((c) => [c.id, c.status]));
  chatStore.setState({ contacts: contacts.map((c) => ({ ...c, status: online.get(c.id) ?? 'offline' })) });
}

/** Presence changed: the open panel re-reads the contacts once the burst of events has passed. */
export const CONTACTS_REFRESH_DELAY_MS = 250;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

export function refreshContactsSoon(): void {
  if (panelStore.getState().open !== 'chat') return;
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void loadContacts(), CONTACTS_REFRESH_DELAY_MS);
}

/**
 * A new connection after a drop: the server forgot which conversation this tab shows, and messages may
 * have been missed while offline.
 */
export function resyncAfterReconnect(): void {
  const { selectedId } = chatStore.getState();
  if (selectedId) emitSocket(SOCKET_EVENTS.chatFocus, { contactId: selectedId });
  if (panelStore.getState().open === 'chat') {
    void loadContacts();
    void refreshOpenChat();
  }
}

/** Re-reads the open conversation without clearing it (the input keeps what is being typed). */
async function refreshOpenChat(): Promise<void> {
  const { chat } = chatStore.getState();
  if (!chat) return;
  try {
    const res = await chatApi.chat(chat.contactId);
    const now = chatStore.getState().chat;
    if (!now || now.contactId !== chat.contactId) return;
    chatStore.setState({ chat: { ...now, chatId: res.chat.id, dialog: now.dialog.reduce(withMessage, res.chat.dialog) } });
  } catch {
    // The conversation on screen stays as it was; the next message or reopening reads it again.
  }
}

export function resetChat(): void {
  clearTimeout(refreshTimer);
  contactsSeq++;
  pendingLive = [];
  chatStore.reset();
}
