// Plain constants of Logística (issue 28), free of zod so the browser (and the offline field kit) can use them without loading it.

const API = '/api/1.0/logistica';

/**
 * The staff API (product `logistica`; 403 product.disabled without it). "Lista" is LogisticaLista or
 * LogisticaEditar; "editar" is LogisticaEditar; "usuarios" is LogisticaUsers; the master `admin` always
 * passes. "Repartidor" is a user registered as delivery staff (LOG_PATHS.repartidores) who also holds
 * LogisticaLista or LogisticaEditar. Fill `:placeholders` with logPath. Writes on a delivery carry its
 * `version` (409 logistica.stale), except the field writes (proof, failure), which are idempotent on `clientId`.
 */
export const LOG_PATHS = {
  /** GET LogEntregasQuery → LogEntregasResponse (lista): deliveries paged and filtered on the server. POST LogNewEntregaBody → LogEntrega (201, editar): one. */
  entregas: `${API}/entregas`,
  /** GET LogEntregasQuery (no paging) → text/csv (lista): the same filters, one row per delivery, up to LOG_CSV_MAX. */
  entregasCsv: `${API}/entregas.csv`,
  /** GET LogEntregasQuery (no paging) → LogMapaResponse (lista): the filtered deliveries that have a place, up to LOG_MAP_MAX points. */
  mapa: `${API}/entregas/mapa`,
  /**
   * POST LogLoteBody → LogLoteResponse (201, editar): deliveries in bulk from a programme's roll, a registry
   * search or chosen habitantes, in one transaction. A habitante who already has that programme item in that
   * period is skipped (counted in `omitidas`), never given it twice.
   */
  lote: `${API}/entregas/lote`,
  /** POST LogAsignarBody → LogAsignarResponse (editar): to one repartidor, or `porZona` (each to the least-loaded active repartidor of its zona). */
  asignar: `${API}/entregas/asignacion`,
  /** GET → LogEntregaDetalle (lista): the delivery, its habitante, history, proof with its integrity, and the allowed moves. */
  entrega: `${API}/entregas/:id`,
  /** POST LogEstatusBody → LogEntregaDetalle (editar, or the assigned repartidor for `en_ruta`): pendiente ⇄ en_ruta, fallida → reprogramada. */
  estatus: `${API}/entregas/:id/estatus`,
  /**
   * POST LogPruebaBody → LogPruebaResponse (the assigned repartidor, or editar): the proof of delivery; the delivery
   * becomes `entregada`. Idempotent on `clientId` (a replay answers the same proof, `replay: true`). A second proof
   * with another clientId, or one racing it, is 409 logistica.ya_entregada: one delivery, one proof.
   */
  prueba: `${API}/entregas/:id/prueba`,
  /** POST LogFallidaBody → LogEntregaDetalle (the assigned repartidor, or editar): not delivered, with a reason. Idempotent on `clientId`. */
  fallida: `${API}/entregas/:id/fallida`,
  /** POST → LogCodigoResponse (editar): sends the one-time code again (a new one) by the habitante's e-mail or the outbox. */
  codigo: `${API}/entregas/:id/codigo`,
  /** GET → application/pdf (lista): the "acta de entrega" of a delivered one (409 logistica.not_delivered otherwise). */
  acta: `${API}/entregas/:id/acta.pdf`,
  /**
   * POST raw image bytes `?sha256=<hex>&tipo=foto|firma` → LogArchivo (201 new, 200 already stored; lista): a proof's
   * photo (JPEG, PNG, WebP) or signature (PNG). The server hashes the bytes and refuses a mismatch (400 logistica.hash on `sha256`).
   */
  archivos: `${API}/archivos`,
  /** GET (lista): one proof file's bytes, by its sha256. */
  archivo: `${API}/archivos/:sha256`,
  /** GET → LogMisEntregasResponse (repartidor): the caller's open deliveries with what the offline page needs (code hashes, places). */
  misEntregas: `${API}/mis-entregas`,
  /** GET → LogRepartidoresResponse (usuarios, or lista to read): delivery staff with zonas and today's load. */
  repartidores: `${API}/repartidores`,
  /** PUT LogRepartidorBody → LogRepartidor (usuarios): registers a user as delivery staff or changes their zonas / active. */
  repartidor: `${API}/repartidores/:userId`,
  /** GET `?q=` → LogCandidatosResponse (usuarios): the cliente's active staff users who can be registered (with LogisticaLista or LogisticaEditar). */
  candidatos: `${API}/repartidores/candidatos`,
  /** GET → ProgramasResponse (lista or usuarios): the registry's programmes, to make deliveries of (a coordinator need not hold SigMidb) and to filter by. */
  programas: `${API}/programas`,
  /** GET MidbSearchQuery → MidbListResponse (editar): the registry's search, to pick recipients; recorded as a registry read like SigMidb's. */
  habitantes: `${API}/habitantes`,
  /** GET LogAnalyticsQuery → LogAnalytics (lista or usuarios): figures computed in SQL. */
  analytics: `${API}/analytics`,
  /** GET LogAnalyticsQuery `&por=dia|zona|colonia|programa|repartidor` → text/csv (lista or usuarios). */
  analyticsCsv: `${API}/analytics.csv`,
} as const;

/** Fill `:name` placeholders of a logística path. */
export function logPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

// ---- states and their moves -------------------------------------------------------------------------------------

export const LOG_ESTADOS = ['pendiente', 'en_ruta', 'entregada', 'fallida', 'reprogramada'] as const;
export type LogEstado = (typeof LOG_ESTADOS)[number];

/**
 * Every allowed move. `entregada` only comes from a proof (LOG_PATHS.prueba) and `fallida` from LOG_PATHS.fallida;
 * the rest go through LOG_PATHS.estatus. A reprogramada delivery goes on a route again like a pending one.
 */
export const LOG_TRANSITIONS: Readonly<Record<LogEstado, readonly LogEstado[]>> = {
  pendiente: ['en_ruta', 'entregada', 'fallida'],
  en_ruta: ['pendiente', 'entregada', 'fallida'],
  fallida: ['reprogramada'],
  reprogramada: ['en_ruta', 'entregada', 'fallida'],
  entregada: [],
};
export const canLogMove = (from: LogEstado, to: LogEstado): boolean => LOG_TRANSITIONS[from].includes(to);
/** The targets LOG_PATHS.estatus takes. */
export const LOG_PLAIN_TARGETS = ['pendiente', 'en_ruta', 'reprogramada'] as const;
/** The states a proof or a failure may be recorded in (the delivery is still open). */
export const LOG_OPEN: readonly LogEstado[] = ['pendiente', 'en_ruta', 'reprogramada'];

/** Why a delivery failed. */
export const LOG_MOTIVOS_FALLO = ['no_encontrado', 'rechazada', 'domicilio_incorrecto', 'otro'] as const;
export type LogMotivoFallo = (typeof LOG_MOTIVOS_FALLO)[number];

/** How the recipient was verified: the one-time code, or (once BettaID cards exist, issue 29) the card's QR. */
export const LOG_VERIFICACION = ['codigo', 'credencial'] as const;
export type LogVerificacion = (typeof LOG_VERIFICACION)[number];

/** A proof as read now: its files still hash to what was stored, or not (or a file is missing). */
export const LOG_INTEGRIDAD = ['integra', 'alterada'] as const;
export type LogIntegridad = (typeof LOG_INTEGRIDAD)[number];

/** The kinds of a delivery's history (LogEvento), one payload per kind. */
export const LOG_EVENT_TYPES = ['creada', 'asignada', 'estatus', 'entregada', 'fallida', 'codigo'] as const;
export type LogEventType = (typeof LOG_EVENT_TYPES)[number];

/** The file kinds of a proof. */
export const LOG_ARCHIVO_TIPOS = ['foto', 'firma'] as const;
export type LogArchivoTipo = (typeof LOG_ARCHIVO_TIPOS)[number];

/** The groupings of the figures. */
export const LOG_ANALYTICS_POR = ['dia', 'zona', 'colonia', 'programa', 'repartidor'] as const;
export type LogAnalyticsPor = (typeof LOG_ANALYTICS_POR)[number];

// ---- figures and limits ------------------------------------------------------------------------------------------

export const LOG_PAGE_SIZE_DEFAULT = 25;
export const LOG_PAGE_SIZE_MAX = 100;
/** Deliveries one bulk creation or one assignment may touch. */
export const LOG_LOTE_MAX = 5000;
export const LOG_CSV_MAX = 50_000;
export const LOG_MAP_MAX = 5000;
/** Bytes of one proof photo or signature. */
export const LOG_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** Digits of the one-time code. */
export const LOG_CODIGO_DIGITS = 6;
/** A period: a month (YYYY-MM) by default; the same programme item goes to a habitante at most once per period. */
export const LOG_PERIODO_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A folio: L-<year>-<six digits>, per cliente and year. */
export const LOG_FOLIO_PATTERN = /^L-\d{4}-\d{6}$/;

/** The field kit's outbox kinds and snapshot of the delivery page (issue 25's kit, @sig/shared/field). */
export const LOG_FIELD = {
  prueba: 'logistica.prueba',
  fallida: 'logistica.fallida',
  snapshot: 'logistica.mis-entregas',
} as const;

/**
 * What the phone compares a typed code with while offline: sha256 of `${entregaId}:${codigo}` in hex. The server
 * checks the code itself again when the proof arrives (400 logistica.codigo on `verificacion.codigo`).
 */
export const logCodigoHashInput = (entregaId: string, codigo: string): string => `${entregaId}:${codigo.trim()}`;

/** The socket events of Logística (server → the cliente's logística staff). */
export const LOG_SOCKET_EVENTS = {
  /** LogEntregaCambio: a delivery changed state or was assigned. */
  cambio: 'logistica-cambio',
} as const;
