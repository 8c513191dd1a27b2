/* Auditoría (issue 25, migration 0029). Instants are ISO-8601 UTC text, local days YYYY-MM-DD, JSON text. */

export interface AuditRulesTable {
  cliente_id: string;
  modo: 'todos' | 'porcentaje';
  porcentaje: number;
  version: number;
  updated_by: string | null;
  updated_at: string;
}

export interface AuditChecklistsTable {
  cliente_id: string;
  tipo_id: string;
  kind: 'reporte' | 'solicitud';
  /** JSON: [{ id, texto, requerido }]. */
  items: string;
  version: number;
  updated_by: string | null;
  updated_at: string;
}

export interface AuditPhotosTable {
  cliente_id: string;
  sha256: string;
  nombre: string;
  tipo: string;
  bytes: number;
  stored_name: string;
  uploaded_by: string | null;
  created_at: string;
}

export interface AuditListsTable {
  id: string;
  cliente_id: string;
  nombre: string;
  auditor_id: string;
  created_by: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface AuditListItemsTable {
  lista_id: string;
  case_id: string;
  cliente_id: string;
  kind: 'reporte' | 'solicitud';
  folio: string;
  pos: number;
  estado: 'pendiente' | 'hecha' | 'fallida';
  motivo: string | null;
  /** The field auditor's reason (AUDIT_FAIL_REASONS); null for a supervisor's free text (migration 0032). */
  motivo_codigo: 'sin_acceso' | 'direccion_no_encontrada' | 'inseguro' | 'otro' | null;
  auditoria_id: string | null;
  updated_at: string;
}

/** One change of a list item's state other than an audit: the items' history (migration 0032). */
export interface AuditItemMarksTable {
  id: string;
  cliente_id: string;
  /** The phone's id for the mark (unique per cliente); null for a supervisor's change. */
  client_id: string | null;
  lista_id: string;
  case_id: string;
  estado: 'pendiente' | 'fallida';
  motivo_codigo: AuditListItemsTable['motivo_codigo'];
  nota: string;
  user_id: string;
  hecha_en: string | null;
  created_at: string;
}

export interface AuditsTable {
  id: string;
  cliente_id: string;
  client_id: string;
  case_id: string;
  kind: 'reporte' | 'solicitud';
  folio: string;
  tipo_id: string;
  dependencia_id: string | null;
  auditor_id: string;
  veredicto: 'conforme' | 'no_conforme';
  estado: 'aplicada' | 'conflicto';
  conflicto: 'reabierto' | 'cambiado' | null;
  /** JSON: [{ itemId, respuesta, nota? }]. */
  respuestas: string;
  /** JSON: the photos' sha256. */
  fotos: string;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  pos_at: string | null;
  distancia_m: number | null;
  comentario: string;
  lista_id: string | null;
  hecha_en: string | null;
  /** The closing the audit judged (the case's closed_at when it arrived). */
  case_closed_at: string | null;
  /** The local day (cliente's timezone) it arrived. */
  dia: string;
  created_at: string;
}

export interface AuditPositionsTable {
  cliente_id: string;
  user_id: string;
  at: string;
  dia: string;
  lat: number;
  lng: number;
  accuracy: number;
  received_at: string;
}

export interface AuditResueltosTable {
  case_id: string;
  closed_at: string;
  cliente_id: string;
  respuesta: 'si' | 'no';
  comentario: string;
  created_at: string;
}

export interface AuditTables {
  audit_rules: AuditRulesTable;
  audit_checklists: AuditChecklistsTable;
  audit_photos: AuditPhotosTable;
  audit_lists: AuditListsTable;
  audit_list_items: AuditListItemsTable;
  audit_item_marks: AuditItemMarksTable;
  audits: AuditsTable;
  audit_positions: AuditPositionsTable;
  audit_resueltos: AuditResueltosTable;
}
