// Plain constants of Transparencia (issue 26), free of zod so the browser can use them without loading it.

const API = '/api/1.0/transparencia';
const PUBLIC = '/api/1.0/public/:cliente/transparencia';

/**
 * The staff API. Every path needs the `transparencia` product of the caller's cliente (403 product.disabled)
 * and the permission named (the master `admin` always passes). "Worker" is Transparencia or TransparenciaAdm.
 * Fill `:id`, `:docId`, `:fecha` with transpPath. Writes on a request carry its `version` (409 transparencia.stale).
 */
export const TRANSP_PATHS = {
  /** GET TranspInboxQuery → TranspInboxResponse (worker): the inbox, paged and filtered on the server. */
  solicitudes: `${API}/solicitudes`,
  /** GET → TranspDetail (worker): the request with its explanation, notes, documents, history and the allowed moves. */
  solicitud: `${API}/solicitudes/:id`,
  /** POST TranspEstatusBody → TranspDetail (worker): a plain move (PROCESO, DESECHADA, CANCELADA) along TRANSP_TRANSITIONS. */
  estatus: `${API}/solicitudes/:id/estatus`,
  /** POST TranspNoteBody → TranspDetail (worker): an internal note. */
  notas: `${API}/solicitudes/:id/notas`,
  /** POST TranspPrevencionBody → TranspDetail (worker): ask the requester to clarify; the clock stops (→ EN_PREVENCION). */
  prevencion: `${API}/solicitudes/:id/prevencion`,
  /** POST TranspAmpliacionBody → TranspDetail (TransparenciaAdm): the one extension, with a reason (→ EN_AMPLIACION). */
  ampliacion: `${API}/solicitudes/:id/ampliacion`,
  /** POST TranspRespuestaBody → TranspDetail (worker): the answer with its PDF documents (→ TERMINADA; the documents become public). */
  respuesta: `${API}/solicitudes/:id/respuesta`,
  /** POST TranspAsignarBody → TranspDetail (TransparenciaAdm): the unit that works it (null: none). */
  asignar: `${API}/solicitudes/:id/asignacion`,
  /** POST raw PDF bytes `?nombre=` → TranspDocumento (worker): a document for the answer (sniffed: PDF only, 400 otherwise). */
  documentos: `${API}/solicitudes/:id/documentos`,
  /** GET (worker): one document's bytes, or a citizen's attachment. DELETE (worker): a document not yet part of an answer. */
  documento: `${API}/solicitudes/:id/documentos/:docId`,
  /** GET → TranspSettings (worker); PUT TranspSettingsBody → TranspSettings (TransparenciaAdm). A change of figures recomputes the open requests. */
  ajustes: `${API}/ajustes`,
  /** GET → TranspHolidaysResponse (worker); POST TranspHolidayBody → TranspHolidayChange (TransparenciaAdm): adds one and recomputes. */
  inhabiles: `${API}/inhabiles`,
  /** DELETE → TranspHolidayChange (TransparenciaAdm): removes that day (`:fecha` YYYY-MM-DD) and recomputes. */
  inhabil: `${API}/inhabiles/:fecha`,
  /** POST TranspFederalBody → TranspHolidayChange (TransparenciaAdm): Mexico's federal holidays of that year (those missing), recomputing once. */
  inhabilesFederales: `${API}/inhabiles/federales`,
  /** GET → TranspUnitsResponse (worker); POST TranspUnitBody → TranspUnit (TransparenciaAdm). */
  unidades: `${API}/unidades`,
  /** PATCH TranspUnitUpdateBody → TranspUnit; DELETE → TranspUnitDeleted: a unit with requests is deactivated, not deleted (TransparenciaAdm). */
  unidad: `${API}/unidades/:id`,
  /** GET TranspReportQuery → TranspReport (TransparenciaAdm): per unit, received / answered on time / extended / overdue in a period. */
  reporte: `${API}/reportes`,
  /** GET TranspReportQuery: the same as CSV (one row per unit and a total; TransparenciaAdm). */
  reporteCsv: `${API}/reportes.csv`,
} as const;

/** The public API: no account, the cliente's slug in the path, only clientes with the product (404 otherwise). */
export const TRANSP_PUBLIC_PATHS = {
  /** POST TranspFilingBody → TranspFilingResponse (201): a new request; answers the folio, the follow code, the due date and its explanation. */
  solicitudes: `${PUBLIC}/solicitudes`,
  /** GET `?code=` → TranspPublicThread: the request by folio and follow code, never the requester's personal data. */
  solicitud: `${PUBLIC}/solicitudes/:folio`,
  /** POST raw bytes `?nombre=` with UPLOAD_TOKEN_HEADER (the filing's uploadToken): one attachment (PDF, JPEG or PNG), up to TRANSP_PUBLIC_FILES_MAX. */
  adjuntos: `${PUBLIC}/solicitudes/:folio/adjuntos`,
  /** POST TranspReplyBody → TranspPublicThread: the requester's reply to the prevención; the clock resumes. */
  respuestaPrevencion: `${PUBLIC}/solicitudes/:folio/prevencion`,
  /** GET `?code=`: one public document of the answer (only once TERMINADA). */
  documento: `${PUBLIC}/solicitudes/:folio/documentos/:docId`,
  /** POST TranspUnsubscribeBody, or POST `?t=` with `List-Unsubscribe=One-Click` (RFC 8058): no more mails about that request. */
  baja: `${PUBLIC}/baja`,
} as const;

/** Fill `:name` placeholders of a transparencia path (staff or public). */
export function transpPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The public pages carry the cliente's slug in the query (`?cliente=demo`): their routes
 * (/transparencia/externo/:tab?, /transparencia/peticion/:id) have no place for it. `:id` is the folio.
 */
export const TRANSP_CLIENTE_PARAM = 'cliente';
/** The query of the thread page a mail's unsubscribe link carries (`&baja=<token>`): the page POSTs it to TRANSP_PUBLIC_PATHS.baja. */
export const TRANSP_UNSUBSCRIBE_PARAM = 'baja';
/** The thread page of a folio (the follow code is typed there, never put in a link). */
export const transpThreadPage = (slug: string, folio: string): string =>
  `/transparencia/peticion/${encodeURIComponent(folio)}?${TRANSP_CLIENTE_PARAM}=${encodeURIComponent(slug)}`;
/** The filing page of a cliente. */
export const transpFilingPage = (slug: string): string => `/transparencia/externo?${TRANSP_CLIENTE_PARAM}=${encodeURIComponent(slug)}`;

// ---- statuses and their moves (data, used by the server's rules and the page's buttons) -----------------------

export const TRANSP_ESTATUS = ['INICIO', 'PROCESO', 'EN_PREVENCION', 'EN_AMPLIACION', 'TERMINADA', 'DESECHADA', 'CANCELADA'] as const;
export type TranspEstatus = (typeof TRANSP_ESTATUS)[number];

/** Statuses that close a request: no due date is watched any more, nothing moves it again. */
export const TRANSP_FINAL: readonly TranspEstatus[] = ['TERMINADA', 'DESECHADA', 'CANCELADA'];
export const isTranspFinal = (estatus: TranspEstatus): boolean => TRANSP_FINAL.includes(estatus);

/**
 * Every allowed move. EN_PREVENCION → PROCESO is the requester's reply (or staff recording a reply received
 * on paper); EN_PREVENCION → DESECHADA is a prevención left unanswered. The extension and the prevención
 * happen at most once per request (the server answers 409 otherwise).
 */
export const TRANSP_TRANSITIONS: Readonly<Record<TranspEstatus, readonly TranspEstatus[]>> = {
  INICIO: ['PROCESO', 'EN_PREVENCION', 'TERMINADA', 'DESECHADA', 'CANCELADA'],
  PROCESO: ['EN_PREVENCION', 'EN_AMPLIACION', 'TERMINADA', 'DESECHADA', 'CANCELADA'],
  EN_PREVENCION: ['PROCESO', 'DESECHADA', 'CANCELADA'],
  EN_AMPLIACION: ['TERMINADA', 'CANCELADA'],
  TERMINADA: [],
  DESECHADA: [],
  CANCELADA: [],
};

/** The moves that need their own action (and body) instead of TRANSP_PATHS.estatus. */
export const TRANSP_ACTION_OF: Readonly<Partial<Record<TranspEstatus, 'prevencion' | 'ampliacion' | 'respuesta'>>> = {
  EN_PREVENCION: 'prevencion',
  EN_AMPLIACION: 'ampliacion',
  TERMINADA: 'respuesta',
};
/** The targets TRANSP_PATHS.estatus takes; DESECHADA and CANCELADA need a `motivo`. */
export const TRANSP_PLAIN_TARGETS = ['PROCESO', 'DESECHADA', 'CANCELADA'] as const;
export const TRANSP_MOTIVO_REQUIRED: readonly TranspEstatus[] = ['DESECHADA', 'CANCELADA'];

export const canTranspMove = (from: TranspEstatus, to: TranspEstatus): boolean => TRANSP_TRANSITIONS[from].includes(to);

/** The formats a requester may prefer for the information. */
export const TRANSP_FORMATOS = ['electronico', 'copia_simple', 'copia_certificada', 'consulta_directa', 'otro'] as const;
export type TranspFormato = (typeof TRANSP_FORMATOS)[number];

// ---- history ------------------------------------------------------------------------------------------------

/** The kinds of a request's history (TranspEvent), one payload per kind. */
export const TRANSP_EVENT_TYPES = ['creada', 'estatus', 'asignacion', 'nota', 'prevencion', 'reanudada', 'ampliacion', 'respuesta', 'documento', 'vencimiento', 'correo'] as const;
export type TranspEventType = (typeof TRANSP_EVENT_TYPES)[number];

/** Why a due date was recomputed (the `vencimiento` event's `motivo.tipo`). */
export const TRANSP_RECOMPUTE_REASONS = ['inhabil_agregado', 'inhabil_quitado', 'ajustes'] as const;
export type TranspRecomputeReason = (typeof TRANSP_RECOMPUTE_REASONS)[number];

/** The mails a requester receives (when they gave an e-mail): the `correo` event's `despues.mail`. */
export const TRANSP_MAILS = ['recibida', 'prevencion', 'ampliacion', 'respuesta'] as const;
export type TranspMail = (typeof TRANSP_MAILS)[number];

// ---- the deadline's explanation -----------------------------------------------------------------------------

/** Why a day in the counted span did not count. */
export const TRANSP_SKIP_REASONS = ['weekend', 'holiday'] as const;
export type TranspSkipReason = (typeof TRANSP_SKIP_REASONS)[number];

// ---- figures and limits ------------------------------------------------------------------------------------------

/** The figures a cliente starts with (a law's own figures replace them in the settings). */
export const TRANSP_DEFAULT_FIGURES = {
  /** Business days to answer, counted from the day after the request counts as received. */
  respuestaDias: 20,
  /** Business days one extension adds (at most once). */
  ampliacionDias: 10,
  /** Business days after receipt within which a prevención may be sent. */
  prevencionDias: 5,
  /** Business days the requester has to answer a prevención. */
  plazoCiudadanoDias: 10,
  /** Local time from which a filing counts as received the next business day (HH:MM, 24 h). */
  horaCorte: '15:00',
  /** Business days before the due date from which the inbox calls a request "due soon". */
  proximoDias: 3,
} as const;

export const TRANSP_PAGE_SIZE_DEFAULT = 25;
export const TRANSP_PAGE_SIZE_MAX = 100;
/** Attachments a requester may add to one filing (PDF, JPEG, PNG). */
export const TRANSP_PUBLIC_FILES_MAX = 3;
/** Bytes of one document or attachment. */
export const TRANSP_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Documents of one request (answer documents and attachments together). */
export const TRANSP_DOCS_MAX = 20;
/** The first year Mexico's federal holidays can be loaded for, and how far ahead. */
export const TRANSP_FEDERAL_YEARS = { min: 2020, aheadMax: 5 } as const;
/** A folio: T-<year>-<six digits>, per cliente and year, never reused. */
export const TRANSP_FOLIO_PATTERN = /^T-\d{4}-\d{6}$/;
