// Plain constants of the registry's import (midb, issue 23), free of zod so the browser can use them without loading it.

const API = '/api/1.0/midb/imports';

/** Fill `:id` with midbImportPath. Every path needs the `midb` product, the cliente's `cover_midb` and SigMidb. */
export const MIDB_IMPORT_PATHS = {
  /**
   * POST: upload a CSV or XLSX file as the raw body (`?nombre=<file name>`), answered 201 with the import's id;
   * its rows are then validated and matched in the background. GET: the cliente's latest imports.
   */
  imports: API,
  /** GET: state, progress, counts, the columns with their mapping and a preview, and one page of rows (MidbImportQuery). */
  import: `${API}/:id`,
  /** PUT: which field each column fills (remembered for the cliente's next files); validates again. */
  mapping: `${API}/:id/mapping`,
  /** POST: merge, skip or create for some rows or for every row it applies to. */
  decisions: `${API}/:id/decisions`,
  /** POST: write every accepted row in one transaction, in the background (202); GET the import for its progress. */
  commit: `${API}/:id/commit`,
  /** GET: the file's columns and rows with two more columns, Resultado and Motivo. */
  report: `${API}/:id/report.csv`,
} as const;

export const midbImportPath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

/** Files of this size or more are refused (midb.import_too_big). */
export const MIDB_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** A file with more columns than this is refused (midb.import_columns). */
export const MIDB_IMPORT_MAX_COLUMNS = 100;
/** Values of each column shown beside its mapping. */
export const MIDB_IMPORT_PREVIEW_ROWS = 5;
export const MIDB_IMPORT_PAGE_SIZE_MAX = 200;
/** Rows one decision names at most (a larger set: decide "for all" of a kind). */
export const MIDB_IMPORT_DECISION_ROWS_MAX = 1000;

/** The habitante fields a column can fill. apellidoPaterno and apellidoMaterno are joined into apellidos. */
export const MIDB_IMPORT_FIELDS = [
  'curp',
  'nombre',
  'apellidos',
  'apellidoPaterno',
  'apellidoMaterno',
  'fechaNacimiento',
  'sexo',
  'telefono',
  'email',
  'direccion',
  'colonia',
  'consentimiento',
  'sinCurpMotivo',
] as const;
export type MidbImportField = (typeof MIDB_IMPORT_FIELDS)[number];

/**
 * mapeo: rows stored, the columns need a mapping (nombre and apellidos at least); validando: checking every
 * row and matching it against the registry; lista: decisions can be made, then commit; guardando: the
 * commit's one transaction is running; terminada: written; fallida: nothing was written (see `error`).
 */
export const MIDB_IMPORT_ESTADOS = ['mapeo', 'validando', 'lista', 'guardando', 'terminada', 'fallida'] as const;
export type MidbImportEstado = (typeof MIDB_IMPORT_ESTADOS)[number];

/** merge fills the registry's empty fields only (a different value is reported, never overwritten). */
export const MIDB_IMPORT_DECISIONS = ['merge', 'skip', 'create'] as const;
export type MidbImportDecision = (typeof MIDB_IMPORT_DECISIONS)[number];

/** nueva: nobody in the registry; curp: the same CURP (the same person); posible: a possible duplicate by name, birth date and colonia. */
export const MIDB_IMPORT_TIPOS = ['nueva', 'curp', 'posible'] as const;
export type MidbImportTipo = (typeof MIDB_IMPORT_TIPOS)[number];

export const MIDB_IMPORT_RESULTADOS = ['creada', 'fusionada', 'sin_cambios', 'omitida', 'rechazada'] as const;
export type MidbImportResultado = (typeof MIDB_IMPORT_RESULTADOS)[number];

/** Which rows a page shows. */
export const MIDB_IMPORT_VISTAS = ['todas', 'rechazadas', 'nuevas', 'curp', 'posibles', 'sin_decidir', 'sin_cambios'] as const;
export type MidbImportVista = (typeof MIDB_IMPORT_VISTAS)[number];

/** The two columns the report adds to the file's own. */
export const MIDB_IMPORT_REPORT_COLUMNS = ['Resultado', 'Motivo'] as const;
