import { z } from 'zod';

import { UserRef } from './cases';
import { LatLng } from './refs';
import { MultiLine, SingleLine, StoredText } from './text';
import { BOT_CHANNEL_KINDS, BOT_CLOSE_REASONS, BOT_CONTACT_FILTERS, BOT_CONVERSATION_STATES, BOT_EVENT_TYPES } from './botPaths';

export * from './botPaths';
export * from './botFlow';

/*
 * The bot and the contact centre (issue 27, domain §5). A cliente's bot is a menu-tree flow, versioned: the
 * editor saves a draft, publishing makes it a new version, and a conversation keeps the version it started
 * with. The flow's schema is built twice from one shape: with input strings (what the editor sends) and
 * with stored strings (what the server answers), so answers are used as sent.
 */

const NODE_ID = /^[A-Za-z0-9_-]{1,40}$/;

function flowSchemas<L extends z.ZodType<string>, T extends z.ZodType<string>, I extends z.ZodType<string>>(line: L, text: T, id: I) {
  const base = { id, texto: text };
  const Node = z.discriminatedUnion('tipo', [
    /** Numbered options: the contact answers with the number (or the option's words). */
    z.object({ ...base, tipo: z.literal('menu'), opciones: z.array(z.object({ etiqueta: line, siguiente: id })).min(1).max(9) }),
    /** Free text, kept for the reporte's description. */
    z.object({ ...base, tipo: z.literal('texto'), siguiente: id }),
    /** A shared location (the reporte's place). */
    z.object({ ...base, tipo: z.literal('ubicacion'), siguiente: id }),
    /** A photo (attached to the reporte); an optional one is skipped by answering anything else. */
    z.object({ ...base, tipo: z.literal('foto'), siguiente: id, opcional: z.boolean() }),
    /** "Talk to a person": the conversation joins the contact centre's queue. */
    z.object({ ...base, tipo: z.literal('humano') }),
    /** Files a reporte of that tipo and answers with the folio and the follow link (`texto` comes first). */
    z.object({ ...base, tipo: z.literal('reporte'), tipoId: id }),
  ]);
  const Flow = z.object({ saludo: text, inicio: id, nodos: z.array(Node).min(1).max(200) });
  return { Node, Flow };
}

const input = flowSchemas(SingleLine.trim().min(1).max(80), MultiLine.trim().min(1).max(1000), SingleLine.regex(NODE_ID, 'id'));
const stored = flowSchemas(StoredText, StoredText, StoredText);

/** A flow as the editor sends it. */
export const BotFlowInput = input.Flow;
/** A flow as the server answers it. */
export const BotFlow = stored.Flow;
export type BotFlow = z.infer<typeof BotFlow>;
export type BotFlowNode = z.infer<typeof stored.Node>;

export const BotFlowProblem = z.object({ nodo: StoredText.nullable(), codigo: StoredText, mensaje: StoredText });
export type BotFlowProblem = z.infer<typeof BotFlowProblem>;
export const BotFlowValidation = z.object({ valido: z.boolean(), problemas: z.array(BotFlowProblem) });
export type BotFlowValidation = z.infer<typeof BotFlowValidation>;

export const BotFlowDraftBody = z.object({ flujo: BotFlowInput, /** The draft's version read (0 when there is none yet). */ version: z.number().int().min(0) });
export type BotFlowDraftBody = z.infer<typeof BotFlowDraftBody>;
export const BotPublishBody = z.object({ version: z.number().int().min(1) });

export const BotFlowState = z.object({
  borrador: z.object({ flujo: BotFlow, version: z.number(), updatedAt: StoredText, updatedBy: UserRef.nullable() }).nullable(),
  validacion: BotFlowValidation.nullable(),
  publicada: z.object({ version: z.number(), flujo: BotFlow, publishedAt: StoredText, publishedBy: UserRef.nullable() }).nullable(),
  versiones: z.array(z.object({ version: z.number(), publishedAt: StoredText, publishedBy: UserRef.nullable() })),
});
export type BotFlowState = z.infer<typeof BotFlowState>;

// ---- channels, settings, templates, canned answers

export const BotChannelBody = z
  .object({
    nombre: SingleLine.trim().min(1).max(80),
    tipo: z.enum(BOT_CHANNEL_KINDS),
    /** WhatsApp Cloud API: where replies are posted (a stand-in in tests), the sender's number id and its token. */
    whatsapp: z.object({ baseUrl: SingleLine.trim().url().max(300), phoneNumberId: SingleLine.trim().min(1).max(64), accessToken: SingleLine.trim().min(1).max(500) }).optional(),
  })
  .refine((b) => (b.tipo === 'whatsapp') === Boolean(b.whatsapp), { path: ['whatsapp'], message: 'whatsapp' });
export const BotChannel = z.object({ id: StoredText, nombre: StoredText, tipo: z.enum(BOT_CHANNEL_KINDS), activo: z.boolean(), createdAt: StoredText });
export type BotChannel = z.infer<typeof BotChannel>;
/** A channel just created: its webhook secret is shown this once (web channels have none). */
export const BotChannelCreated = BotChannel.extend({ secreto: StoredText.nullable() });
export const BotChannelsResponse = z.object({ items: z.array(BotChannel) });

export const BotSettingsBody = z.object({ maxPorAgente: z.number().int().min(1).max(50), version: z.number().int().min(0) });
export const BotSettings = z.object({ maxPorAgente: z.number(), version: z.number() });
export type BotSettings = z.infer<typeof BotSettings>;

export const BotTemplateBody = z.object({ nombre: SingleLine.trim().min(1).max(80), texto: MultiLine.trim().min(1).max(1000), aprobada: z.boolean() });
export type BotTemplateBody = z.infer<typeof BotTemplateBody>;
export const BotTemplate = z.object({ id: StoredText, nombre: StoredText, texto: StoredText, aprobada: z.boolean(), createdAt: StoredText });
export type BotTemplate = z.infer<typeof BotTemplate>;
export const BotTemplatesResponse = z.object({ items: z.array(BotTemplate) });

export const BotCannedBody = z.object({ titulo: SingleLine.trim().min(1).max(80), texto: MultiLine.trim().min(1).max(2000) });
export type BotCannedBody = z.infer<typeof BotCannedBody>;
export const BotCanned = z.object({ id: StoredText, titulo: StoredText, texto: StoredText, updatedAt: StoredText });
export type BotCanned = z.infer<typeof BotCanned>;
export const BotCannedResponse = z.object({ items: z.array(BotCanned) });
export const BotDeleted = z.object({ id: StoredText, eliminado: z.literal(true) });
export const BotIdParams = z.object({ id: SingleLine.min(1).max(64) });

// ---- messages and conversations

export const BotMessage = z.object({
  seq: z.number(),
  autor: z.enum(['contacto', 'bot', 'agente']),
  tipo: z.enum(['texto', 'ubicacion', 'foto', 'plantilla']),
  texto: StoredText,
  ubicacion: LatLng.nullable(),
  /** The numbered options a menu message offers (the chat shows them as buttons). */
  opciones: z.array(StoredText),
  at: StoredText,
});
export type BotMessage = z.infer<typeof BotMessage>;

export const BotConversation = z.object({
  id: StoredText,
  estado: z.enum(BOT_CONVERSATION_STATES),
  /** `telefono`: a provider contact's number (staff answers only; a web chat visitor has none). */
  contacto: z.object({ id: StoredText, nombre: StoredText, canal: z.enum(BOT_CHANNEL_KINDS), telefono: StoredText.nullable() }),
  agente: UserRef.nullable(),
  flujoVersion: z.number().nullable(),
  enColaDesde: StoredText.nullable(),
  noLeidos: z.number(),
  /** When the contact last wrote; outside BOT_WINDOW_MS of it only templates may be sent. */
  ultimoMensajeContacto: StoredText.nullable(),
  ventanaAbierta: z.boolean(),
  folio: StoredText.nullable(),
  motivoCierre: StoredText.nullable(),
  createdAt: StoredText,
  closedAt: StoredText.nullable(),
});
export type BotConversation = z.infer<typeof BotConversation>;

const EventMeta = { id: StoredText, at: StoredText, actor: UserRef.nullable() };
const Estado = z.object({ estado: z.enum(BOT_CONVERSATION_STATES) });
const eventKind = <T extends (typeof BOT_EVENT_TYPES)[number], A extends z.ZodType, D extends z.ZodType>(tipo: T, antes: A, despues: D) =>
  z.object({ ...EventMeta, tipo: z.literal(tipo), antes, despues });
/** One entry of a conversation's history (the flow's and settings' entries share the table and this shape). */
export const BotEvent = z.discriminatedUnion('tipo', [
  eventKind('iniciada', z.null(), z.object({ estado: z.enum(BOT_CONVERSATION_STATES), flujoVersion: z.number().nullable(), canal: z.enum(BOT_CHANNEL_KINDS) })),
  eventKind('en_cola', Estado, Estado),
  eventKind('asignada', Estado.extend({ agente: UserRef.nullable() }), Estado.extend({ agente: UserRef, modo: z.enum(['tomada', 'automatica']) })),
  eventKind('transferida', z.object({ agente: UserRef.nullable() }), z.object({ agente: UserRef })),
  eventKind('cerrada', Estado, Estado.extend({ motivo: StoredText })),
  eventKind('reporte', z.null(), z.object({ caseId: StoredText, folio: StoredText })),
  eventKind('flujo_guardado', z.object({ version: z.number() }), z.object({ version: z.number() })),
  eventKind('flujo_publicado', z.object({ version: z.number().nullable() }), z.object({ version: z.number() })),
  eventKind('canal_creado', z.null(), z.object({ canal: z.object({ id: StoredText, nombre: StoredText, tipo: z.enum(BOT_CHANNEL_KINDS) }) })),
  eventKind('ajustes', z.object({ maxPorAgente: z.number() }), z.object({ maxPorAgente: z.number() })),
  eventKind('plantilla', z.null(), z.object({ id: StoredText, nombre: StoredText, aprobada: z.boolean() })),
  eventKind('respuesta_guardada', z.object({ titulo: StoredText }).nullable(), z.object({ id: StoredText, titulo: StoredText })),
  eventKind('respuesta_eliminada', z.object({ id: StoredText, titulo: StoredText }), z.null()),
]);
export type BotEvent = z.infer<typeof BotEvent>;
type Change<E> = E extends unknown ? Pick<E, Extract<keyof E, 'tipo' | 'antes' | 'despues'>> : never;
/** What one event records, by kind: what the server's one writer of history takes. */
export type BotEventChange = Change<BotEvent>;

export const BotConversationDetail = BotConversation.extend({ mensajes: z.array(BotMessage), historial: z.array(BotEvent) });
export type BotConversationDetail = z.infer<typeof BotConversationDetail>;

export const BotQueueItem = z.object({ conversacion: BotConversation, esperaSegundos: z.number() });
export const BotQueueResponse = z.object({ items: z.array(BotQueueItem), at: StoredText });
export type BotQueueResponse = z.infer<typeof BotQueueResponse>;
export const BotMyConversations = z.object({ items: z.array(BotConversation), noLeidos: z.number() });
export type BotMyConversations = z.infer<typeof BotMyConversations>;

export const BotTransferBody = z.object({ agenteId: SingleLine.trim().min(1).max(64) });
export const BotSendBody = z.union([
  z.object({ texto: MultiLine.trim().min(1).max(4000) }).strict(),
  z.object({ plantillaId: SingleLine.trim().min(1).max(64), parametros: z.array(SingleLine.trim().max(200)).max(10) }).strict(),
  /** A canned answer, its {{nombre}}, {{folio}} and {{agente}} filled by the server. */
  z.object({ respuestaId: SingleLine.trim().min(1).max(64) }).strict(),
]);
export type BotSendBody = z.infer<typeof BotSendBody>;
export const BotCloseBody = z.object({ motivo: z.enum(BOT_CLOSE_REASONS), nota: MultiLine.trim().max(1000).optional() });
export type BotCloseBody = z.infer<typeof BotCloseBody>;

export const BotMetrics = z.object({
  esperandoAhora: z.number(),
  /** Median seconds from entering the queue to the first answer, of conversations first answered today (cliente's day); null when none. */
  medianaPrimeraRespuestaSegundos: z.number().nullable(),
  porAgente: z.array(z.object({ agente: UserRef, abiertas: z.number(), cerradasHoy: z.number() })),
  dia: StoredText,
});
export type BotMetrics = z.infer<typeof BotMetrics>;

/** A colleague a conversation may be transferred to: open conversations now against the cliente's per-agent cap. */
export const BotAgent = z.object({ agente: UserRef, abiertas: z.number(), disponible: z.boolean() });
export type BotAgent = z.infer<typeof BotAgent>;
export const BotAgentsResponse = z.object({ items: z.array(BotAgent), maxPorAgente: z.number() });
export type BotAgentsResponse = z.infer<typeof BotAgentsResponse>;

// ---- contacts

export const BotContactsQuery = z.object({
  filtro: z.enum(BOT_CONTACT_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type BotContactsQuery = z.infer<typeof BotContactsQuery>;
export const BotHabitanteLink = z.object({ id: StoredText, nombre: StoredText, via: z.enum(['telefono', 'curp']) });
export const BotContact = z.object({
  id: StoredText,
  nombre: StoredText,
  telefono: StoredText.nullable(),
  canal: z.enum(BOT_CHANNEL_KINDS),
  habitante: BotHabitanteLink.nullable(),
  ultimaConversacion: BotConversation.nullable(),
  noLeidos: z.number(),
  ultimoMensajeAt: StoredText.nullable(),
});
export type BotContact = z.infer<typeof BotContact>;
export const BotContactsResponse = z.object({ items: z.array(BotContact), total: z.number(), page: z.number(), pageSize: z.number() });
export type BotContactsResponse = z.infer<typeof BotContactsResponse>;
export const BotContactDetail = BotContact.extend({ conversaciones: z.array(BotConversation), folios: z.array(StoredText) });
export type BotContactDetail = z.infer<typeof BotContactDetail>;

// ---- the public web chat

export const BotPublicParams = z.object({ cliente: SingleLine.min(1).max(80), botId: SingleLine.min(1).max(64) });
export const BotChatStartBody = z.object({ idioma: z.enum(['es', 'en', 'tr', 'ar']).optional() });
export const BotChatSendBody = z.union([
  z.object({ texto: MultiLine.trim().min(1).max(2000) }).strict(),
  z.object({ opcion: z.number().int().min(1).max(9) }).strict(),
  z.object({ ubicacion: LatLng }).strict(),
]);
export type BotChatSendBody = z.infer<typeof BotChatSendBody>;
export const BotChatMessagesQuery = z.object({ desde: z.coerce.number().int().min(0).default(0) });
export const BotChatMessages = z.object({ estado: z.enum(BOT_CONVERSATION_STATES), mensajes: z.array(BotMessage) });
export type BotChatMessages = z.infer<typeof BotChatMessages>;
export const BotChatStarted = BotChatMessages.extend({ token: StoredText, conversacionId: StoredText });
export type BotChatStarted = z.infer<typeof BotChatStarted>;

// ---- socket payloads

export const BotQueueChanged = z.object({ esperando: z.number(), conversacionId: StoredText, estado: z.enum(BOT_CONVERSATION_STATES) });
export type BotQueueChanged = z.infer<typeof BotQueueChanged>;
export const BotLiveMessage = z.object({ conversacionId: StoredText, mensaje: BotMessage, noLeidos: z.number() });
export type BotLiveMessage = z.infer<typeof BotLiveMessage>;
