import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOT_CHAT_TOKEN_HEADER,
  BOT_PATHS,
  BOT_PUBLIC_PATHS,
  BOT_SIGNATURE_HEADER,
  BOT_WEBHOOK_MAX_BYTES,
  BotChatMessages,
  BotChatMessagesQuery,
  BotChatSendBody,
  BotChatStartBody,
  BotChatStarted,
  BotPublicParams,
  CASE_FILE_MAX_BYTES,
  SingleLine,
} from '@sig/shared/contract';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { InboundService } from './inbound.service';

/*
 * What reaches the bot without a staff token. The web chat (per-address limits like the citizens' pages; the
 * per-browser token in BOT_CHAT_TOKEN_HEADER) answers only the conversation's own messages, never a contact's
 * data. The webhook is open to the provider's servers: the channel's HMAC over the raw body is its key, so it has
 * no per-address limit (a provider sends from few addresses), and its body is read raw up to
 * BOT_WEBHOOK_MAX_BYTES (413 beyond, before anything is parsed or written).
 */

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};
const WebhookParams = z.object({ channelId: SingleLine.min(1).max(64) });
const WebhookAccepted = z.object({ recibidos: z.number(), nuevos: z.number() });
/** Photos are read as bytes up to twice the file limit, so a too-big one gets the cases' own field error (above: 413). */
const PHOTO_READ_LIMIT = CASE_FILE_MAX_BYTES * 2;

export async function botPublicRoutes(app: FastifyInstance, inbound: InboundService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = app.access.public();
  const P = BOT_PUBLIC_PATHS;

  r.post(P.chat, { schema: { params: BotPublicParams, body: BotChatStartBody.optional(), response: { 201: BotChatStarted } }, config: app.perAddress('publicFilingPerAddress'), preHandler: open }, async (req, reply) =>
    reply.code(201).send(await inbound.chatStart(req.params.cliente, req.params.botId, req.body?.idioma)),
  );
  r.post(P.mensajes, { schema: { params: BotPublicParams, body: BotChatSendBody, response: { 200: BotChatMessages } }, config: app.perAddress('publicReadPerAddress'), preHandler: open }, async (req) =>
    inbound.chatSend(req.params.cliente, req.params.botId, header(req, BOT_CHAT_TOKEN_HEADER), req.body),
  );
  r.get(P.mensajes, { schema: { params: BotPublicParams, querystring: BotChatMessagesQuery, response: { 200: BotChatMessages } }, config: app.perAddress('publicReadPerAddress'), preHandler: open }, async (req) =>
    inbound.chatRead(req.params.cliente, req.params.botId, header(req, BOT_CHAT_TOKEN_HEADER), req.query.desde),
  );

  // raw bodies in their own contexts: the photo's bytes, the webhook's exact bytes (the signature is over them)
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_READ_LIMIT }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      P.foto,
      { schema: { params: BotPublicParams, response: { 200: BotChatMessages } }, config: app.perAddress('publicUploadPerAddress'), preHandler: open, bodyLimit: PHOTO_READ_LIMIT },
      async (req) => inbound.chatPhoto(req.params.cliente, req.params.botId, header(req, BOT_CHAT_TOKEN_HEADER), Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)),
    );
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BOT_WEBHOOK_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      BOT_PATHS.webhook,
      { schema: { params: WebhookParams, response: { 200: WebhookAccepted } }, preHandler: open, bodyLimit: BOT_WEBHOOK_MAX_BYTES },
      async (req) => inbound.webhook(req.params.channelId, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), header(req, BOT_SIGNATURE_HEADER)),
    );
  });
}
