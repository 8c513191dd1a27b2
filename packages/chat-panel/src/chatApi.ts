import { REALTIME_PATHS, request } from '@sig/shared';

export type ChosenStatus = 'online' | 'do-not-disturb' | 'away';
export const CHOSEN_STATUSES: readonly ChosenStatus[] = ['online', 'do-not-disturb', 'away'];

export const chatApi = {
  contacts: () => request('get', REALTIME_PATHS.chatContacts, 'ChatContactsResponse'),
  me: () => request('get', REALTIME_PATHS.chatUser, 'ChatUser'),
  chat: (contactId: string) => request('get', REALTIME_PATHS.chatGet, 'GetChatResponse', { searchParams: { contactId } }),
  send: (body: { contactId: string; messageText: string; chatId?: string }) => request('post', REALTIME_PATHS.chatSend, 'SendMessageResponse', { json: body }),
  setStatus: (status: ChosenStatus) => request('post', REALTIME_PATHS.chatUserData, 'ChatUser', { json: { status } }),
};

// The contract's types, named from the answers (a parcel reaches the contract only through @sig/shared).
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type ChatContact = Answer<typeof chatApi.contacts>[number];
export type ChatUser = Answer<typeof chatApi.me>;
export type ChatMessage = Answer<typeof chatApi.chat>['chat']['dialog'][number];
export type ChatStatus = ChatContact['status'];
