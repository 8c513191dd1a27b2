/**
 * The contract's contact-centre paths and constants (shared/src/contract/botPaths.ts), written here as the public
 * chat does (chat/chatApi.ts): @sig/shared, which every cold page loads, does not carry the bot's paths.
 * centrePaths.test.ts holds them equal to the contract.
 */
const API = '/api/1.0/bot';

export const CENTRE_PATHS = {
  ajustes: `${API}/ajustes`,
  plantillas: `${API}/plantillas`,
  respuestas: `${API}/respuestas`,
  respuesta: `${API}/respuestas/:id`,
  cola: `${API}/cola`,
  autoasignar: `${API}/cola/autoasignar`,
  mias: `${API}/conversaciones`,
  conversacion: `${API}/conversaciones/:id`,
  tomar: `${API}/conversaciones/:id/tomar`,
  transferir: `${API}/conversaciones/:id/transferir`,
  mensajes: `${API}/conversaciones/:id/mensajes`,
  leido: `${API}/conversaciones/:id/leido`,
  cerrar: `${API}/conversaciones/:id/cerrar`,
  metricas: `${API}/metricas`,
  agentes: `${API}/agentes`,
} as const;

export const CENTRE_EVENTS = { cola: 'bot:cola', mensaje: 'bot:mensaje', asignada: 'bot:asignada' } as const;
export const CLOSE_REASONS = ['resuelto', 'sin_respuesta', 'spam', 'reporte', 'otro'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** Outside this long since the contact's last message only an approved template may be sent. */
export const WINDOW_MS = 24 * 3600 * 1000;

export const centrePath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));
