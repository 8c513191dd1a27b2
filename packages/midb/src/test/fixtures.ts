import type { FakeServer } from '@sig/shared/testing/fakeServer';
import type { AuditEntry, MapaResponse, MidbHabitante, MidbHabitanteItem, Programa, RollItem } from '@sig/shared/contract';

// A valid CURP (check digit included: born 1931-08-20, a man) and another one, as the server would store them.
export const CURP = 'BOXW310820HNERXN09';
export const OTHER_CURP = 'PEGA900101MDFRRN04';

export const API = {
  habitantes: '/api/1.0/midb/habitantes',
  export: '/api/1.0/midb/habitantes.csv',
  habitante: (id = 'hab-1') => `/api/1.0/midb/habitantes/${id}`,
  programas: '/api/1.0/midb/programas',
  programa: (id = 'prog-1') => `/api/1.0/midb/programas/${id}`,
  roll: (id = 'prog-1') => `/api/1.0/midb/programas/${id}/inscripciones`,
  rollCsv: (id = 'prog-1') => `/api/1.0/midb/programas/${id}/inscripciones.csv`,
  baja: (id: string, habitanteId: string) => `/api/1.0/midb/programas/${id}/inscripciones/${habitanteId}/baja`,
  mapa: '/api/1.0/midb/mapa',
  puntos: '/api/1.0/midb/mapa/puntos',
  audit: '/api/1.0/admin/audit',
  colonias: '/api/1.0/sig/personas/colonias',
  zonas: '/api/1.0/sig/catalogos/zonas',
  imports: '/api/1.0/midb/imports',
  importacion: (id = 'imp-1') => `/api/1.0/midb/imports/${id}`,
  importMapping: (id = 'imp-1') => `/api/1.0/midb/imports/${id}/mapping`,
  importDecisions: (id = 'imp-1') => `/api/1.0/midb/imports/${id}/decisions`,
  importCommit: (id = 'imp-1') => `/api/1.0/midb/imports/${id}/commit`,
  importReport: (id = 'imp-1') => `/api/1.0/midb/imports/${id}/report.csv`,
};

export const item = (over: Partial<MidbHabitanteItem> = {}): MidbHabitanteItem => ({
  id: 'hab-1',
  nombreCompleto: 'María Hernández Ruiz',
  curp: CURP,
  telefono: '771 123 4567',
  colonia: { id: 'col-1', nombre: 'Centro' },
  zona: { id: 'z-1', nombre: 'Norte' },
  edad: 94,
  sexo: 'M',
  consentimiento: true,
  createdAt: '2026-01-10T16:00:00.000Z',
  ...over,
});

export const habitante = (over: Partial<MidbHabitante> = {}): MidbHabitante => ({
  id: 'hab-1',
  curp: CURP,
  sinCurpMotivo: '',
  nombre: 'María',
  apellidos: 'Hernández Ruiz',
  nombreCompleto: 'María Hernández Ruiz',
  fechaNacimiento: '1931-08-20',
  sexo: 'H',
  telefono: '771 123 4567',
  email: 'maria@correo.mx',
  direccion: 'Calle Hidalgo 12',
  colonia: { id: 'col-1', nombre: 'Centro' },
  zona: { id: 'z-1', nombre: 'Norte' },
  ubicacion: null,
  consentimiento: true,
  version: 3,
  createdAt: '2026-01-10T16:00:00.000Z',
  updatedAt: '2026-01-12T16:00:00.000Z',
  programas: [],
  ...over,
});

export const programa = (over: Partial<Programa> = {}): Programa => ({
  id: 'prog-1',
  nombre: 'Adultos mayores',
  descripcion: 'Apoyo bimestral',
  activo: true,
  inscritos: 2,
  version: 1,
  createdAt: '2026-01-05T16:00:00.000Z',
  ...over,
});

export const rollItem = (over: Partial<RollItem> = {}): RollItem => ({
  habitante: { id: 'hab-1', nombreCompleto: 'María Hernández Ruiz', curp: CURP, colonia: { id: 'col-1', nombre: 'Centro' } },
  estado: 'activa',
  desde: '2026-02-01T16:00:00.000Z',
  hasta: null,
  motivoBaja: null,
  ...over,
});

export const COLONIAS = { colonias: [{ id: 'col-1', nombre: 'Centro' }, { id: 'col-2', nombre: 'La Merced' }] };
export const ZONAS = { items: [{ id: 'z-1', nombre: 'Norte', activo: true, responsable: '', poligono: null }], total: 1, page: 1, pageSize: 100 };

const square = (lng: number, lat: number) => ({
  type: 'Polygon',
  coordinates: [[[lng, lat], [lng + 0.01, lat], [lng + 0.01, lat + 0.01], [lng, lat + 0.01], [lng, lat]]],
});

export const MAPA: MapaResponse = {
  colonias: [
    { colonia: { id: 'col-1', nombre: 'Centro' }, habitantes: 120, poligono: square(-99.34, 20.05), centro: { lat: 20.055, lng: -99.335 } },
    { colonia: { id: 'col-2', nombre: 'La Merced' }, habitantes: 30, poligono: null, centro: { lat: 20.07, lng: -99.32 } },
    { colonia: { id: 'col-3', nombre: 'El Llano' }, habitantes: 0, poligono: square(-99.36, 20.03), centro: null },
  ],
  sinColonia: 4,
  total: 154,
};

const actor = { id: 'u1', email: 'ana@tula.gob.mx', displayName: 'Ana Pérez' };
export const AUDIT: AuditEntry[] = [
  { id: 'a3', at: '2026-03-03T16:00:00.000Z', actor, entityId: 'prog-1', entity: 'programa', action: 'programa.unenrol', before: null, after: { habitanteId: 'hab-2', nombreCompleto: 'Juan Pérez', motivo: 'Cambió de domicilio' } },
  { id: 'a2', at: '2026-03-02T16:00:00.000Z', actor, entityId: 'prog-1', entity: 'programa', action: 'programa.enrol', before: null, after: { inscritos: 38, yaInscritos: 2, filtro: { coloniaId: 'col-1' } } },
  { id: 'a1', at: '2026-03-01T16:00:00.000Z', actor, entityId: 'prog-1', entity: 'programa', action: 'programa.create', before: null, after: { nombre: 'Adultos mayores', descripcion: 'Apoyo bimestral', activo: true } },
];

/** The catalogues every registry page reads (colonias, zonas, programmes), as the fake server answers them. */
export function serveCatalogs(server: FakeServer): void {
  server.on('GET', API.colonias, () => ({ json: COLONIAS }));
  server.on('GET', API.zonas, () => ({ json: ZONAS }));
  server.on('GET', API.programas, () => ({ json: { items: [programa()] } }));
}
