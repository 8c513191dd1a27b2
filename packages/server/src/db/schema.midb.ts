import type { Generated } from 'kysely';
/* The citizen registry (midb, issue 23): see migration0018Midb.ts. Instants ISO-8601 UTC text, booleans integers. */

/** A cliente's social programme (or product) that habitantes are enrolled in. */
export interface ProgramasTable {
  id: string;
  cliente_id: string;
  nombre: string;
  /** nombre folded (no accents, lowercase): unique per cliente. */
  nombre_key: string;
  descripcion: string;
  activo: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** One habitante's enrolment in one programme; a baja ends it (kept: the roll's history). */
export interface InscripcionesTable {
  id: string;
  cliente_id: string;
  programa_id: string;
  habitante_id: string;
  estado: 'activa' | 'baja';
  desde: string;
  hasta: string | null;
  motivo_baja: string | null;
  created_by: string | null;
}

/**
 * How many habitantes a cliente has per colonia (colonia_key '' : without one), kept by triggers (migration 0027).
 * SQLite: one row a key; PostgreSQL: rows to sum (each statement that changed them adds its own).
 */
export interface HabitantesColoniaCountsTable {
  cliente_id: string;
  colonia_key: string;
  /** Birth year (0: none), migration 0030. */
  anio: Generated<number>;
  n: number;
}

export interface MidbTables {
  programas: ProgramasTable;
  inscripciones: InscripcionesTable;
  habitantes_colonia_counts: HabitantesColoniaCountsTable;
}
