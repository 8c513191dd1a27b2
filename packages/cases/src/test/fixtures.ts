import type { CaseDetail, CaseEventChange, CaseFiltersResponse, KnownCaseEvent, CaseSummary, Colonia, EstatusRef, Tipo } from '@sig/shared';

export const RECIBIDO: EstatusRef = { id: 'e1', nombre: 'Recibido', color: '#9e9e9e', final: false };
export const ASIGNADO: EstatusRef = { id: 'e2', nombre: 'Asignado', color: '#1e88e5', final: false };
export const ATENDIDO: EstatusRef = { id: 'e3', nombre: 'Atendido', color: '#43a047', final: true };

export const caseSummary = (over: Partial<CaseSummary> = {}): CaseSummary => ({
  id: 'c1',
  folio: 'R-2026-000001',
  tipo: { id: 't1', nombre: 'Fuga de agua', color: '#1e88e5' },
  estatus: RECIBIDO,
  descripcion: 'Fuga en la banqueta frente al número 12',
  direccion: 'Av. Juárez 12',
  ubicacion: { lat: 20.05, lng: -99.34 },
  colonia: { id: 'col1', nombre: 'Centro' },
  zona: { id: 'z1', nombre: 'Zona Centro' },
  origen: { id: 'o1', nombre: 'Teléfono' },
  dependencia: { id: 'd1', nombre: 'Agua Potable', color: '#0288d1' },
  modulo: null,
  asignado: null,
  prioridad: 'normal',
  contactoNombre: 'Rosa Pérez',
  createdAt: '2026-03-01T16:00:00.000Z',
  updatedAt: '2026-03-01T16:00:00.000Z',
  dueAt: '2026-03-03T16:00:00.000Z',
  closedAt: null,
  vencido: false,
  ...over,
});

/** `n` reportes with consecutive folios. */
export const manyCases = (n: number) =>
  Array.from({ length: n }, (_, i) => caseSummary({ id: `c${i + 1}`, folio: `R-2026-${String(i + 1).padStart(6, '0')}` }));

type EventMeta = Pick<KnownCaseEvent, 'id' | 'at' | 'actor' | 'comentario'>;

/** The creation of caseSummary(): what the server writes when it files a case. */
export const CREADO: CaseEventChange = {
  tipo: 'creado',
  antes: null,
  despues: { folio: 'R-2026-000001', tipo: { id: 't1', nombre: 'Fuga de agua', color: '#1e88e5' }, estatus: RECIBIDO, prioridad: 'normal', dependencia: { id: 'd1', nombre: 'Agua Potable', color: '#0288d1' } },
};

/** One history event: the creation unless the kind and its payload are given (checked against the contract). */
export function event(over?: Partial<EventMeta>): KnownCaseEvent;
export function event(over: Partial<EventMeta> & CaseEventChange): KnownCaseEvent;
export function event(over: Partial<EventMeta> & Partial<CaseEventChange> = {}): KnownCaseEvent {
  return { id: 'ev1', at: '2026-03-01T16:00:00.000Z', actor: { id: 'u1', displayName: 'Ana López' }, comentario: null, ...CREADO, ...over } as KnownCaseEvent;
}

export const caseDetail = (over: Partial<CaseDetail> = {}): CaseDetail => ({
  ...caseSummary(),
  kind: 'reporte',
  contacto: { nombre: 'Rosa Pérez', telefono: '771 555 0101', email: 'rosa@example.mx' },
  habitanteId: null,
  habitante: null,
  version: 1,
  archivos: [],
  notas: [],
  historial: [event()],
  siguientes: [ASIGNADO, ATENDIDO],
  siguiente: ASIGNADO,
  cierres: [ATENDIDO],
  puedeEditar: true,
  coloniaElegida: false,
  apoyos: 0,
  duplicadoDe: null,
  duplicados: [],
  ...over,
});

export const filtersResponse = (over: Partial<CaseFiltersResponse> = {}): CaseFiltersResponse => ({
  tipos: [
    { id: 't1', nombre: 'Fuga de agua', color: '#1e88e5' },
    { id: 't2', nombre: 'Bache', color: '#6d4c41' },
  ],
  estatus: [RECIBIDO, ASIGNADO, ATENDIDO],
  dependencias: [
    { id: 'd1', nombre: 'Agua Potable', color: '#0288d1' },
    { id: 'd2', nombre: 'Obras Públicas', color: '#f57c00' },
  ],
  modulos: [
    { id: 'm1', nombre: 'Oficina Centro', dependenciaId: 'd1' },
    { id: 'm2', nombre: 'Cuadrilla Norte', dependenciaId: 'd2' },
  ],
  colonias: [
    { id: 'col1', nombre: 'Centro', zonaId: 'z1' },
    { id: 'col2', nombre: 'El Llano', zonaId: 'z2' },
  ],
  zonas: [
    { id: 'z1', nombre: 'Zona Centro' },
    { id: 'z2', nombre: 'Zona Norte' },
  ],
  origenes: [{ id: 'o1', nombre: 'Teléfono' }],
  usuarios: [
    { id: 'u1', displayName: 'Ana López' },
    { id: 'u2', displayName: 'Luis Mora' },
  ],
  prioridades: ['baja', 'normal', 'alta', 'urgente'],
  ...over,
});

const stamps = { activo: true, createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-10T10:00:00.000Z' };

export const tipo = (over: Partial<Tipo> = {}): Tipo => ({
  id: 't1',
  nombre: 'Fuga de agua',
  descripcion: '',
  icono: 'water',
  color: '#1e88e5',
  dependenciaId: 'd1',
  slaDias: 2,
  pideFoto: true,
  publico: true,
  ...stamps,
  ...over,
});

export const colonia = (over: Partial<Colonia> = {}): Colonia => ({
  id: 'col1',
  nombre: 'Centro',
  codigoPostal: '42800',
  zonaId: 'z1',
  poligono: null,
  centroide: { lat: 20.0541, lng: -99.3407 },
  ...stamps,
  ...over,
});

// jsdom's File is not a Blob to the Fetch API this environment borrows from Node (a request would carry
// "[object File]"); a browser has one kind. Node's own File stands in for a chosen file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const NodeFile: typeof File = require('node:buffer').File;
export const nodeFile = (bytes: number[], name: string, type: string) => new NodeFile([new Uint8Array(bytes)], name, { type });
