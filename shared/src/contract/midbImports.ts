import { z } from 'zod';

import {
  MIDB_IMPORT_DECISIONS,
  MIDB_IMPORT_DECISION_ROWS_MAX,
  MIDB_IMPORT_ESTADOS,
  MIDB_IMPORT_FIELDS,
  MIDB_IMPORT_MAX_COLUMNS,
  MIDB_IMPORT_PAGE_SIZE_MAX,
  MIDB_IMPORT_RESULTADOS,
  MIDB_IMPORT_TIPOS,
  MIDB_IMPORT_VISTAS,
} from './midbImportPaths';
import { SingleLine, StoredText } from './text';

/*
 * The registry's import (midb, issue 23): a CSV or XLSX file is uploaded, its columns mapped to fields, every
 * row validated (CURP, dates, phone, colonia, duplicates inside the file) and matched against the registry
 * (an exact CURP is the same person; without one, name + birth date + colonia give possible duplicates, never
 * merged without a decision). The clerk decides merge, skip or create per row or for all; the commit writes
 * every accepted row in one transaction or none; the report gives each row its result and reason.
 */

export * from './midbImportPaths';

/** The error codes of the import (the `code` of an ApiError) with the server's Spanish message: what to do. */
export const MIDB_IMPORT_ERRORS = {
  'midb.import_not_found': 'No existe esa importación en este municipio.',
  'midb.import_type': 'Ese tipo de archivo no se puede importar: guárdalo como CSV (UTF-8) o como libro de Excel (.xlsx) y vuelve a subirlo.',
  'midb.import_old_excel': 'Es un libro de Excel antiguo (.xls): ábrelo en Excel, guárdalo como «Libro de Excel (.xlsx)» o «CSV UTF-8» y vuelve a subirlo.',
  'midb.import_broken': 'El libro de Excel está dañado o protegido con contraseña: ábrelo, quita la contraseña, guárdalo de nuevo y vuelve a subirlo.',
  'midb.import_empty': 'El archivo no tiene filas de datos: la primera fila lleva los encabezados y cada fila siguiente una persona.',
  'midb.import_too_big': 'El archivo pesa 50 MB o más: divídelo en varios archivos más pequeños e impórtalos uno por uno.',
  'midb.import_formula':
    'El archivo tiene fórmulas (la celda indicada): selecciona las celdas, cópialas y pégalas «como valores», guarda y vuelve a subirlo.',
  'midb.import_encoding':
    'El texto del archivo está dañado (acentos o ñ ilegibles): ábrelo en Excel, guárdalo como «CSV UTF-8 (delimitado por comas)» y vuelve a subirlo.',
  'midb.import_csv': 'El CSV tiene comillas sin cerrar (desde la fila indicada): ábrelo en Excel, guárdalo de nuevo como «CSV UTF-8» y vuelve a subirlo.',
  'midb.import_columns': 'El archivo tiene demasiadas columnas (más de 100) o ningún encabezado: deja solo las columnas de datos, con su encabezado en la primera fila.',
  'midb.import_mapping': 'Asigna cada campo a una sola columna; el nombre y los apellidos (o el apellido paterno) son obligatorios.',
  'midb.import_state': 'La importación ya no está en ese paso: recarga la página para ver en qué va.',
  'midb.import_undecided': 'Hay filas con posible duplicado sin decidir: elige fusionar, omitir o crear en cada una, o para todas.',
  'midb.import_conflict':
    'Mientras se guardaba, el padrón cambió (alguien registró una CURP del archivo o cambió a una persona que se fusionaba) y no se guardó nada: vuelve a subir el archivo para validarlo otra vez.',
  'midb.import_failed': 'La importación no se pudo guardar y no se escribió nada: vuelve a subir el archivo.',
} as const;
export type MidbImportErrorCode = keyof typeof MIDB_IMPORT_ERRORS;

export const MidbImportField = z.enum(MIDB_IMPORT_FIELDS);
export type MidbImportField = z.infer<typeof MidbImportField>;
export const MidbImportEstado = z.enum(MIDB_IMPORT_ESTADOS);
export type MidbImportEstado = z.infer<typeof MidbImportEstado>;
export const MidbImportDecision = z.enum(MIDB_IMPORT_DECISIONS);
export type MidbImportDecision = z.infer<typeof MidbImportDecision>;
export const MidbImportTipo = z.enum(MIDB_IMPORT_TIPOS);
export type MidbImportTipo = z.infer<typeof MidbImportTipo>;
export const MidbImportResultado = z.enum(MIDB_IMPORT_RESULTADOS);
export type MidbImportResultado = z.infer<typeof MidbImportResultado>;
export const MidbImportVista = z.enum(MIDB_IMPORT_VISTAS);
export type MidbImportVista = z.infer<typeof MidbImportVista>;

export const MidbImportIdParams = z.object({ id: SingleLine.trim().min(1).max(100) });

/** The upload's querystring; the body is the file's bytes (any Content-Type: the bytes say what it is). */
export const MidbImportUploadQuery = z.object({ nombre: SingleLine.trim().min(1).max(200) });
export type MidbImportUploadQuery = z.infer<typeof MidbImportUploadQuery>;

export const MidbImportCreated = z.object({ id: StoredText, estado: MidbImportEstado });
export type MidbImportCreated = z.infer<typeof MidbImportCreated>;

export const MidbImportQuery = z.object({
  vista: MidbImportVista.default('todas'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MIDB_IMPORT_PAGE_SIZE_MAX).default(50),
});
export type MidbImportQuery = z.infer<typeof MidbImportQuery>;

/** One column of the file: its header, the field it fills (null: ignored) and its first values. */
export const MidbImportColumn = z.object({ indice: z.number(), encabezado: StoredText, campo: MidbImportField.nullable(), muestra: z.array(StoredText) });
export type MidbImportColumn = z.infer<typeof MidbImportColumn>;

export const MidbImportProblem = z.object({
  /** The field (a MidbImportField, or 'fila' for the row as a whole). */
  campo: StoredText,
  codigo: StoredText,
  mensaje: StoredText,
  /** The closest colonia of the catalogue, when the file's does not match. */
  sugerencia: StoredText.optional(),
});
export type MidbImportProblem = z.infer<typeof MidbImportProblem>;

/** A field the registry and the file both have, with different values: reported, never overwritten. */
export const MidbImportConflict = z.object({ campo: StoredText, registro: StoredText, archivo: StoredText });
export type MidbImportConflict = z.infer<typeof MidbImportConflict>;

export const MidbImportMatch = z.object({
  habitante: z.object({ id: StoredText, nombreCompleto: StoredText, curp: StoredText.nullable(), fechaNacimiento: StoredText.nullable(), colonia: StoredText.nullable() }),
  /** 1 for the same CURP; for a possible duplicate the name's similarity (0.9–1). */
  puntaje: z.number(),
  /** Empty fields of the registry a merge fills. */
  rellena: z.array(StoredText),
  conflictos: z.array(MidbImportConflict),
});
export type MidbImportMatch = z.infer<typeof MidbImportMatch>;

export const MidbImportRow = z.object({
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  fila: z.number(),
  valores: z.array(StoredText),
  estado: z.enum(['pendiente', 'valida', 'rechazada']),
  problemas: z.array(MidbImportProblem),
  tipo: MidbImportTipo.nullable(),
  coincidencia: MidbImportMatch.nullable(),
  /** Nothing to write: the registry already has this row's data. */
  sinCambios: z.boolean(),
  decision: MidbImportDecision.nullable(),
  /** The decisions this row may take. */
  permitidas: z.array(MidbImportDecision),
  resultado: MidbImportResultado.nullable(),
  motivo: StoredText.nullable(),
});
export type MidbImportRow = z.infer<typeof MidbImportRow>;

export const MidbImportCounts = z.object({
  filas: z.number(),
  validadas: z.number(),
  validas: z.number(),
  rechazadas: z.number(),
  nuevas: z.number(),
  curp: z.number(),
  posibles: z.number(),
  sinCambios: z.number(),
  sinDecidir: z.number(),
  /** Rows that the commit would (or did) create, merge and skip. */
  crear: z.number(),
  /** Merges that will write something (a row already as in the registry counts in sinCambios only). */
  fusionar: z.number(),
  omitir: z.number(),
  /** After the commit: rows per result. */
  resultados: z.partialRecord(MidbImportResultado, z.number()).nullable(),
});
export type MidbImportCounts = z.infer<typeof MidbImportCounts>;

export const MidbImportProgress = z.object({ fase: z.enum(['validacion', 'guardado']).nullable(), hechas: z.number(), total: z.number() });
export type MidbImportProgress = z.infer<typeof MidbImportProgress>;

export const MidbImportSummary = z.object({
  id: StoredText,
  archivo: StoredText,
  formato: z.enum(['csv', 'xlsx']),
  /** How the text was read: utf-8, utf-16 or windows-1252 (Latin-1 accents); null for XLSX. */
  codificacion: StoredText.nullable(),
  estado: MidbImportEstado,
  progreso: MidbImportProgress,
  error: z.object({ code: StoredText, message: StoredText }).nullable(),
  creadaPor: StoredText.nullable(),
  createdAt: StoredText,
  updatedAt: StoredText,
});
export type MidbImportSummary = z.infer<typeof MidbImportSummary>;

export const MidbImportListResponse = z.object({ items: z.array(MidbImportSummary) });
export type MidbImportListResponse = z.infer<typeof MidbImportListResponse>;

export const MidbImportResponse = MidbImportSummary.extend({
  columnas: z.array(MidbImportColumn),
  resumen: MidbImportCounts,
  filas: z.object({ items: z.array(MidbImportRow), total: z.number(), page: z.number(), pageSize: z.number() }),
});
export type MidbImportResponse = z.infer<typeof MidbImportResponse>;

/** The field of every column, in the file's order (null: the column is ignored). */
export const MidbImportMappingBody = z
  .object({ campos: z.array(MidbImportField.nullable()).min(1).max(MIDB_IMPORT_MAX_COLUMNS) })
  .strict()
  .refine((b) => new Set(b.campos.filter(Boolean)).size === b.campos.filter(Boolean).length, {
    message: MIDB_IMPORT_ERRORS['midb.import_mapping'],
    path: ['campos'],
    params: { code: 'midb.import_mapping' },
  });
export type MidbImportMappingBody = z.infer<typeof MidbImportMappingBody>;

/** A decision for the rows named, or (without `filas`) for every row it applies to, optionally of one kind. */
export const MidbImportDecisionsBody = z
  .object({
    decision: MidbImportDecision,
    filas: z.array(z.number().int().min(2).max(10_000_000)).min(1).max(MIDB_IMPORT_DECISION_ROWS_MAX).optional(),
    tipo: MidbImportTipo.optional(),
  })
  .strict();
export type MidbImportDecisionsBody = z.infer<typeof MidbImportDecisionsBody>;

export const MidbImportDecisionsResponse = z.object({
  /** Rows that now carry the decision. */
  aplicadas: z.number(),
  /** Rows named or of the kind that cannot take it (rejected rows; create on a registered CURP; merge without a match). */
  noAplican: z.number(),
  resumen: MidbImportCounts,
});
export type MidbImportDecisionsResponse = z.infer<typeof MidbImportDecisionsResponse>;
