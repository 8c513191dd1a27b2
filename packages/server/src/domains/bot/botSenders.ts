import type { FastifyInstance } from 'fastify';
import type { BotChannelsTable } from '../../db/schema.bot';
import { iso } from '../../lib/clock';
import { parseJson, toJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import * as repo from './bot.repository';

/*
 * Replies to a provider channel go out through an adapter, after the inbound's transaction commits (a slow or
 * failing provider never holds a database transaction nor loses the conversation's state). Every reply is
 * written to bot_outbox first, so what was said is on record whatever the provider answers:
 *  - `outbox` (default, a webhook channel with no provider configured): the row and a log line are the delivery;
 *  - `whatsapp`: the WhatsApp Cloud API's shape, POST {baseUrl}/{phoneNumberId}/messages with the channel's
 *    token; the row ends 'enviado' or 'fallido' with the provider's answer.
 * The web chat needs no adapter: its page reads the messages itself.
 */

export interface Outgoing {
  texto: string;
  opciones: string[];
}

export interface WhatsAppConfig {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

/** The text a provider shows: the message, then its options numbered. */
export const plainText = (m: Outgoing): string => [m.texto, ...m.opciones.map((o, i) => `${i + 1}. ${o}`)].join('\n');

const SEND_TIMEOUT_MS = 10_000;

async function postWhatsApp(config: WhatsAppConfig, to: string, body: string): Promise<void> {
  const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.accessToken}` },
    body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body } }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`whatsapp ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** The channel's WhatsApp settings (empty strings when it has none). */
export const whatsAppConfigOf = (channel: BotChannelsTable): WhatsAppConfig => parseJson<WhatsAppConfig>(channel.config, { baseUrl: '', phoneNumberId: '', accessToken: '' });

/**
 * A WhatsApp image's bytes: the Cloud API answers GET {baseUrl}/{mediaId} with a short-lived URL, which is read with
 * the same token. Refused past `maxBytes` (its declared length first, then what came), and on any provider error.
 */
export async function downloadWhatsAppMedia(config: WhatsAppConfig, mediaId: string, maxBytes: number): Promise<Buffer> {
  const headers = { authorization: `Bearer ${config.accessToken}` };
  const meta = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(mediaId)}`, { headers, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  if (!meta.ok) throw new Error(`whatsapp media ${meta.status}`);
  const { url } = (await meta.json()) as { url?: unknown };
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('whatsapp media: no url');
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`whatsapp media download ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw new Error('whatsapp media: too large');
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > maxBytes) throw new Error('whatsapp media: too large');
  return bytes;
}

/** Sends a conversation's replies in order, in the background; the web chat's are only stored. */
export function deliver(app: FastifyInstance, channel: BotChannelsTable, conversationId: string, destino: string, messages: Outgoing[]): void {
  if (channel.tipo === 'web' || !messages.length) return;
  app.background.run('bot-deliver', async () => {
    for (const m of messages) {
      const id = sortableId();
      const adapter = channel.tipo === 'whatsapp' ? 'whatsapp' : 'outbox';
      const text = plainText(m);
      await repo.insertOutbox(app.db, { id, cliente_id: channel.cliente_id, channel_id: channel.id, conversation_id: conversationId, destino, adapter, payload: toJson({ text }), estado: 'escrito', error: null, created_at: iso(app.clock()) });
      if (adapter === 'outbox') {
        app.log.info({ bot: { channel: channel.id, conversation: conversationId, outbox: id } }, 'bot reply written to the outbox');
        continue;
      }
      try {
        await postWhatsApp(whatsAppConfigOf(channel), destino, text);
        await repo.setOutboxState(app.db, id, 'enviado', null);
      } catch (err) {
        app.log.warn({ err, bot: { channel: channel.id, outbox: id } }, 'bot reply not delivered');
        await repo.setOutboxState(app.db, id, 'fallido', String(err instanceof Error ? err.message : err).slice(0, 500));
      }
    }
  });
}
