import {
  PUBLIC_PATHS,
  checkResponse,
  publicPath,
  readAnswer,
  type BotChatMessages,
  type BotChatSendBody,
  type BotChatStarted,
  type Language,
  type PublicCliente,
} from '@sig/shared';
import ky, { type Options } from 'ky';

/**
 * The public web chat's calls. A citizen has no account: these never carry the staff Bearer header and a 401
 * never logs anyone out (the shared `api` instance does both). The per-browser token goes in its own header.
 * Reads retry on a flaky mobile network; sends never repeat on their own (the person retries).
 */
/**
 * The contract's BOT_PUBLIC_PATHS and BOT_CHAT_TOKEN_HEADER (shared/src/contract/botPaths.ts), written here so
 * @sig/shared, which every cold page loads, does not grow by them; chatApi.test.ts holds them equal.
 */
export const CHAT_PATHS = {
  chat: '/api/1.0/public/:cliente/bot/:botId/chat',
  mensajes: '/api/1.0/public/:cliente/bot/:botId/chat/mensajes',
  foto: '/api/1.0/public/:cliente/bot/:botId/chat/foto',
} as const;
export const CHAT_TOKEN_HEADER = 'x-bot-chat-token';

const client = ky.create({ timeout: 30_000, retry: { limit: 2, methods: ['get'] } });
const UPLOAD_TIMEOUT_MS = 120_000;

export interface ChatAddress {
  /** The app's (cliente's) slug. */
  cliente: string;
  botId: string;
}

const pathOf = (template: string, a: ChatAddress) => publicPath(template, { cliente: a.cliente, botId: a.botId });
const auth = (token: string) => ({ [CHAT_TOKEN_HEADER]: token });

async function call<T extends BotChatMessages>(schema: 'BotChatMessages' | 'BotChatStarted', url: string, options: Options): Promise<T> {
  const { data, headers } = await readAnswer(client(url, options));
  return (await checkResponse(schema, data, url, headers)) as T;
}

export const chatApi = {
  /** The municipality's name, logo and colour for the header (the chat works without them). */
  cliente: async (slug: string): Promise<PublicCliente> => {
    const url = publicPath(PUBLIC_PATHS.cliente, { cliente: slug });
    const { data, headers } = await readAnswer(client(url));
    return checkResponse('PublicCliente', data, url, headers);
  },
  start: (a: ChatAddress, idioma: Language) => call<BotChatStarted>('BotChatStarted', pathOf(CHAT_PATHS.chat, a), { method: 'post', json: { idioma } }),
  /** The messages after `desde` (0: the whole conversation). */
  read: (a: ChatAddress, token: string, desde: number) =>
    call<BotChatMessages>('BotChatMessages', pathOf(CHAT_PATHS.mensajes, a), { headers: auth(token), searchParams: { desde } }),
  send: (a: ChatAddress, token: string, body: BotChatSendBody) =>
    call<BotChatMessages>('BotChatMessages', pathOf(CHAT_PATHS.mensajes, a), { method: 'post', json: body, headers: auth(token), retry: 0 }),
  photo: (a: ChatAddress, token: string, file: Blob) =>
    call<BotChatMessages>('BotChatMessages', pathOf(CHAT_PATHS.foto, a), {
      method: 'post',
      body: file,
      headers: { ...auth(token), 'content-type': file.type || 'application/octet-stream' },
      timeout: UPLOAD_TIMEOUT_MS,
      retry: 0,
    }),
};

/** Where this browser keeps a chat's token: one per app and bot, so a reload resumes the conversation. */
export const tokenKey = (a: ChatAddress) => `sig.bot.chat.${a.cliente}.${a.botId}`;

export function readToken(a: ChatAddress): string | null {
  try {
    return localStorage.getItem(tokenKey(a));
  } catch {
    return null; // storage blocked (private mode, an embedding page's policy): the chat still works until a reload
  }
}

export function writeToken(a: ChatAddress, token: string | null): void {
  try {
    if (token) localStorage.setItem(tokenKey(a), token);
    else localStorage.removeItem(tokenKey(a));
  } catch {
    /* see readToken */
  }
}
