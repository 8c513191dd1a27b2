import type { LogArchivoTipo, LogEstado, LogEventType, LogMotivoFallo, LogVerificacion } from '@sig/shared/contract';

/* Logística (issue 28, migration 0034). Instants are ISO-8601 UTC text, local days YYYY-MM-DD, JSON text, booleans 0/1. */

export interface LogFoliosTable {
  cliente_id: string;
  year: number;
  last: number;
}

export interface LogEntregasTable {
  id: string;
  cliente_id: string;
  folio: string;
  programa_id: string;
  articulo: string;
  /** articulo folded (no accents, lower case, one space): what "the same item" means in the unique index. */
  articulo_key: string;
  periodo: string;
  habitante_id: string;
  zona_id: string | null;
  colonia_id: string | null;
  lat: number | null;
  lng: number | null;
  estado: LogEstado;
  motivo_fallo: LogMotivoFallo | null;
  repartidor_id: string | null;
  programada_para: string | null;
  entregada_en: string | null;
  /** The one-time code (LogisticaEditar prints it) and sha256 of logCodigoHashInput(id, code) (the phone's check). */
  codigo: string | null;
  codigo_sha256: string | null;
  dia_creada: string;
  /** programada_para, else the day it was created: what "planned" counts by. */
  dia_plan: string;
  dia_entrega: string | null;
  horas_entrega: number | null;
  created_by: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface LogEventosTable {
  id: string;
  cliente_id: string;
  entrega_id: string;
  tipo: LogEventType;
  autor_id: string | null;
  antes: string | null;
  despues: string | null;
  created_at: string;
}

export interface LogArchivosTable {
  cliente_id: string;
  sha256: string;
  tipo: LogArchivoTipo;
  mime: string;
  bytes: number;
  stored_name: string;
  uploaded_by: string | null;
  created_at: string;
}

export interface LogPruebasTable {
  id: string;
  cliente_id: string;
  entrega_id: string;
  client_id: string;
  foto_sha256: string;
  firma_sha256: string;
  verificacion: LogVerificacion;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  pos_at: string | null;
  distancia_m: number | null;
  nota: string;
  capturada_en: string;
  recibida_en: string;
  registrada_por: string;
  acta_sha256: string;
}

export interface LogFallosTable {
  id: string;
  cliente_id: string;
  entrega_id: string;
  client_id: string;
  motivo: LogMotivoFallo;
  nota: string;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  pos_at: string | null;
  capturada_en: string;
  recibida_en: string;
  dia: string;
  registrada_por: string;
}

export interface LogRepartidoresTable {
  cliente_id: string;
  user_id: string;
  /** JSON array of zona ids. */
  zonas: string;
  activo: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface LogisticaTables {
  log_folios: LogFoliosTable;
  log_entregas: LogEntregasTable;
  log_eventos: LogEventosTable;
  log_archivos: LogArchivosTable;
  log_pruebas: LogPruebasTable;
  log_fallos: LogFallosTable;
  log_repartidores: LogRepartidoresTable;
}
