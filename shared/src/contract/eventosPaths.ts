// Plain constants of Eventos (issue 29), free of zod so the browser (and an offline door or checker) can use them without loading it.

const API = '/api/1.0/eventos';
/** The public event pages carry the cliente's slug (the `:clienteId` of /evento/:productId/:clienteId/:habitanteId/:tipoId). */
const PUBLIC = '/api/1.0/public/:cliente/eventos';
/** A ticket is reached by its event and its own unguessable id only (the /ev/:id/:user page has no slug): the link is the secret. */
const BOLETOS = '/api/1.0/boletos';

/**
 * The staff API (product `eventos`; 403 product.disabled without it). "Lista" is EventoList or EventoEdit;
 * "editar" is EventoEdit; the master `admin` always passes. Fill `:placeholders` with evPath. Event writes carry
 * its `version` (409 eventos.stale). Scans are idempotent on their device-made `clientId`.
 */
export const EV_PATHS = {
  /** GET EvEventosQuery → EvEventosResponse (lista): events paged on the server, with their counts. POST EvEventoBody → EvEventoDetalle (201, editar). */
  eventos: `${API}`,
  /** GET → EvEventoDetalle (lista): the event, its counts and history. PUT EvEventoUpdateBody → EvEventoDetalle (editar; more seats promote the waiting list). */
  evento: `${API}/:id`,
  /** GET EvRegistrosQuery → EvRegistrosResponse (lista): the event's registrations, paged and filtered on the server. */
  registros: `${API}/:id/registros`,
  /** GET EvRegistrosQuery (no paging) → text/csv (lista): the same filters, one row per registration, up to EV_CSV_MAX. */
  registrosCsv: `${API}/:id/registros.csv`,
  /** GET → EvRegistroDetalle (lista): one registration with its history. */
  registro: `${API}/:id/registros/:registroId`,
  /** POST EvCancelarBody → EvRegistroDetalle (editar): cancels a registration; a freed seat goes to the oldest waiting one (mailed). */
  cancelarRegistro: `${API}/:id/registros/:registroId/cancelacion`,
  /** POST EvScanBody → EvScanResult (lista): one scan at the door, online. A replay of the same clientId answers the same. */
  checkin: `${API}/:id/checkin`,
  /** GET → EvKit (lista): what a door needs to work offline: the cliente's published keys and every registration. */
  kit: `${API}/:id/kit`,
  /** POST EvScanLoteBody → EvScanLoteResponse (lista): a door's offline scans; the earliest scan of a ticket wins, the rest are reported. Idempotent per clientId. */
  lote: `${API}/:id/checkin/lote`,
} as const;

/** The public API: no account; only clientes with the product and published events (404 eventos.not_found otherwise). Limited per address. */
export const EV_PUBLIC_PATHS = {
  /** GET → EvPublicEvento: what anyone may know of a published event (no personal data). */
  evento: `${PUBLIC}/:eventoId`,
  /** POST EvRegistroBody → EvRegistroResponse (201 new, 200 the existing ticket of the same person). */
  registros: `${PUBLIC}/:eventoId/registros`,
  /** GET → EvBoleto: the ticket (holder's name, state, code, signed token). */
  boleto: `${BOLETOS}/:eventoId/:registroId`,
  /** GET → image/svg+xml: the ticket's QR (its signed token); 404 unless confirmed. */
  boletoQr: `${BOLETOS}/:eventoId/:registroId/qr.svg`,
  /** POST → EvBoleto: the holder cancels (the link is the secret); the seat goes to the oldest waiting one. */
  cancelar: `${BOLETOS}/:eventoId/:registroId/cancelacion`,
} as const;

/** Fill `:name` placeholders of an eventos path. */
export function evPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The product id in the public registration route /evento/:productId/:clienteId/:habitanteId/:tipoId. */
export const EV_PRODUCT_ID = 'eventos';
/** The `:habitanteId` of the public registration route when no habitante is known. */
export const EV_SIN_HABITANTE = '-';

/** The public registration page of an event (a habitante's own link carries their id). */
export const evRegistroPage = (clienteSlug: string, eventoId: string, habitanteId: string = EV_SIN_HABITANTE): string =>
  `/evento/${EV_PRODUCT_ID}/${encodeURIComponent(clienteSlug)}/${encodeURIComponent(habitanteId)}/${encodeURIComponent(eventoId)}`;
/** The ticket page (/ev/:id/:user). */
export const evBoletoPage = (eventoId: string, registroId: string): string => `/ev/${encodeURIComponent(eventoId)}/${encodeURIComponent(registroId)}`;

// ---- states -----------------------------------------------------------------------------------------------------

export const EV_ESTADOS = ['borrador', 'publicado', 'cancelado'] as const;
export type EvEstado = (typeof EV_ESTADOS)[number];

/** A registration: a seat, a place on the waiting list, or cancelled. Having come in is `checkin`, apart from this. */
export const EV_REGISTRO_ESTADOS = ['confirmado', 'espera', 'cancelado'] as const;
export type EvRegistroEstado = (typeof EV_REGISTRO_ESTADOS)[number];

/** The staff list's filter: a state, or confirmed and came in (`asistio`) / confirmed and not (yet) in (`sin_asistir`). */
export const EV_REGISTRO_FILTROS = ['confirmado', 'espera', 'cancelado', 'asistio', 'sin_asistir'] as const;
export type EvRegistroFiltro = (typeof EV_REGISTRO_FILTROS)[number];

/** Why registration is not open now (null when it is). `lleno`: no seat and no waiting list. */
export const EV_CIERRES = ['no_iniciado', 'cerrado', 'lleno', 'cancelado', 'terminado'] as const;
export type EvCierre = (typeof EV_CIERRES)[number];

/** How a person registered: found in the registry (by CURP or by their link), or by name and e-mail. */
export const EV_ORIGENES = ['padron', 'correo'] as const;
export type EvOrigen = (typeof EV_ORIGENES)[number];

/**
 * What a scan says. `valido`: checked in now. `ya_registrado`: came in before (when, by whom, which door).
 * `otro_evento`: a good ticket of another event. `cancelado`, `en_espera`: not a seat. `invalido`: a bad
 * signature, an unknown key, an unknown code, or not a ticket at all.
 */
export const EV_SCAN_RESULTADOS = ['valido', 'ya_registrado', 'otro_evento', 'cancelado', 'en_espera', 'invalido'] as const;
export type EvScanResultado = (typeof EV_SCAN_RESULTADOS)[number];

/** An offline scan on sync: it took the check-in, another scan had it first, or the ticket was refused (see `resultado`). */
export const EV_LOTE_ESTADOS = ['aceptado', 'duplicado', 'rechazado'] as const;
export type EvLoteEstado = (typeof EV_LOTE_ESTADOS)[number];

/** The kinds of the history (EvHistoria). */
export const EV_HISTORIA_TIPOS = ['creado', 'editado', 'registrado', 'cancelado', 'promovido', 'checkin'] as const;
export type EvHistoriaTipo = (typeof EV_HISTORIA_TIPOS)[number];

// ---- figures and limits ------------------------------------------------------------------------------------------

export const EV_PAGE_SIZE_DEFAULT = 25;
export const EV_PAGE_SIZE_MAX = 100;
export const EV_CSV_MAX = 50_000;
export const EV_CAPACIDAD_MAX = 100_000;
/** Scans in one offline batch. */
export const EV_LOTE_MAX = 2000;
/** Characters of a ticket's typed code, from EV_CODIGO_ALFABETO (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const EV_CODIGO_LENGTH = 8;
export const EV_CODIGO_ALFABETO = 'ACDEFGHJKMNPQRTUVWXY34679';
/** A typed code as the door normalises it: upper case, without spaces or dashes. */
export const evNormalizaCodigo = (codigo: string): string => codigo.toUpperCase().replace(/[\s-]/g, '');
/** A signed ticket is good until a day after its event ends. */
export const EV_TOKEN_GRACIA_S = 24 * 60 * 60;

/** The socket events of Eventos (server → the cliente's staff with EventoList or EventoEdit). */
export const EV_SOCKET_EVENTS = {
  /** EvCheckinCambio: a ticket was checked in (online or by a synced offline scan). */
  checkin: 'eventos-checkin',
} as const;
