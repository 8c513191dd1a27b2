import type { BotChannelKind, BotNodeType } from '@sig/shared';

/**
 * What this page needs of the contract's botPaths.ts (BOT_PATHS, BOT_NODE_TYPES, BOT_CHANNEL_KINDS), written here
 * so @sig/shared, which every cold page loads, does not grow by them (as the chat's CHAT_PATHS); configPaths.test.ts
 * holds them equal.
 */
export const CONFIG_PATHS = {
  flujo: '/api/1.0/bot/flujo',
  validar: '/api/1.0/bot/flujo/validar',
  publicar: '/api/1.0/bot/flujo/publicar',
  canales: '/api/1.0/bot/canales',
  ajustes: '/api/1.0/bot/ajustes',
  plantillas: '/api/1.0/bot/plantillas',
  webhook: '/api/1.0/bot/webhook/:channelId',
} as const;

export const NODE_TYPES: readonly BotNodeType[] = ['menu', 'texto', 'ubicacion', 'foto', 'humano', 'reporte'];
export const CHANNEL_KINDS: readonly BotChannelKind[] = ['web', 'webhook', 'whatsapp'];

/** A channel's webhook address (its id filled in). */
export const webhookPath = (channelId: string) => CONFIG_PATHS.webhook.replace(':channelId', encodeURIComponent(channelId));
