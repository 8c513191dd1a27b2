// Plain constants of the bot and the contact centre (issue 27), free of zod so the browser can use them without loading it.

const API = '/api/1.0/bot';
const PUBLIC = '/api/1.0/public/:cliente/bot/:botId';

/**
 * The staff API. Every path needs the `bot` product of the caller's cliente (403 product.disabled), then:
 * flow, channels, settings and templates need `admin`; the contact centre SigChatCenter; contacts SigContactos.
 * Fill `:id` with botPath.
 */
export const BOT_PATHS = {
  /** GET → BotFlowState (admin): the draft, its validation and the published versions. PUT BotFlowDraftBody → BotFlowState: saves the draft. */
  flujo: `${API}/flujo`,
  /** POST BotFlowDraftBody → BotFlowValidation (admin): checks a flow without saving it. */
  validar: `${API}/flujo/validar`,
  /** POST BotPublishBody → BotFlowState (admin): the saved draft becomes a new version (400 bot.flow_invalid when it fails validation). */
  publicar: `${API}/flujo/publicar`,
  /** GET → BotChannelsResponse (admin); POST BotChannelBody → BotChannelCreated (201): the secret is shown once. */
  canales: `${API}/canales`,
  /** GET → BotSettings (SigChatCenter); PUT BotSettingsBody → BotSettings (admin): the per-agent cap. */
  ajustes: `${API}/ajustes`,
  /** GET → BotTemplatesResponse (SigChatCenter); POST BotTemplateBody → BotTemplate (admin): an approved template for outside the 24 h window. */
  plantillas: `${API}/plantillas`,
  /** GET → BotCannedResponse; POST BotCannedBody → BotCanned (SigChatCenter): canned answers with {{nombre}}, {{folio}}, {{agente}}. */
  respuestas: `${API}/respuestas`,
  /** PUT BotCannedBody → BotCanned; DELETE → BotDeleted (SigChatCenter). */
  respuesta: `${API}/respuestas/:id`,
  /** GET → BotQueueResponse (SigChatCenter): conversations waiting for a person, oldest first, with the waiting time. */
  cola: `${API}/cola`,
  /** POST → BotConversation (SigChatCenter): the oldest waiting conversation goes to the caller, within the per-agent cap (409 bot.cap_reached, 404 bot.queue_empty). */
  autoasignar: `${API}/cola/autoasignar`,
  /** GET → BotMyConversations (SigChatCenter): the caller's open conversations with their unread counts. */
  mias: `${API}/conversaciones`,
  /** GET → BotConversationDetail (SigChatCenter): messages and history. */
  conversacion: `${API}/conversaciones/:id`,
  /** POST → BotConversation (SigChatCenter): take a waiting conversation by hand (409 bot.not_waiting, bot.cap_reached). */
  tomar: `${API}/conversaciones/:id/tomar`,
  /** POST BotTransferBody → BotConversation (SigChatCenter): to a colleague holding SigChatCenter, within their cap. */
  transferir: `${API}/conversaciones/:id/transferir`,
  /** POST BotSendBody → BotMessage (SigChatCenter, the assigned agent): text inside the 24 h window, an approved template outside it. */
  mensajes: `${API}/conversaciones/:id/mensajes`,
  /** POST → BotConversation (SigChatCenter, the assigned agent): the contact's messages read. */
  leido: `${API}/conversaciones/:id/leido`,
  /** POST BotCloseBody → BotConversation (SigChatCenter): closed with a reason. */
  cerrar: `${API}/conversaciones/:id/cerrar`,
  /** GET → BotMetrics (SigChatCenter): waiting now, median first response today, conversations per agent. */
  metricas: `${API}/metricas`,
  /** GET → BotAgentsResponse (SigChatCenter): the cliente's active staff holding SigChatCenter, their open conversations and the cap (whom to transfer to). */
  agentes: `${API}/agentes`,
  /** GET BotContactsQuery → BotContactsResponse (SigContactos): filter all / unread / assigned (to me) / closed, paged on the server. */
  contactos: `${API}/contactos`,
  /** GET → BotContactDetail (SigContactos): the contact, the linked habitante, conversations and the folios the bot filed. */
  contacto: `${API}/contactos/:id`,
  /** POST, signed with the channel's secret (BOT_SIGNATURE_HEADER): a messaging provider's inbound messages. Public. */
  webhook: `${API}/webhook/:channelId`,
} as const;

/** The public web chat of `/apps/:appid/bot/:botid/chat` (no account): `:cliente` is the app's slug, `:botId` a web channel. */
export const BOT_PUBLIC_PATHS = {
  /** POST BotChatStartBody → BotChatStarted (201): a conversation and its per-browser token (BOT_CHAT_TOKEN_HEADER afterwards). */
  chat: `${PUBLIC}/chat`,
  /** POST BotChatSendBody → BotChatMessages; GET `?desde=N` → BotChatMessages (messages with seq > N). */
  mensajes: `${PUBLIC}/chat/mensajes`,
  /** POST raw image bytes (the case file limits): the answer to a photo step. */
  foto: `${PUBLIC}/chat/foto`,
} as const;

/** Fills a path's `:name` parameters. */
export const botPath = (template: string, params: Record<string, string>): string => template.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? `:${k}`));

/** The header of the web chat's per-browser token. */
export const BOT_CHAT_TOKEN_HEADER = 'x-bot-chat-token';
/** The webhook's signature header: `sha256=<hex HMAC-SHA256 of the raw body with the channel secret>` (as Meta's). */
export const BOT_SIGNATURE_HEADER = 'x-hub-signature-256';
/** The largest webhook body taken; a larger one is refused with 413 before anything is read. */
export const BOT_WEBHOOK_MAX_BYTES = 256 * 1024;
/** Outside this long since the contact's last message only an approved template may be sent (WhatsApp's rule). */
export const BOT_WINDOW_MS = 24 * 3600 * 1000;

export const BOT_CHANNEL_KINDS = ['web', 'webhook', 'whatsapp'] as const;
export type BotChannelKind = (typeof BOT_CHANNEL_KINDS)[number];
export const BOT_CONVERSATION_STATES = ['bot', 'en_cola', 'asignada', 'cerrada'] as const;
export type BotConversationState = (typeof BOT_CONVERSATION_STATES)[number];
export const BOT_CONTACT_FILTERS = ['all', 'unread', 'assigned', 'closed'] as const;
export type BotContactFilter = (typeof BOT_CONTACT_FILTERS)[number];
export const BOT_CLOSE_REASONS = ['resuelto', 'sin_respuesta', 'spam', 'reporte', 'otro'] as const;
export const BOT_NODE_TYPES = ['menu', 'texto', 'ubicacion', 'foto', 'humano', 'reporte'] as const;
export type BotNodeType = (typeof BOT_NODE_TYPES)[number];
/** Nodes where a run ends: a person takes over, or the reporte is filed. */
export const BOT_TERMINAL_NODES: readonly BotNodeType[] = ['humano', 'reporte'];

/** Every change of state is one of these history events. */
export const BOT_EVENT_TYPES = [
  'iniciada',
  'en_cola',
  'asignada',
  'transferida',
  'cerrada',
  'reporte',
  'flujo_guardado',
  'flujo_publicado',
  'canal_creado',
  'ajustes',
  'plantilla',
  'respuesta_guardada',
  'respuesta_eliminada',
] as const;
export type BotEventType = (typeof BOT_EVENT_TYPES)[number];

/** Socket events to staff of the cliente (the chat centre's agents' room, or one agent). */
export const BOT_SOCKET_EVENTS = {
  /** BotQueueChanged to every agent: the queue changed (a conversation entered, was taken or closed). */
  cola: 'bot:cola',
  /** BotLiveMessage to the assigned agent: a new message in one of their conversations. */
  mensaje: 'bot:mensaje',
  /** BotConversation to an agent: a conversation became theirs (taken, auto-assigned or transferred to them). */
  asignada: 'bot:asignada',
} as const;

/** The error codes of the bot (the `code` of an ApiError) with the server's Spanish message. */
export const BOT_ERRORS = {
  'bot.not_found': 'No encontramos esa conversación.',
  'bot.contact_not_found': 'No encontramos ese contacto.',
  'bot.channel_not_found': 'Este chat no existe o ya no está activo.',
  'bot.bad_signature': 'La firma de la petición no es válida.',
  'bot.flow_invalid': 'El flujo tiene errores: corrígelos antes de publicarlo.',
  'bot.no_draft': 'No hay un borrador del flujo que publicar.',
  'bot.stale': 'Otra persona cambió esto mientras lo veías: recarga para ver sus datos actuales.',
  'bot.not_waiting': 'Esa conversación ya no está en la cola.',
  'bot.queue_empty': 'No hay conversaciones esperando.',
  'bot.cap_reached': 'Se alcanzó el máximo de conversaciones por agente.',
  'bot.not_assigned': 'Esa conversación no está asignada a ti.',
  'bot.closed': 'La conversación está cerrada.',
  'bot.window_closed': 'Pasaron más de 24 horas desde el último mensaje del contacto: solo puedes enviar una plantilla aprobada.',
  'bot.template_not_found': 'Esa plantilla no existe o no está aprobada.',
  'bot.agent_not_found': 'Esa persona no atiende el centro de chat de este municipio.',
  'bot.canned_not_found': 'No encontramos esa respuesta predefinida.',
  'bot.chat_token': 'La sesión del chat no es válida: vuelve a empezar.',
  'bot.not_expected': 'Ahora el chat no espera una foto.',
  'bot.bad_payload': 'El mensaje del proveedor no tiene la forma esperada.',
} as const;
export type BotErrorCode = keyof typeof BOT_ERRORS;
