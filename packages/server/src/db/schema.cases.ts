import type { CaseEventType } from '@sig/shared/contract';

/*
 * Reportes and solicitudes (issue 5): one set of tables for both kinds, told apart by `kind` (see
 * migration0005Cases.ts for why). Instants are ISO-8601 UTC text, booleans integers, JSON text.
 */

export type CaseKindColumn = 'reporte' | 'solicitud';

export interface CasesTable {
  id: string;
  cliente_id: string;
  kind: CaseKindColumn;
  /** R-2026-000123: the kind's letter, the year in the cliente's timezone and `seq` padded. */
  folio: string;
  year: number;
  seq: number;
  /** A row of tipos_reporte or tipos_solicitud (by kind). */
  tipo_id: string;
  /** A row of estatus_reporte or estatus_solicitud (by kind). */
  estatus_id: string;
  descripcion: string;
  lat: number | null;
  lng: number | null;
  direccion: string;
  colonia_id: string | null;
  /** 1: staff chose the colonia, and a move keeps it; 0: derived from the point, and a move derives it again (migration 0015). */
  colonia_manual: number;
  /** The zona whose polygon holds the point, else the colonia's (lib/geo.ts derivePlace). */
  zona_id: string | null;
  origen_id: string | null;
  /** The registry's habitante (issue 9); null for anonymous or staff-typed contacts. */
  habitante_id: string | null;
  contacto_nombre: string;
  contacto_telefono: string;
  contacto_email: string;
  dependencia_id: string | null;
  modulo_id: string | null;
  /** The staff user the case is assigned to. */
  asignado_a: string | null;
  /** 0 baja, 1 normal, 2 alta, 3 urgente: an integer so lists sort by urgency. */
  prioridad: number;
  version: number;
  /** Folio, descripción and contact name folded (no accents, lowercase): what `q` searches. */
  search_text: string;
  created_at: string;
  updated_at: string;
  due_at: string;
  closed_at: string | null;
  /** Salted SHA-256 of the follow code (migration 0013); null for cases filed before it. */
  follow_code_hash: string | null;
  /** How many more people reported the same problem (migration 0022). */
  apoyos: number;
  /** The case this one was closed as a duplicate of (migration 0022). */
  duplicado_de: string | null;
}
/*
 * cases.geocell (migration 0022) is a column the database computes from lat/lng (a ~0.001° grid cell) for
 * the proximity index; it is never written, so it is not in CasesTable (nearby.repository reads it by name).
 */

/** Append-only: never updated or deleted. */
export interface CaseEventsTable {
  id: string;
  cliente_id: string;
  case_id: string;
  at: string;
  actor_id: string | null;
  /** The kinds of shared's CASE_EVENT_TYPES (the CHECK of migration 0015); each with its payload in KnownCaseEvent. */
  tipo: CaseEventType;
  /** JSON: the changed fields before, with the names they had then. */
  antes: string | null;
  despues: string | null;
  comentario: string | null;
}

export interface CaseNotesTable {
  id: string;
  cliente_id: string;
  case_id: string;
  at: string;
  autor_id: string | null;
  texto: string;
  publica: number;
  /** JSON array of case_files ids of the same case. */
  archivo_ids: string;
}

export interface CaseFilesTable {
  id: string;
  cliente_id: string;
  case_id: string;
  /** The name the uploader gave (shown and offered on download), never used as a path. */
  nombre: string;
  /** The type sniffed from the bytes. */
  tipo: string;
  bytes: number;
  /** The random file name under <data>/cases/. */
  stored_name: string;
  autor_id: string | null;
  created_at: string;
}

/** The last folio number given per cliente, kind and year; only ever goes up. */
export interface CaseFoliosTable {
  cliente_id: string;
  kind: CaseKindColumn;
  year: number;
  last: number;
}

/** Bumped by triggers on every write to a cliente's cases of a kind (migration 0006): list counts are cached by it. */
export interface CaseVersionsTable {
  cliente_id: string;
  kind: CaseKindColumn;
  version: number;
}

export interface CaseTables {
  cases: CasesTable;
  case_events: CaseEventsTable;
  case_notes: CaseNotesTable;
  case_files: CaseFilesTable;
  case_folios: CaseFoliosTable;
  case_versions: CaseVersionsTable;
}
