/*
 * The SIG catalogues (issue 5). Every row carries its cliente and the columns the generic catalogue code
 * relies on (CatalogBaseRow); `nombre_key` is the name folded (no accents, lowercase) and unique per
 * cliente, or per dependencia for módulos. Booleans are integers, JSON (polygons, transitions) is text.
 */

export interface CatalogBaseRow {
  id: string;
  cliente_id: string;
  nombre: string;
  nombre_key: string;
  activo: number;
  created_at: string;
  updated_at: string;
}

export interface DependenciasTable extends CatalogBaseRow {
  siglas: string;
  titular: string;
  telefono: string;
  email: string;
  color: string;
}

export interface ModulosTable extends CatalogBaseRow {
  dependencia_id: string;
  direccion: string;
  lat: number | null;
  lng: number | null;
  horario: string;
}

export interface TiposTable extends CatalogBaseRow {
  dependencia_id: string;
  descripcion: string;
  icono: string;
  color: string;
  sla_dias: number;
  pide_foto: number;
  publico: number;
}

export interface EstatusTable extends CatalogBaseRow {
  color: string;
  orden: number;
  inicial: number;
  final: number;
  /** JSON array of estatus ids of the same table. */
  transiciones: string;
}

export interface ZonasTable extends CatalogBaseRow {
  responsable: string;
  /** GeoJSON Polygon or null. */
  poligono: string | null;
}

export interface ColoniasTable extends CatalogBaseRow {
  codigo_postal: string;
  zona_id: string | null;
  poligono: string | null;
  centro_lat: number | null;
  centro_lng: number | null;
}

export type OrigenesTable = CatalogBaseRow;

/** Append-only: one row per write of a catalogue row, kept after the row itself is deleted. */
export interface CatalogHistoryTable {
  id: string;
  cliente_id: string;
  catalogo: string;
  row_id: string;
  actor_id: string | null;
  action: 'create' | 'update' | 'delete' | 'deactivate';
  before: string | null;
  after: string | null;
  at: string;
}

export interface CatalogTables {
  dependencias: DependenciasTable;
  modulos: ModulosTable;
  tipos_reporte: TiposTable;
  tipos_solicitud: TiposTable;
  estatus_reporte: EstatusTable;
  estatus_solicitud: EstatusTable;
  zonas: ZonasTable;
  colonias: ColoniasTable;
  origenes: OrigenesTable;
  catalog_history: CatalogHistoryTable;
}

export type CatalogTableName = Exclude<keyof CatalogTables, 'catalog_history'>;
