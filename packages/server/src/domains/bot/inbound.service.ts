import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CASE_FILE_MAX_BYTES, SingleLine, curpProblem, normalizeCurp, type BotChatMessages, type BotChatSendBody, type BotChatStarted } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import type { BotChannelsTable } from '../../db/schema.bot';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { identity } from '../../core';
import { acceptCaseFile, removeCaseFile, storeCaseFile } from '../cases';
import { findHabitanteByCurp, findHabitanteByPhone, isUniqueViolation } from '../people';
import * as repo from './bot.repository';
import { DuplicateMessage, expectsPhoto, handleInbound, startConversation, type Effects, type EngineCtx, type Inbound } from './botEngine';
import { botError } from './botError';
import type { BotLive } from './botLive';
import { deliver, downloadWhatsAppMedia, whatsAppConfigOf } from './botSenders';
import { messageView, type BotLanguage } from './botView';

/*
 * Where messages come in: a provider's webhook (signed, idempotent on its message id) and the public web chat
 * (a per-browser token, whose hash alone is stored). Each message is one transaction through the engine; the
 * replies are delivered and the agents told only after it commits.
 */

// ---- the webhook's bodies: WhatsApp Cloud API's, or a plain one for other providers

const Text = SingleLine.max(4000);
const WhatsAppBody = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            contacts: z.array(z.object({ wa_id: Text, profile: z.object({ name: Text }).partial().optional() })).optional(),
            messages: z
              .array(
                z.object({
                  id: Text.min(1),
                  from: Text.min(1),
                  type: Text,
                  text: z.object({ body: z.string().max(4000) }).optional(),
                  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
                  interactive: z.object({ button_reply: z.object({ id: Text, title: Text }).optional(), list_reply: z.object({ id: Text, title: Text }).optional() }).optional(),
                  image: z.object({ id: Text.min(1).max(200) }).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});
const PlainBody = z.object({
  messages: z
    .array(
      z.object({
        id: Text.min(1).max(200),
        from: Text.min(1).max(64),
        nombre: Text.max(160).optional(),
        curp: Text.max(18).optional(),
        texto: z.string().max(4000).optional(),
        ubicacion: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
        foto: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(100),
});

interface ProviderMessage {
  id: string;
  from: string;
  nombre: string;
  curp: string | null;
  inbound: Inbound;
  /** A WhatsApp image's media id: its bytes are fetched from the provider before the message is handled. */
  mediaId?: string;
}

/** The messages of a provider's body, in order; null when it is neither shape. Delivery receipts and the like carry none. */
export function providerMessages(body: unknown): ProviderMessage[] | null {
  const wa = WhatsAppBody.safeParse(body);
  if (wa.success) {
    const out: ProviderMessage[] = [];
    for (const e of wa.data.entry) {
      for (const c of e.changes) {
        const names = new Map((c.value.contacts ?? []).map((k) => [k.wa_id, k.profile?.name ?? '']));
        for (const m of c.value.messages ?? []) {
          const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
          const inbound: Inbound =
            m.type === 'location' && m.location
              ? { tipo: 'ubicacion', ubicacion: { lat: m.location.latitude, lng: m.location.longitude } }
              : m.type === 'image'
                ? { tipo: 'foto' }
                : { tipo: 'texto', texto: reply?.title ?? m.text?.body ?? '' };
          out.push({ id: m.id, from: m.from, nombre: names.get(m.from) ?? '', curp: null, inbound: { ...inbound, providerId: m.id }, ...(m.type === 'image' && m.image ? { mediaId: m.image.id } : {}) });
        }
      }
    }
    return out;
  }
  const plain = PlainBody.safeParse(body);
  if (!plain.success) return null;
  return plain.data.messages.map((m) => ({
    id: m.id,
    from: m.from,
    nombre: m.nombre ?? '',
    curp: m.curp && !curpProblem(normalizeCurp(m.curp)) ? normalizeCurp(m.curp) : null,
    inbound: { ...(m.ubicacion ? { tipo: 'ubicacion' as const, ubicacion: m.ubicacion } : m.foto ? { tipo: 'foto' as const } : { tipo: 'texto' as const, texto: m.texto ?? '' }), providerId: m.id },
  }));
}

/** Whether `header` (`sha256=<hex>`) is the HMAC-SHA256 of the raw body with the secret; constant-time over equal-length digests. */
export function signatureValid(secret: string, raw: Buffer, header: string | undefined): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(m[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The forms a phone may be stored in on a habitante: as sent, its digits, its last ten digits (Mexican numbers with a country code). */
export function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  return [...new Set([phone, digits, digits.slice(-10)].filter((p) => p.length >= 7))];
}

const hashToken = (token: string): string => createHash('sha256').update(`bot-chat:${token}`, 'utf8').digest('hex');

export function inboundService(app: FastifyInstance, live: BotLive) {
  const db = app.db;

  async function clienteWithBot(id: string): Promise<ClienteRow | undefined> {
    const c = await identity.findCliente(db, id);
    return c && identity.toCliente(c).products.includes('bot') ? c : undefined;
  }

  /** One message in its own transaction; a replay (stored already, or racing the first) changes nothing. */
  async function one(cliente: ClienteRow, channel: BotChannelsTable, run: (ctx: EngineCtx) => Promise<Effects>): Promise<Effects | null> {
    try {
      const effects = await db.transaction().execute((trx) => run({ app, db: trx, cliente, channel, now: iso(app.clock()) }));
      await live.after(cliente.id, effects);
      return effects;
    } catch (err) {
      if (err instanceof DuplicateMessage) return null;
      throw err;
    }
  }

  /** The contact of a provider address, created on first contact and matched to a habitante by phone or CURP when one fits. */
  async function contactOf(ctx: EngineCtx, m: ProviderMessage): Promise<string> {
    const found = await repo.findContactByExternal(ctx.db, ctx.channel.id, m.from);
    if (found) {
      if (!found.habitante_id && m.curp) {
        const h = await findHabitanteByCurp(ctx.db, ctx.cliente.id, m.curp);
        if (h) await repo.updateContact(ctx.db, ctx.cliente.id, found.id, { habitante_id: h.id, habitante_via: 'curp' });
      }
      return found.id;
    }
    const byPhone = await findHabitanteByPhone(ctx.db, ctx.cliente.id, phoneForms(m.from));
    const byCurp = !byPhone && m.curp ? await findHabitanteByCurp(ctx.db, ctx.cliente.id, m.curp) : undefined;
    const id = randomUUID();
    await repo.insertContact(ctx.db, {
      id,
      cliente_id: ctx.cliente.id,
      channel_id: ctx.channel.id,
      external_id: m.from,
      nombre: m.nombre.slice(0, 160) || m.from,
      telefono: m.from,
      habitante_id: byPhone?.id ?? byCurp?.id ?? null,
      habitante_via: byPhone ? 'telefono' : byCurp ? 'curp' : null,
      last_inbound_at: null,
      created_at: ctx.now,
    });
    return id;
  }

  /**
   * One provider message. Two deliveries of a new contact's first messages can race to create the contact (or
   * its conversation): the loser's unique violation rolls it back, and it runs once more on what the winner made.
   */
  async function fromProvider(cliente: ClienteRow, channel: BotChannelsTable, m: ProviderMessage): Promise<Effects | null> {
    if (await repo.findMessageByProvider(db, channel.id, m.id)) return null;
    const photo = await providerPhoto(cliente, channel, m);
    let effects: Effects | null = null;
    try {
      effects = await handleProvider(cliente, channel, photo ? { ...m, inbound: { ...m.inbound, foto: photo } } : m);
      return effects;
    } finally {
      // a replay that lost the race keeps nothing of what it fetched
      if (photo && !effects) await removeCaseFile(app.config.dataDir, photo.storedName);
    }
  }

  /**
   * A WhatsApp image for the photo step, fetched and checked as a case file is and stored, outside any transaction
   * (the provider may be slow). One the provider will not give, or that is no image, still answers the step, with no
   * file kept, and says so in the log: the contact is not asked twice for what they sent.
   */
  async function providerPhoto(cliente: ClienteRow, channel: BotChannelsTable, m: ProviderMessage): Promise<Inbound['foto'] | undefined> {
    if (!m.mediaId || channel.tipo !== 'whatsapp') return undefined;
    // only for a step that asks for a photo: an image sent to a person, or out of turn, is not fetched to be dropped
    const contact = await repo.findContactByExternal(db, channel.id, m.from);
    const open = contact ? await repo.openConversationOf(db, cliente.id, contact.id) : undefined;
    if (!open || !(await expectsPhoto(db, cliente.id, open.id))) return undefined;
    try {
      const bytes = await downloadWhatsAppMedia(whatsAppConfigOf(channel), m.mediaId, CASE_FILE_MAX_BYTES);
      const sniffed = acceptCaseFile(bytes, 'reporte');
      const storedName = await storeCaseFile(app.config.dataDir, bytes, sniffed.ext);
      return { storedName, mime: sniffed.mime, bytes: bytes.length, nombre: `foto.${sniffed.ext}` };
    } catch (err) {
      app.log.warn({ bot: { channel: channel.id, message: m.id }, err }, 'bot: the WhatsApp image could not be fetched; the step is answered without it');
      return undefined;
    }
  }

  async function handleProvider(cliente: ClienteRow, channel: BotChannelsTable, m: ProviderMessage): Promise<Effects | null> {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0 && (await repo.findMessageByProvider(db, channel.id, m.id))) return null;
      try {
        return await one(cliente, channel, async (ctx) => {
          const contactId = await contactOf(ctx, m);
          const open = await repo.openConversationOf(ctx.db, cliente.id, contactId);
          return open ? handleInbound(ctx, open.id, m.inbound) : startConversation(ctx, contactId, null, m.inbound);
        });
      } catch (err) {
        if (attempt === 0 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  }

  async function webChat(slug: string, botId: string): Promise<{ cliente: ClienteRow; channel: BotChannelsTable }> {
    const cliente = await identity.findClienteBySlug(db, slug);
    const channel = cliente && identity.toCliente(cliente).products.includes('bot') ? await repo.findChannel(db, botId) : undefined;
    if (!cliente || !channel || channel.cliente_id !== cliente.id || channel.tipo !== 'web') throw botError(404, 'bot.channel_not_found', 'botId');
    return { cliente, channel };
  }

  async function chatConversation(slug: string, botId: string, token: string | undefined) {
    // independent reads, at once: each citizen message waits for one round trip instead of three
    const [{ cliente, channel }, found] = await Promise.all([webChat(slug, botId), token ? repo.findConversationByToken(db, hashToken(token)) : undefined]);
    if (!found || found.cliente_id !== cliente.id || found.channel_id !== channel.id) throw botError(401, 'bot.chat_token', 'token');
    return { cliente, channel, conversationId: found.id, estado: found.estado, lastSeq: found.last_seq };
  }

  async function messagesSince(clienteId: string, conversationId: string, desde: number): Promise<BotChatMessages> {
    const [conv, mensajes] = await Promise.all([repo.findConversation(db, clienteId, conversationId), repo.listMessages(db, clienteId, conversationId, desde)]);
    return { estado: conv!.estado, mensajes: mensajes.map(messageView) };
  }

  async function chatSend(slug: string, botId: string, token: string | undefined, inbound: Inbound): Promise<BotChatMessages> {
    const { cliente, channel, conversationId, estado, lastSeq } = await chatConversation(slug, botId, token);
    if (estado === 'cerrada') throw botError(409, 'bot.closed');
    const effects = await one(cliente, channel, (ctx) => handleInbound(ctx, conversationId, inbound));
    return messagesSince(cliente.id, conversationId, (effects?.stored?.seq ?? lastSeq + 1) - 1);
  }

  return {
    /** A provider's POST: the channel, the signature over the raw bytes, then the JSON; every message stored once. */
    async webhook(channelId: string, raw: Buffer, signature: string | undefined): Promise<{ recibidos: number; nuevos: number }> {
      const channel = await repo.findChannel(db, channelId);
      if (!channel || channel.tipo === 'web' || !channel.secreto) throw botError(404, 'bot.channel_not_found', 'channelId');
      if (!signatureValid(channel.secreto, raw, signature)) throw botError(401, 'bot.bad_signature');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'validation', 'El cuerpo de la petición no es JSON válido.', { field: 'body' });
      }
      const messages = providerMessages(body);
      if (!messages) throw botError(400, 'bot.bad_payload', 'body');
      const cliente = await clienteWithBot(channel.cliente_id);
      if (!cliente) throw botError(404, 'bot.channel_not_found', 'channelId');
      let nuevos = 0;
      for (const m of messages) {
        const effects = await fromProvider(cliente, channel, m);
        if (!effects) continue;
        nuevos++;
        deliver(app, channel, effects.conversationId, m.from, effects.replies);
      }
      return { recibidos: messages.length, nuevos };
    },

    /** A new web chat: an anonymous contact, the conversation, and the token only this browser holds. */
    async chatStart(slug: string, botId: string, idioma?: BotLanguage): Promise<BotChatStarted> {
      const { cliente, channel } = await webChat(slug, botId);
      const token = randomBytes(32).toString('base64url');
      const effects = (await one(cliente, channel, async (ctx) => {
        const contactId = randomUUID();
        await repo.insertContact(ctx.db, {
          id: contactId,
          cliente_id: cliente.id,
          channel_id: channel.id,
          external_id: randomUUID(),
          nombre: 'Visitante del chat web',
          telefono: null,
          habitante_id: null,
          habitante_via: null,
          last_inbound_at: null,
          created_at: ctx.now,
        });
        return startConversation(ctx, contactId, hashToken(token), undefined, idioma);
      }))!;
      return { token, conversacionId: effects.conversationId, ...(await messagesSince(cliente.id, effects.conversationId, 0)) };
    },

    chatSend(slug: string, botId: string, token: string | undefined, body: BotChatSendBody): Promise<BotChatMessages> {
      const inbound: Inbound = 'texto' in body ? { tipo: 'texto', texto: body.texto } : 'opcion' in body ? { tipo: 'opcion', opcion: body.opcion } : { tipo: 'ubicacion', ubicacion: body.ubicacion };
      return chatSend(slug, botId, token, inbound);
    },

    async chatRead(slug: string, botId: string, token: string | undefined, desde: number): Promise<BotChatMessages> {
      const { cliente, conversationId } = await chatConversation(slug, botId, token);
      return messagesSince(cliente.id, conversationId, desde);
    },

    /** A photo for the step that asks for one (or for the person attending): checked and stored as case files are. */
    async chatPhoto(slug: string, botId: string, token: string | undefined, bytes: Buffer): Promise<BotChatMessages> {
      const { cliente, conversationId } = await chatConversation(slug, botId, token);
      const sniffed = acceptCaseFile(bytes, 'reporte');
      if (!(await expectsPhoto(db, cliente.id, conversationId))) throw botError(409, 'bot.not_expected', 'archivo');
      const storedName = await storeCaseFile(app.config.dataDir, bytes, sniffed.ext);
      try {
        return await chatSend(slug, botId, token, { tipo: 'foto', foto: { storedName, mime: sniffed.mime, bytes: bytes.length, nombre: `foto.${sniffed.ext}` } });
      } catch (err) {
        await removeCaseFile(app.config.dataDir, storedName);
        throw err;
      }
    },
  };
}
export type InboundService = ReturnType<typeof inboundService>;
