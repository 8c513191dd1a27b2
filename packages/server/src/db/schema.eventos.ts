import type { EvEstado, EvHistoriaTipo, EvOrigen, EvRegistroEstado, EvScanResultado } from '@sig/shared/contract';

/* Eventos (issue 29, migration 0036). Instants are ISO-8601 UTC text, JSON text, booleans 0/1. */

export interface EvEventosTable {
  id: string;
  cliente_id: string;
  titulo: string;
  descripcion: string;
  lugar: string;
  lat: number | null;
  lng: number | null;
  inicio: string;
  fin: string;
  capacidad: number;
  /** Confirmed seats: the guarded counter (`ocupados < capacidad` in the update that takes one). */
  ocupados: number;
  /** The last waiting-list number handed out. */
  espera_ultimo: number;
  registro_desde: string | null;
  registro_hasta: string | null;
  solo_padron: number;
  lista_espera: number;
  estado: EvEstado;
  /** titulo and lugar folded, for the list's search. */
  search_text: string;
  created_by: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface EvRegistrosTable {
  id: string;
  cliente_id: string;
  evento_id: string;
  codigo: string;
  nombre: string;
  /** Where the ticket is mailed (staff only). */
  email: string | null;
  /** The folded e-mail of a registration by name and e-mail: one per event. */
  email_key: string | null;
  habitante_id: string | null;
  origen: EvOrigen;
  estado: EvRegistroEstado;
  /** Its number on the waiting list (kept after promotion, null if never waited). */
  espera_orden: number | null;
  motivo_cancelacion: string | null;
  checkin_en: string | null;
  checkin_puerta: string | null;
  checkin_por: string | null;
  /** The scan (ev_escaneos.id) that holds the check-in: the earliest one. */
  checkin_escaneo: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface EvEscaneosTable {
  id: string;
  cliente_id: string;
  evento_id: string;
  registro_id: string | null;
  client_id: string;
  puerta: string;
  usuario_id: string;
  resultado: EvScanResultado;
  motivo: string | null;
  offline: number;
  escaneado_en: string;
  recibido_en: string;
}

export interface EvHistorialTable {
  id: string;
  cliente_id: string;
  evento_id: string;
  registro_id: string | null;
  tipo: EvHistoriaTipo;
  autor_id: string | null;
  antes: string | null;
  despues: string | null;
  created_at: string;
}

export interface EventosTables {
  ev_eventos: EvEventosTable;
  ev_registros: EvRegistrosTable;
  ev_escaneos: EvEscaneosTable;
  ev_historial: EvHistorialTable;
}
