// Plain constants of BettaID (issue 29), free of zod so the browser (and an offline door or checker) can use them without loading it.

const API = '/api/1.0/bettaid';

/**
 * The staff API (product `bettaid`; 403 product.disabled without it). Every route needs BettaIdEdit (the master
 * `admin` always passes). Fill `:placeholders` with btPath. Writes on a template or a card carry its `version`
 * (409 bettaid.stale).
 */
export const BT_PATHS = {
  /** GET BtPlantillasQuery → BtPlantillasResponse: the cliente's card templates, paged. POST BtNewPlantillaBody → BtPlantilla (201). */
  plantillas: `${API}/plantillas`,
  /** GET → BtPlantilla. PUT BtUpdatePlantillaBody → BtPlantilla (send only the changed fields with the version read). */
  plantilla: `${API}/plantillas/:id`,
  /**
   * PUT raw image bytes (JPEG, PNG or WebP, up to BT_LOGO_MAX_BYTES) `?version=` → BtPlantilla: the template's own logo.
   * DELETE `?version=` → BtPlantilla: back to the cliente's logo. GET → the image (or 404 when the template has none).
   */
  plantillaLogo: `${API}/plantillas/:id/logo`,
  /**
   * GET BtCredencialesQuery → BtCredencialesResponse: cards paged and filtered on the server.
   * POST BtEmitirBody → BtCredencialDetalle (201): issue a card to a habitante of the registry. A habitante holds at
   * most one vigente card per template: the old one is revoked (motivo `reemplazada`) in the same transaction.
   */
  credenciales: `${API}/credenciales`,
  /** GET → BtCredencialDetalle: one card with its habitante, history and QR. PUT BtUpdateCredencialBody → BtCredencialDetalle: its validity or photo. */
  credencial: `${API}/credenciales/:id`,
  /** POST BtRevocarBody → BtCredencialDetalle: revoked at once (409 bettaid.revocada when it already is); recorded with author, time and reason. */
  revocar: `${API}/credenciales/:id/revocacion`,
  /** GET → application/pdf: the card at ID-1 size, front and back (vertical templates are portrait). Each print is recorded (`impresa`). */
  pdf: `${API}/credenciales/:id/credencial.pdf`,
  /**
   * POST raw image bytes `?sha256=<hex>` → BtFoto (201 new, 200 already stored): a holder's photo (JPEG, PNG or WebP, up
   * to BT_FOTO_MAX_BYTES). The server hashes the bytes and refuses a mismatch (400 bettaid.hash on `sha256`).
   */
  fotos: `${API}/fotos`,
  /** GET: one photo's bytes, by its sha256. */
  foto: `${API}/fotos/:sha256`,
  /** GET MidbSearchQuery → MidbListResponse: the registry's search, to pick the holder (recorded as a registry read). */
  habitantes: `${API}/habitantes`,
  /** GET `?plantillaId=` → BtHabitanteResponse: one habitante (the `/bettaid/rg/:id/:user` page) with their cards, newest first. */
  habitante: `${API}/habitantes/:habitanteId`,
} as const;

const PUBLIC = `${API}/public`;

/**
 * The public API: no token, a per-address rate limit. Answers carry the holder's name and photo and nothing else
 * personal (no CURP, birth date, address, phone, e-mail), except the holder's own card, which needs their session.
 *
 * Checking a card offline (a door, an app): the card's QR is `${publicUrl}/btid/<cardId>?s=<token>` where the token
 * is `SIG1.C.<clienteId>.<plantillaId>.<cardId>.<exp base36>.<kid>.<sig>` (shared/contract/firmas.ts). A checker
 * keeps two downloads per cliente: its keys (FIRMA_PATHS.claves, current and retired) and its revocation list
 * (BT_PUBLIC_PATHS.revocadas, refreshed every BT_REVOCADAS_MAX_AGE_S or so). Then, with no server:
 * verifyFirma(token, claves, now) says genuine and unexpired (`exp` is the card's expiry), the card id is looked up
 * in `revocadas`, and the card is vigente when both pass. A card revoked after the list was fetched reads vigente
 * until the next refresh: that window is the list's age.
 */
export const BT_PUBLIC_PATHS = {
  /**
   * GET `?s=<token>` → BtVerificacion: the card's state, the holder's name, the photo's URL and the cliente; with `s`,
   * also whether that QR token is genuine for this card (`firma`). 404 bettaid.not_found for an unknown id.
   */
  verificacion: `${PUBLIC}/btid/:id`,
  /** GET: the holder's photo for the verification page (404 once the card is revoked: see BtVerificacion.fotoUrl). */
  foto: `${PUBLIC}/btid/:id/foto`,
  /** GET: a template's own logo (public: it is printed on every card). */
  logo: `${PUBLIC}/plantillas/:plantillaId/logo`,
  /**
   * GET → BtRevocadasResponse (Cache-Control max-age BT_REVOCADAS_MAX_AGE_S): the cliente's revoked cards that have not
   * expired yet (an expired card's token fails verifyFirma anyway, so the list stays short). `:clienteId` is the
   * cliente's id, as in the token. 404 bettaid.cliente_not_found for a cliente without BettaID.
   */
  revocadas: `${PUBLIC}/:clienteId/revocadas`,
  /**
   * GET → BtMiCredencial: the holder's own current card of template `:tipoId` (the citizen page
   * `/bettaid/bettaid/:clienteId/:habitanteId/:tipoId`; `:cliente` is the cliente's slug). Needs the habitante's
   * session (PUBLIC_PATHS.habitanteVerify, sent in HABITANTE_SESSION_HEADER) for that same habitante: 401
   * bettaid.sesion without it. 404 bettaid.sin_credencial when they have no card of that template.
   */
  miCredencial: `${PUBLIC}/:cliente/habitantes/:habitanteId/credenciales/:tipoId`,
  /** GET → application/pdf: the same card's PDF, with the same session. */
  miCredencialPdf: `${PUBLIC}/:cliente/habitantes/:habitanteId/credenciales/:tipoId/credencial.pdf`,
} as const;

/** Fill `:name` placeholders of a BettaID path. */
export function btPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The public verification page a card's QR opens (the app's route, not the API). */
export const btVerificationUrl = (publicUrl: string, cardId: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/btid/${encodeURIComponent(cardId)}?s=${encodeURIComponent(token)}`;

// ---- states ------------------------------------------------------------------------------------------------------

/** A card as read now: vigente until its expiry, then vencida; revocada from its revocation on (whatever the date). */
export const BT_ESTADOS = ['vigente', 'vencida', 'revocada'] as const;
export type BtEstado = (typeof BT_ESTADOS)[number];

/**
 * What a QR's `s` says about this card: `genuina` (signed by the cliente for this card and template), `falsificada`
 * (malformed, another card's, altered, or a signature that does not verify), or `ausente` (no `s` given).
 * An expired token whose signature is right is still `genuina`: the card's `estado` says vencida.
 */
export const BT_FIRMA_ESTADOS = ['genuina', 'falsificada', 'ausente'] as const;
export type BtFirmaEstado = (typeof BT_FIRMA_ESTADOS)[number];

export const BT_ORIENTACIONES = ['horizontal', 'vertical'] as const;
export type BtOrientacion = (typeof BT_ORIENTACIONES)[number];

/**
 * The holder's fields a template may show on the front, in the order printed. `nombre` is always printed; the rest
 * come from the registry when the card is printed (`vigencia` and `folio` from the card).
 */
export const BT_CAMPOS = ['nombre', 'curp', 'fechaNacimiento', 'sexo', 'colonia', 'direccion', 'folio', 'emision', 'vigencia'] as const;
export type BtCampo = (typeof BT_CAMPOS)[number];

/** Why a card was revoked: `reemplazada` only the server gives (a new card of the same template was issued). */
export const BT_MOTIVO_REEMPLAZADA = 'reemplazada';

/** The kinds of a card's history. */
export const BT_EVENT_TYPES = ['emitida', 'editada', 'impresa', 'revocada'] as const;
export type BtEventType = (typeof BT_EVENT_TYPES)[number];

// ---- figures and limits ------------------------------------------------------------------------------------------

export const BT_PAGE_SIZE_DEFAULT = 25;
export const BT_PAGE_SIZE_MAX = 100;
export const BT_VIGENCIA_MESES_DEFAULT = 36;
export const BT_VIGENCIA_MESES_MAX = 120;
export const BT_FOTO_MAX_BYTES = 5 * 1024 * 1024;
export const BT_LOGO_MAX_BYTES = 1024 * 1024;
export const BT_BACK_TEXT_MAX = 400;
/** Seconds a revocation list may be cached. */
export const BT_REVOCADAS_MAX_AGE_S = 60;
/** A folio: B-<year>-<six digits>, per cliente and year. */
export const BT_FOLIO_PATTERN = /^B-\d{4}-\d{6}$/;

/** ID-1 (ISO/IEC 7810) in PDF points: 85.60 × 53.98 mm. */
export const BT_ID1_PT = { ancho: 242.65, alto: 153.01 } as const;
