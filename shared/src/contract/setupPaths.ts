// Plain constants of the setup guide (issue 24), free of zod so the browser can use them without loading it.

/** The guide's steps, in the order it shows them. */
export const SETUP_STEPS = ['identidad', 'zonaHoraria', 'mapa', 'catalogos', 'colonias', 'equipo', 'difusion'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * Steps whose "done" the server reads from the cliente's data (a map centre, a tipo with an initial estatus,
 * a colonia, a second member); the others (identity, time zone, the public link) are done when the
 * administrator confirms them in the guide. Any step may be skipped, and resumed by marking it pending.
 */
export const SETUP_DATA_STEPS: readonly SetupStep[] = ['mapa', 'catalogos', 'colonias', 'equipo'];

/** A new administrator lands on the guide while one of these is pending (neither done nor skipped). */
export const SETUP_LANDING_STEPS: readonly SetupStep[] = ['mapa', 'catalogos'];

export const SETUP_PAGE = '/sig/configuracion';

/** Every path needs the `admin` permission of the caller's cliente. */
export const SETUP_PATHS = {
  /** GET: each step's state, computed from the cliente's data and the steps confirmed or skipped. */
  status: '/api/1.0/setup/status',
  /** PUT: confirm (`hecho`, not for data steps), skip (`omitido`) or resume (`pendiente`) one step. */
  step: '/api/1.0/setup/steps',
  /** POST: the demo's dependencias, tipos, estatus with transitions and orígenes, added once (by name). */
  starterCatalogs: '/api/1.0/setup/starter-catalogs',
  /** POST: colonias from CSV or GeoJSON text, in one transaction; a bad row refuses the file, naming the row. */
  colonias: '/api/1.0/setup/colonias',
} as const;

/** Text of an import larger than this is refused (the route's body limit is a little above). */
export const SETUP_COLONIAS_MAX_CHARS = 8_000_000;
/** Rows of one colonias import. */
export const SETUP_COLONIAS_MAX_ROWS = 5000;
