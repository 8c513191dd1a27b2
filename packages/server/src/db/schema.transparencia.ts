import type { TranspEstatus } from '@sig/shared/contract';

/* Issue 26: Transparencia (migration 0025). Days are local YYYY-MM-DD of the cliente; instants ISO-8601 UTC text. */

export interface TranspSettingsTable {
  cliente_id: string;
  ley: string;
  respuesta_dias: number;
  ampliacion_dias: number;
  prevencion_dias: number;
  plazo_ciudadano_dias: number;
  hora_corte: string;
  proximo_dias: number;
  version: number;
  updated_by: string | null;
  updated_at: string;
}

export interface TranspHolidaysTable {
  cliente_id: string;
  fecha: string;
  nombre: string;
  federal: number;
  created_at: string;
}

export interface TranspUnitsTable {
  id: string;
  cliente_id: string;
  nombre: string;
  /** The name folded (accents, case): unique per cliente. */
  nombre_key: string;
  activo: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface TranspFoliosTable {
  cliente_id: string;
  year: number;
  last: number;
}

export interface TranspRequestsTable {
  id: string;
  cliente_id: string;
  folio: string;
  code_hash: string;
  texto: string;
  formato: string;
  /** The requester's personal data: staff only. */
  nombre: string | null;
  email: string | null;
  lang: string;
  /** 1 while mails go to `email` (0 without one, or after the unsubscribe link). */
  avisos: number;
  canal: 'portal' | 'personal';
  unidad_id: string | null;
  estatus: TranspEstatus;
  filed_at: string;
  /** The local day of filing: what reports group by. */
  filed_on: string;
  /** The engine's due date as last computed; null while the clock is stopped. */
  due_on: string | null;
  /** JSON [{from, to}]: the clock's stops (prevenciones). */
  stops: string;
  ampliada: number;
  ampliacion_motivo: string | null;
  ampliacion_at: string | null;
  prevencion_texto: string | null;
  prevencion_at: string | null;
  /** The local day by which the requester must answer the prevención. */
  responder_antes: string | null;
  prevencion_respuesta: string | null;
  prevencion_respondida_at: string | null;
  respuesta_texto: string | null;
  respuesta_at: string | null;
  /** The local day of the answer: compared with due_on for "answered on time". */
  respondida_on: string | null;
  motivo_cierre: string | null;
  closed_at: string | null;
  upload_hash: string | null;
  upload_remaining: number;
  upload_expires_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface TranspNotesTable {
  id: string;
  cliente_id: string;
  request_id: string;
  texto: string;
  autor_id: string | null;
  autor_nombre: string | null;
  created_at: string;
}

export interface TranspDocumentsTable {
  id: string;
  cliente_id: string;
  request_id: string;
  nombre: string;
  tipo: string;
  bytes: number;
  stored_name: string;
  origen: 'respuesta' | 'adjunto';
  en_respuesta: number;
  autor_id: string | null;
  autor_nombre: string | null;
  created_at: string;
}

export interface TranspEventsTable {
  id: string;
  cliente_id: string;
  request_id: string;
  tipo: string;
  actor_id: string | null;
  actor_nombre: string | null;
  comentario: string | null;
  /** JSON. */
  antes: string | null;
  despues: string | null;
  at: string;
}

export interface TransparenciaTables {
  transp_settings: TranspSettingsTable;
  transp_holidays: TranspHolidaysTable;
  transp_units: TranspUnitsTable;
  transp_folios: TranspFoliosTable;
  transp_requests: TranspRequestsTable;
  transp_notes: TranspNotesTable;
  transp_documents: TranspDocumentsTable;
  transp_events: TranspEventsTable;
}
