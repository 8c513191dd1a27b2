/* The registry's import (midb, issue 23): see migration0019MidbImports.ts. Instants ISO-8601 UTC text, booleans integers, JSON text. */

import type { MidbImportDecision, MidbImportEstado, MidbImportResultado, MidbImportTipo } from '@sig/shared/contract';

/** One uploaded file and where its import stands. */
export interface MidbImportsTable {
  id: string;
  cliente_id: string;
  created_by: string | null;
  /** Who asked for the commit: the author of the habitantes' audit entries. */
  commit_by: string | null;
  archivo: string;
  formato: 'csv' | 'xlsx';
  codificacion: string | null;
  /** JSON array of the header row's texts. */
  columnas: string;
  /** JSON array, one field name (or null) per column. */
  mapeo: string;
  /** 1: rows without CURP may be created (the cliente's "operación sin CURP" and the uploader's SigOperacionSinCurp). */
  sin_curp: number;
  estado: MidbImportEstado;
  filas: number;
  progreso_fase: 'validacion' | 'guardado' | null;
  progreso_hechas: number;
  progreso_total: number;
  /** JSON of the counts (MidbImportCounts), kept when validation, a decision or the commit ends. */
  resumen: string | null;
  error_code: string | null;
  error_message: string | null;
  /** The node working on it and until when (renewed while it works); an expired lease is taken over. */
  lease_owner: string | null;
  lease_until: string | null;
  /** Bumped by every change of mapping, decisions or state: a worker whose generation moved on stops. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** One data row of the file as read (cells as text), never changed. */
export interface MidbImportFilasTable {
  import_id: string;
  /** The row number a spreadsheet shows (the header is 1). */
  fila: number;
  /** JSON array of the cells' texts. */
  celdas: string;
}

/** What validation and matching found for one row, the decision taken and (after the commit) its result. */
export interface MidbImportResultadosTable {
  import_id: string;
  fila: number;
  estado: 'valida' | 'rechazada';
  /** JSON array of MidbImportProblem, or null. */
  problemas: string | null;
  /** The in-file identity: the CURP, else folded name + birth date; null for a rejected row. */
  clave: string | null;
  /** The earlier row of the file holding the same person. */
  duplicada_de: number | null;
  /** JSON of the row's values as they would be written (normalized). */
  datos: string | null;
  tipo: MidbImportTipo | null;
  habitante_id: string | null;
  puntaje: number | null;
  /** JSON: the matched habitante as shown (name, CURP, birth date, colonia), fields a merge fills, conflicts. */
  coincidencia: string | null;
  sin_cambios: number;
  /** 1: the row may be created (a CURP, or leave to register without one and a reason). */
  puede_crear: number;
  decision: MidbImportDecision | null;
  resultado: MidbImportResultado | null;
}

/** The field a header (folded) filled in the cliente's last mapping. */
export interface MidbImportMapeosTable {
  cliente_id: string;
  encabezado_key: string;
  campo: string | null;
  updated_at: string;
}

export interface MidbImportTables {
  midb_imports: MidbImportsTable;
  midb_import_filas: MidbImportFilasTable;
  midb_import_resultados: MidbImportResultadosTable;
  midb_import_mapeos: MidbImportMapeosTable;
}
