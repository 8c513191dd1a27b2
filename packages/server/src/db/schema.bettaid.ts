import type { BtEventType, BtOrientacion } from '@sig/shared/contract';

/* BettaID (issue 29, migration 0037). Instants are ISO-8601 UTC text, JSON text, booleans 0/1. */

export interface BtFoliosTable {
  cliente_id: string;
  year: number;
  last: number;
}

/** A photo or a template's logo, stored once per cliente and sha256 (the bytes live in the file store). */
export interface BtArchivosTable {
  cliente_id: string;
  sha256: string;
  mime: string;
  bytes: number;
  stored_name: string;
  uploaded_by: string | null;
  created_at: string;
}

export interface BtPlantillasTable {
  id: string;
  cliente_id: string;
  nombre: string;
  orientacion: BtOrientacion;
  color_primario: string;
  color_secundario: string;
  color_texto: string;
  logo_sha256: string | null;
  /** JSON: the BtCampo list, in order. */
  campos: string;
  vigencia_meses: number;
  texto_reverso: string;
  activa: number;
  /** nombre folded, for the list's search. */
  search_text: string;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BtCredencialesTable {
  id: string;
  cliente_id: string;
  /** B-<year>-<six digits>, per cliente and year. */
  folio: string;
  plantilla_id: string;
  habitante_id: string;
  /** The holder's name as printed when issued: what the public page shows. */
  nombre_completo: string;
  /** folio and name folded, for the list's search. */
  search_text: string;
  foto_sha256: string | null;
  emitida_en: string;
  /** The instant it stops being valid: the end of its last day in the cliente's timezone. */
  vence_en: string;
  revocada_en: string | null;
  motivo_revocacion: string | null;
  revocada_por: string | null;
  /** The card that superseded this one. */
  reemplazada_por: string | null;
  emitida_por: string | null;
  version: number;
  updated_at: string;
}

export interface BtEventosTable {
  id: string;
  cliente_id: string;
  credencial_id: string;
  tipo: BtEventType;
  autor_id: string | null;
  /** JSON: what the event records (a revocation's reason, the dates changed, the replaced card). */
  datos: string | null;
  created_at: string;
}

export interface BettaidTables {
  bt_folios: BtFoliosTable;
  bt_archivos: BtArchivosTable;
  bt_plantillas: BtPlantillasTable;
  bt_credenciales: BtCredencialesTable;
  bt_eventos: BtEventosTable;
}
