// Plain constants of the SIG catalogues, kept free of zod so the browser can use them without loading it.
import type { Permission } from '../permissions';

/** The catalogues of one cliente (domain §2), by their name in the API path. */
export const CATALOG_NAMES = [
  'dependencias',
  'modulos',
  'tiposreporte',
  'tipossolicitud',
  'estatusreporte',
  'estatussolicitud',
  'zonas',
  'colonias',
  'origenes',
] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

export const CATALOGS_BASE = '/api/1.0/sig/catalogos';

/** Who may write each catalogue (and read its history); reading needs only a session of the cliente. */
export const CATALOG_WRITE_PERMISSION: Record<CatalogName, Permission> = {
  dependencias: 'SigDependenciaEdit',
  modulos: 'SigDependenciaEdit',
  tiposreporte: 'SigEditarTipoReporte',
  tipossolicitud: 'SigEditarTipoSolicitud',
  estatusreporte: 'SigEstatusReporte',
  estatussolicitud: 'SigStatusSolicitudes',
  zonas: 'SigZonas',
  colonias: 'SigColonias',
  origenes: 'SigOrigens',
};

/**
 * GET list / POST on `list`; GET, PATCH, DELETE on `item`; GET `history` (the row's change history).
 * Fill `:id` with catalogPath.
 */
export const CATALOG_PATHS = Object.fromEntries(
  CATALOG_NAMES.map((name) => [
    name,
    { list: `${CATALOGS_BASE}/${name}`, item: `${CATALOGS_BASE}/${name}/:id`, history: `${CATALOGS_BASE}/${name}/:id/historial` },
  ]),
) as Record<CatalogName, { list: string; item: string; history: string }>;

/** Spec 7.4: the active tipos, unpaginated (what forms and filters offer). */
export const TIPOS_PATHS = {
  gettiporeporte: '/api/1.0/gettiporeporte',
  gettiposolicitud: '/api/1.0/gettiposolicitud',
} as const;

/** Fills `:id` of a CATALOG_PATHS entry. */
export const catalogPath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

export const CATALOG_PAGE_SIZE_DEFAULT = 25;
export const CATALOG_PAGE_SIZE_MAX = 100;
export const CATALOG_HISTORY_PAGE_SIZE = 50;
export const SLA_DIAS_MAX = 365;
/** Rings and positions of a polygon: enough for a detailed colonia, bounded to keep bodies small. */
export const POLYGON_MAX_RINGS = 20;
export const POLYGON_MAX_POSITIONS = 5000;
