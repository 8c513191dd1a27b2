/* The bot and the contact centre (issue 27, migration 0033). Instants are ISO-8601 UTC text, booleans 0/1, JSON text. */

import type { BotChannelKind, BotConversationState, BotEventType } from '@sig/shared/contract';

export interface BotSettingsTable {
  cliente_id: string;
  max_por_agente: number;
  version: number;
  updated_at: string;
}

export interface BotChannelsTable {
  id: string;
  cliente_id: string;
  nombre: string;
  tipo: BotChannelKind;
  /** The webhook's HMAC key, kept as is (a signature is checked with it, so it cannot be hashed); null for web chat. */
  secreto: string | null;
  /** JSON: the WhatsApp adapter's { baseUrl, phoneNumberId, accessToken }; {} otherwise. */
  config: string;
  activo: number;
  created_at: string;
}

export interface BotFlowDraftsTable {
  cliente_id: string;
  /** JSON: the BotFlow. */
  definicion: string;
  version: number;
  updated_by: string | null;
  updated_at: string;
}

export interface BotFlowVersionsTable {
  cliente_id: string;
  version: number;
  definicion: string;
  published_by: string | null;
  published_at: string;
}

export interface BotContactsTable {
  id: string;
  cliente_id: string;
  channel_id: string;
  /** The provider's address (a phone number) or, on the web chat, a random id per browser. */
  external_id: string;
  nombre: string;
  telefono: string | null;
  habitante_id: string | null;
  habitante_via: 'telefono' | 'curp' | null;
  last_inbound_at: string | null;
  created_at: string;
}

export interface BotConversationsTable {
  id: string;
  cliente_id: string;
  contact_id: string;
  channel_id: string;
  /** sha256 of the web chat's per-browser token; null on provider channels. */
  token_hash: string | null;
  flow_version: number | null;
  /** The step the bot waits on (null once it handed over or finished). */
  node_id: string | null;
  /** JSON: what the run captured ({ textos, opciones, ubicacion, fotos }). */
  datos: string;
  estado: BotConversationState;
  agente_id: string | null;
  queued_at: string | null;
  assigned_at: string | null;
  first_response_at: string | null;
  /** Milliseconds from entering the queue to the first answer (the median is taken in SQL over it). */
  first_response_ms: number | null;
  closed_at: string | null;
  motivo: string | null;
  case_id: string | null;
  folio: string | null;
  no_leidos: number;
  last_seq: number;
  last_inbound_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface BotMessagesTable {
  id: string;
  cliente_id: string;
  conversation_id: string;
  channel_id: string;
  seq: number;
  autor: 'contacto' | 'bot' | 'agente';
  tipo: 'texto' | 'ubicacion' | 'foto' | 'plantilla';
  texto: string;
  /** JSON: { ubicacion?, opciones?, foto? }. */
  datos: string;
  /** The provider's message id: a replayed webhook finds it and stores nothing twice. */
  provider_id: string | null;
  agente_id: string | null;
  created_at: string;
}

export interface BotEventsTable {
  id: string;
  cliente_id: string;
  conversation_id: string | null;
  tipo: BotEventType;
  antes: string;
  despues: string;
  actor_id: string | null;
  at: string;
}

export interface BotCannedTable {
  id: string;
  cliente_id: string;
  titulo: string;
  texto: string;
  created_at: string;
  updated_at: string;
}

export interface BotTemplatesTable {
  id: string;
  cliente_id: string;
  nombre: string;
  texto: string;
  aprobada: number;
  created_at: string;
}

export interface BotOutboxTable {
  id: string;
  cliente_id: string;
  channel_id: string;
  conversation_id: string;
  destino: string;
  adapter: 'outbox' | 'whatsapp';
  payload: string;
  estado: 'escrito' | 'enviado' | 'fallido';
  error: string | null;
  created_at: string;
}

export interface BotTables {
  bot_settings: BotSettingsTable;
  bot_channels: BotChannelsTable;
  bot_flow_drafts: BotFlowDraftsTable;
  bot_flow_versions: BotFlowVersionsTable;
  bot_contacts: BotContactsTable;
  bot_conversations: BotConversationsTable;
  bot_messages: BotMessagesTable;
  bot_events: BotEventsTable;
  bot_canned: BotCannedTable;
  bot_templates: BotTemplatesTable;
  bot_outbox: BotOutboxTable;
}
