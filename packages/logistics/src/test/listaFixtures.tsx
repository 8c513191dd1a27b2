// Test support for the list, staff and figures pages (never bundled: only their tests import it).
import type { LogAnalytics, LogEntrega, LogRepartidor } from '@sig/shared/contract';
import { parcelRenderer } from '@sig/shared/testing/parcelApp';

import { App } from '../App';

export { currentUrl, signInAs as signIn, snackbarTexts } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = parcelRenderer(App);

const BASE = '/api/1.0/logistica';
export const API = {
  entregas: `${BASE}/entregas`,
  csv: `${BASE}/entregas.csv`,
  mapa: `${BASE}/entregas/mapa`,
  lote: `${BASE}/entregas/lote`,
  asignar: `${BASE}/entregas/asignacion`,
  misEntregas: `${BASE}/mis-entregas`,
  repartidores: `${BASE}/repartidores`,
  repartidor: (id = 'u-rep-1') => `${BASE}/repartidores/${id}`,
  candidatos: `${BASE}/repartidores/candidatos`,
  analytics: `${BASE}/analytics`,
  analyticsCsv: `${BASE}/analytics.csv`,
  programas: '/api/1.0/logistica/programas',
  habitantes: '/api/1.0/logistica/habitantes',
  zonas: '/api/1.0/sig/catalogos/zonas',
  colonias: '/api/1.0/sig/catalogos/colonias',
};

export const CATALOG = (items: { id: string; nombre: string }[]) => ({ items: items.map((i) => ({ ...i, activo: true })), total: items.length, page: 1, pageSize: 100 });

export const programa = (over: Partial<{ id: string; nombre: string; activo: boolean; inscritos: number }> = {}) => ({
  id: 'prog-1',
  nombre: 'Apoyo alimentario',
  descripcion: '',
  activo: true,
  inscritos: 12,
  version: 1,
  createdAt: '2026-10-01T16:00:00.000Z',
  ...over,
});

export const entrega = (over: Partial<LogEntrega> = {}): LogEntrega => ({
  id: 'ent-1',
  folio: 'L-2026-000001',
  programa: { id: 'prog-1', nombre: 'Apoyo alimentario' },
  articulo: 'Despensa básica',
  periodo: '2026-11',
  habitante: { id: 'hab-1', nombreCompleto: 'María López', curp: 'LOPM800101MHGPRR09', direccion: 'Av. Juárez 100', colonia: { id: 'col-1', nombre: 'Centro' }, telefono: '7710000000' },
  zona: { id: 'z-1', nombre: 'Norte' },
  ubicacion: { lat: 20.05, lng: -99.34 },
  estado: 'pendiente',
  motivoFallo: null,
  repartidor: null,
  programadaPara: null,
  entregadaEn: null,
  createdAt: '2026-11-20T16:00:00.000Z',
  updatedAt: '2026-11-20T16:00:00.000Z',
  version: 1,
  ...over,
});

export const page = (items: LogEntrega[], over: Partial<{ total: number; page: number; pageSize: number }> = {}) => ({ items, total: items.length, page: 1, pageSize: 25, ...over });

export const repartidor = (over: Partial<LogRepartidor> = {}): LogRepartidor => ({
  usuario: { id: 'u-rep-1', displayName: 'Pedro Ruiz', email: 'pedro@demo.sig' },
  zonas: [{ id: 'z-1', nombre: 'Norte' }],
  activo: true,
  hoy: { asignadas: 5, entregadas: 3, fallidas: 1 },
  version: 2,
  ...over,
});

const fila = (clave: string, nombre: string, planeadas: number, entregadas: number, fallidas: number) => ({ clave, nombre, planeadas, entregadas, fallidas });

export const analytics = (over: Partial<LogAnalytics> = {}): LogAnalytics => ({
  totales: { planeadas: 50, entregadas: 40, fallidas: 4, pendientes: 6 },
  porDia: [fila('2026-11-02', '2026-11-02', 10, 9, 1)],
  porZona: [fila('z-1', 'Norte', 30, 27, 1), fila('z-2', 'Sur', 20, 13, 3)],
  porColonia: [fila('col-1', 'Centro', 50, 40, 4)],
  porPrograma: [fila('prog-1', 'Apoyo alimentario', 50, 40, 4)],
  porRepartidor: [fila('u-rep-1', 'Pedro Ruiz', 50, 40, 4)],
  fallidasPorMotivo: [
    { motivo: 'no_encontrado', total: 3 },
    { motivo: 'rechazada', total: 1 },
  ],
  medianaHorasEntrega: 26.5,
  ...over,
});
