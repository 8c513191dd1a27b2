import type { HabitanteSession, PublicCase, PublicCaseDetalle, PublicCliente, PublicHabitante, PublicTipo } from '@sig/shared/contract';

/** A valid CURP (its check digit is right): born 1931-08-20 abroad (NE), a man. */
export const CURP = 'BOXW310820HNERXN09';

export const tipo = (over: Partial<PublicTipo> = {}): PublicTipo => ({
  id: 't1',
  nombre: 'Bache',
  descripcion: 'Hoyo o hundimiento en el pavimento de una calle.',
  color: '#795548',
  icono: 'road',
  pideFoto: true,
  ...over,
});

export const publicCliente = (over: Partial<PublicCliente> = {}): PublicCliente => ({
  slug: 'demo',
  nombre: 'Municipio Demo',
  logo: null,
  colorPrimary: '#0f6cbd',
  colorSecondary: '#115ea3',
  mapa: { lat: 19.4326, lng: -99.1332, zoom: 13, tileUrl: null },
  operacionSinCurp: false,
  recibeCasos: true,
  tiposReporte: [tipo(), tipo({ id: 't2', nombre: 'Fuga de agua', icono: 'water', color: '#1e88e5', descripcion: 'Agua que brota en la calle.' })],
  tiposSolicitud: [tipo({ id: 's1', nombre: 'Constancia de residencia', icono: 'home', color: '#00897b', pideFoto: false, descripcion: 'Documento que acredita el domicilio.' })],
  ...over,
});

export const habitante = (over: Partial<PublicHabitante> = {}): PublicHabitante => ({ id: 'h-7Yp2', nombre: 'María', cliente: 'demo', existente: false, ...over });

export const caseDetalle = (over: Partial<PublicCaseDetalle> = {}): PublicCaseDetalle => ({
  tipo: { nombre: 'Bache', color: '#795548' },
  descripcion: 'Bache profundo frente a la escuela.',
  ubicacion: null,
  direccion: 'Av. Juárez 100',
  colonia: 'Centro',
  dueAt: '2026-03-11T16:00:00.000Z',
  fotos: [{ id: 'f1', nombre: 'bache.jpg', url: 'https://portal.example/api/1.0/public/demo/fotos/f1?e=1&s=abc' }],
  historial: [
    { at: '2026-03-01T16:00:00.000Z', estatus: 'Recibido', color: '#9e9e9e' },
    { at: '2026-03-02T10:00:00.000Z', estatus: 'Asignado', color: '#1e88e5' },
    { at: '2026-03-03T18:30:00.000Z', estatus: 'En proceso', color: '#fb8c00' },
  ],
  notas: [{ at: '2026-03-02T10:05:00.000Z', texto: 'La cuadrilla irá el jueves.' }],
  ...over,
});

/** A case as the follow page reads it; `detalle` is what the follow code opens. */
export const publicCase = (over: Partial<PublicCase> = {}): PublicCase => ({
  folio: 'R-2026-000123',
  kind: 'reporte',
  estatus: { nombre: 'En proceso', color: '#fb8c00', final: false },
  createdAt: '2026-03-01T16:00:00.000Z',
  updatedAt: '2026-03-03T18:30:00.000Z',
  closedAt: null,
  detalle: caseDetalle(),
  ...over,
});

export const FOLLOW_CODE = 'ABCD2345';

export const session = (over: Partial<HabitanteSession> = {}): HabitanteSession => ({
  token: 'sesion-de-prueba',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  habitante: { id: 'h-7Yp2', nombre: 'María', cliente: 'demo', existente: true },
  ...over,
});

// jsdom's File is not a Blob to the Fetch API this environment borrows from Node (a request would carry
// "[object File]"); a browser has one kind. Node's own File stands in for a chosen file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const NodeFile: typeof File = require('node:buffer').File;

/** A chosen file of `size` bytes. */
export const fileOf = (name: string, type: string, size = 6) => new NodeFile([new Uint8Array(size)], name, { type });
