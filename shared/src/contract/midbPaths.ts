// Plain constants of the citizen registry (midb, issue 23), free of zod so the browser can use them without loading it.

const API = '/api/1.0/midb';

/** Fill `:id` (and `:habitanteId`) with midbPath. Every path needs the `midb` product and the cliente's `cover_midb`. */
export const MIDB_PATHS = {
  /** GET: the registry, filtered and paged (SigMidb). POST: a new habitante (SigMidb; without CURP also SigOperacionSinCurp). */
  habitantes: `${API}/habitantes`,
  /** GET: the filtered set as CSV (SigMidb), audited with its filters and row count. */
  export: `${API}/habitantes.csv`,
  /** GET: one habitante with their programmes, audited (SigVerPersona or SigMidb). PATCH: change it (SigMidb). */
  habitante: `${API}/habitantes/:id`,
  /** GET: habitantes per colonia for the filters, counted in SQL (SigMidb). */
  mapa: `${API}/mapa`,
  /** GET: the located habitantes inside a box (`bbox=west,south,east,north`) for the map at high zoom (SigMidb), at most MIDB_POINTS_MAX. */
  puntos: `${API}/mapa/puntos`,
  /** GET: the cliente's programmes with their rolls' sizes; POST: a new one (SigMidb). */
  programas: `${API}/programas`,
  /** GET one; PATCH its name, description or whether it is active (SigMidb). */
  programa: `${API}/programas/:id`,
  /** GET: the roll, paged; POST: enrol habitantes, by id or every one a registry filter finds (SigMidb). */
  inscripciones: `${API}/programas/:id/inscripciones`,
  /** GET: the roll as CSV (SigMidb), audited. */
  rollExport: `${API}/programas/:id/inscripciones.csv`,
  /** POST: end one habitante's enrolment, with a reason (SigMidb). */
  baja: `${API}/programas/:id/inscripciones/:habitanteId/baja`,
} as const;

export const midbPath = (path: string, params: { id: string; habitanteId?: string }): string =>
  path.replace(':id', encodeURIComponent(params.id)).replace(':habitanteId', encodeURIComponent(params.habitanteId ?? ''));

export const MIDB_PAGE_SIZE_DEFAULT = 25;
export const MIDB_PAGE_SIZE_MAX = 100;
/**
 * The registry's lists count at most this many: past it a list says "more than" (totalExact false). Counting
 * half a million people on every page would cost more than the page; a clerk narrows the search instead.
 */
export const MIDB_COUNT_MAX = 1_000;
/** Rows one CSV export carries at most; the file says so in its last line when the filter finds more. */
export const MIDB_EXPORT_MAX = 100_000;
/** Habitantes one "enrol the filtered search" adds at most; a larger set must be narrowed first. */
export const MIDB_ENROL_MAX = 20_000;
/** Points one map box answers at most (`truncated` says when there are more: zoom in). */
export const MIDB_POINTS_MAX = 2_000;
/** The sexes a habitante is recorded with (the contract's SEXOS, zod-free for the filters). */
export const MIDB_SEXOS = ['H', 'M', 'X'] as const;
export const MIDB_CONSENT = ['si', 'no'] as const;

/** The audit actions of the registry (admin_audit). A programme's history is the audit of entity `programa` (ADMIN_PATHS.audit, SigMidb). */
export const MIDB_AUDIT = {
  export: 'midb.export',
  /** A page of the registry or a box of its map: names with CURP, phone or place. */
  consulta: 'midb.consulta',
  programaCreate: 'programa.create',
  programaUpdate: 'programa.update',
  enrol: 'programa.enrol',
  unenrol: 'programa.unenrol',
  rollExport: 'programa.roll_export',
  /** An import's report downloaded: the file's rows with their result, personal data included. */
  importReport: 'midb.import_report',
} as const;
