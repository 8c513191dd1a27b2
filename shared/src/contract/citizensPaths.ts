// Plain constants of the citizen-facing surface (issue 9), free of zod so the browser can use them without loading it.
import type { CaseKind } from './casePaths';

const API = '/api/1.0/public';

/**
 * The public API: no token, scoped by the cliente's slug in the path. `:cliente` is the slug
 * (e.g. `demo`). The reads marked CORS answer any origin (the embeddable map); the writes do not.
 */
export const PUBLIC_PATHS = {
  /** GET (CORS): name, logo, colours, map settings, "operación sin CURP", the public tipos of both kinds. */
  cliente: `${API}/:cliente`,
  /**
   * GET `?q=&lat=&lng=` (CORS): the municipalities that take reportes, found by name (accents and case
   * ignored) or nearest first to a position: how a citizen who does not know the slug picks theirs.
   */
  municipios: '/api/1.0/municipios',
  /** POST: register a habitante, or find the one already registered with that CURP (200 instead of 201). */
  habitantes: `${API}/:cliente/habitantes`,
  /** GET: a habitante by CURP (`:curp` normalized); 404 citizen.not_found. Answers the first name and the masked contacts a code can go to: never an id, which is no credential anyway. */
  habitanteByCurp: `${API}/:cliente/habitantes/curp/:curp`,
  /** POST {curp | habitanteId, canal?}: send a one-time code to the e-mail or phone on file (HabitanteCodeSent). */
  habitanteCode: `${API}/:cliente/habitantes/codigo`,
  /** POST {curp | habitanteId, codigo}: the code proves the person; answers a short-lived habitante session (HabitanteSession). */
  habitanteVerify: `${API}/:cliente/habitantes/verificar`,
  /** GET: a habitante by its unguessable id (any cliente: some citizen routes carry no cliente); answers id, first name and the cliente's slug. */
  habitante: `${API}/habitante/:id`,
  /** POST: file a reporte / a solicitud; answers the folio and a one-hour token to attach photos or documents. */
  file: { reporte: `${API}/:cliente/reportes`, solicitud: `${API}/:cliente/solicitudes` } satisfies Record<CaseKind, string>,
  /** POST raw bytes (`?nombre=&token=`): one photo or document of a case just filed. */
  fileUpload: `${API}/:cliente/casos/:id/archivos`,
  /**
   * GET (CORS): one case by folio (R-… or S-…), estatus and dates only. POST {codigo}: with the case's
   * follow code, also its tipo, description, place, due date, public photos, estatus history and public
   * notes (a wrong code answers as GET does).
   */
  follow: `${API}/:cliente/seguimiento/:folio`,
  /** POST {email, lang}: follow a folio by e-mail; a confirmation link is mailed (double opt-in). Answers 202 either way. */
  followSubscribe: `${API}/:cliente/seguimiento/:folio/seguir`,
  /** POST {token}: the confirmation link's token; the follower starts receiving the case's public changes. */
  followConfirm: `${API}/:cliente/seguir/confirmar`,
  /** POST {token}, or POST `?t=` with `List-Unsubscribe=One-Click` (RFC 8058): no more mails about that case. */
  followStop: `${API}/:cliente/seguir/baja`,
  /** GET `?e=&s=`: one public photo of a case, by the short-lived signed link a follow answer gave (PublicCaseDetalle.fotos). */
  photo: `${API}/:cliente/fotos/:fileId`,
  /** GET `?tipoId=&lat=&lng=`: open reportes of that public tipo near the place (NearbyResponse, without ids): the cards before filing. */
  nearby: `${API}/:cliente/reportes/cercanos`,
  /** POST {email?, lang}: "the same happens to me": one more report of that folio, and (with an e-mail) follow it. */
  support: `${API}/:cliente/seguimiento/:folio/apoyo`,
  /** GET (CORS): the reportes of public tipos as map points (PublicMapQuery). */
  map: `${API}/:cliente/reportes/mapa`,
  /** GET (CORS): the cliente's active colonias (id and name): the areas a citizen can follow. */
  colonias: `${API}/:cliente/colonias`,
  /**
   * POST {email, lang, colonia | lat+lng+radio, tipos?}: follow an area (a colonia, or a radius of 250 m to 2 km
   * around a point), optionally only some public tipos: a daily digest of new public reportes and their public
   * updates. A confirmation link is mailed (double opt-in). Answers 202 either way.
   */
  areaSubscribe: `${API}/:cliente/alertas`,
  /** POST {token}: the confirmation link's token; the area's daily digest starts. */
  areaConfirm: `${API}/:cliente/alertas/confirmar`,
  /** POST {token}, or POST `?t=` with `List-Unsubscribe=One-Click` (RFC 8058): no more digests of that area. */
  areaStop: `${API}/:cliente/alertas/baja`,
  /** GET (CORS) `?colonia=&lat=&lng=&radio=&tipos=a,b`: an Atom feed of the newest public reportes (AREA_FEED_SIZE), same filters as area alerts. */
  atom: `${API}/:cliente/reportes.atom`,
} as const;

/** The radii a citizen picks from (metres); the server takes any whole number of metres in between. */
export const AREA_RADII = [250, 500, 1000, 2000] as const;
export const AREA_RADIO_MIN = 250;
export const AREA_RADIO_MAX = 2000;
/** Entries of an Atom feed: the newest this many (no paging beyond it). */
export const AREA_FEED_SIZE = 50;
/** The cliente's local hour from which the day's digest goes out. */
export const AREA_DIGEST_HOUR = 7;

/** How long a public photo's signed link works: a follow page reloads it long before. */
export const PUBLIC_PHOTO_LINK_MINUTES = 60;

/** Photos or documents a citizen may attach to one filing (staff may add more later, up to CASE_FILES_MAX). */
export const PUBLIC_FILES_MAX = 3;
/** How long after filing the attachment token works. */
export const PUBLIC_UPLOAD_TOKEN_MINUTES = 60;
/** The request header that carries it: never the query string, which request logs and proxies keep. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
/** The request header carrying a habitante session (HabitanteSession.token): filing in a registered person's name needs it. */
export const HABITANTE_SESSION_HEADER = 'x-habitante-session';
/** How long a verified habitante session lasts. */
export const HABITANTE_SESSION_MINUTES = 60;
/** One-time codes: digits, validity, wrong tries allowed, and the wait before another can be sent. */
export const OTP_LENGTH = 6;
export const OTP_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
/** Follow codes: no 0/O, 1/I/L to misread from a paper or a phone call. */
export const FOLLOW_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const FOLLOW_CODE_LENGTH = 8;
/** A follow code as typed (lower case, spaces, the dash it is printed with) in its stored form. */
export const normalizeFollowCode = (text: string): string => text.replace(/[\s-]+/g, '').toUpperCase();
/** ABCD2345 → ABCD-2345: easier to read out and to copy by hand. */
export const formatFollowCode = (code: string): string => (code.length === FOLLOW_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code);
/** The honeypot field every public form carries, hidden from people; a filled one is refused (citizen.rejected). */
export const HONEYPOT_FIELD = 'website';
/** Public map points are capped: the newest this many. */
export const PUBLIC_MAP_MAX_POINTS = 20_000;

/** Fill `:name` placeholders of a public path. */
export function publicPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
