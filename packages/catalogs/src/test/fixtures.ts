import type { Colonia, Dependencia, Estatus, Origen, Tipo, Zona } from '@sig/shared';

const stamps = { activo: true, createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-10T10:00:00.000Z' };

export const dependencia = (over: Partial<Dependencia> = {}): Dependencia => ({
  id: 'd1',
  nombre: 'Obras Públicas',
  siglas: 'OP',
  titular: 'Ing. Pérez',
  telefono: '555 123 4567',
  email: 'op@tula.gob.mx',
  color: '#aabbcc',
  ...stamps,
  ...over,
});

export const estatus = (over: Partial<Estatus> = {}): Estatus => ({
  id: 'e1',
  nombre: 'Recibido',
  color: '#9e9e9e',
  orden: 0,
  inicial: false,
  final: false,
  transiciones: [],
  ...stamps,
  ...over,
});

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

export const zona = (over: Partial<Zona> = {}): Zona => ({ id: 'z1', nombre: 'Zona Centro', responsable: 'Ana Ruiz', poligono: null, ...stamps, ...over });

export const colonia = (over: Partial<Colonia> = {}): Colonia => ({
  id: 'c1',
  nombre: 'Centro',
  codigoPostal: '42800',
  zonaId: null,
  poligono: null,
  centroide: null,
  ...stamps,
  ...over,
});

export const origen = (over: Partial<Origen> = {}): Origen => ({ id: 'o1', nombre: 'Teléfono', ...stamps, ...over });

/** `n` dependencias named in order. */
export const manyDependencias = (n: number) =>
  Array.from({ length: n }, (_, i) => dependencia({ id: `d${i + 1}`, nombre: `Dependencia ${String(i + 1).padStart(2, '0')}`, siglas: `D${i + 1}` }));
