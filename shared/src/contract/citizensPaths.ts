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
  /** POST: register a habitante, or find the one already registered with that CURP (200 instead of 201). */
  habitantes: `${API}/:cliente/habitantes`,
  /** GET: a habitante by CURP (`:curp` normalized); 404 citizen.not_found. Answers only id and first name. */
  habitanteByCurp: `${API}/:cliente/habitantes/curp/:curp`,
  /** GET: a habitante by its unguessable id (any cliente: some citizen routes carry no cliente); answers id, first name and the cliente's slug. */
  habitante: `${API}/habitante/:id`,
  /** POST: file a reporte / a solicitud; answers the folio and a one-hour token to attach photos or documents. */
  file: { reporte: `${API}/:cliente/reportes`, solicitud: `${API}/:cliente/solicitudes` } satisfies Record<CaseKind, string>,
  /** POST raw bytes (`?nombre=&token=`): one photo or document of a case just filed. */
  fileUpload: `${API}/:cliente/casos/:id/archivos`,
  /** GET (CORS): the public view of one case by folio (R-… or S-…): estatus, dates, public notes. */
  follow: `${API}/:cliente/seguimiento/:folio`,
  /** GET (CORS): the reportes of public tipos as map points (PublicMapQuery). */
  map: `${API}/:cliente/reportes/mapa`,
} as const;

/** Photos or documents a citizen may attach to one filing (staff may add more later, up to CASE_FILES_MAX). */
export const PUBLIC_FILES_MAX = 3;
/** How long after filing the attachment token works. */
export const PUBLIC_UPLOAD_TOKEN_MINUTES = 60;
/** The request header that carries it: never the query string, which request logs and proxies keep. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
/** The honeypot field every public form carries, hidden from people; a filled one is refused (citizen.rejected). */
export const HONEYPOT_FIELD = 'website';
/** Public map points are capped: the newest this many. */
export const PUBLIC_MAP_MAX_POINTS = 20_000;

/** Fill `:name` placeholders of a public path. */
export function publicPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
