/**
 * The contract's EV_PUBLIC_PATHS and page links (shared/src/contract/eventosPaths.ts), written here so @sig/shared,
 * which every cold page loads, does not grow by them and the public pages need not load staff-ui for them (as the
 * bot's public chat does); publicPaths.test.ts holds them equal.
 */
export const EV_PUBLIC = {
  evento: '/api/1.0/public/:cliente/eventos/:eventoId',
  registros: '/api/1.0/public/:cliente/eventos/:eventoId/registros',
  boleto: '/api/1.0/boletos/:eventoId/:registroId',
  boletoQr: '/api/1.0/boletos/:eventoId/:registroId/qr.svg',
  cancelar: '/api/1.0/boletos/:eventoId/:registroId/cancelacion',
} as const;

/** The `:habitanteId` of the registration page when no habitante is known. */
export const SIN_HABITANTE = '-';

export const fillPath = (template: string, params: Record<string, string>): string => template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The ticket page (/ev/:id/:user/:tab?). */
export const boletoPage = (eventoId: string, registroId: string, tab?: 'boleto' | 'evento'): string =>
  `/ev/${encodeURIComponent(eventoId)}/${encodeURIComponent(registroId)}${tab ? `/${tab}` : ''}`;
