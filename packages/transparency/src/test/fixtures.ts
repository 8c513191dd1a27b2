import type {
  PublicCliente,
  TranspDeadlineExplanation,
  TranspDetail,
  TranspFilingResponse,
  TranspListItem,
  TranspPublicThread,
} from '@sig/shared/contract';

export const SLUG = 'demo';
export const API = {
  cliente: `/api/1.0/public/${SLUG}`,
  file: `/api/1.0/public/${SLUG}/transparencia/solicitudes`,
  thread: (folio: string) => `/api/1.0/public/${SLUG}/transparencia/solicitudes/${folio}`,
  reply: (folio: string) => `/api/1.0/public/${SLUG}/transparencia/solicitudes/${folio}/prevencion`,
  inbox: '/api/1.0/transparencia/solicitudes',
  request: (id: string) => `/api/1.0/transparencia/solicitudes/${id}`,
  estatus: (id: string) => `/api/1.0/transparencia/solicitudes/${id}/estatus`,
  ampliacion: (id: string) => `/api/1.0/transparencia/solicitudes/${id}/ampliacion`,
  asignar: (id: string) => `/api/1.0/transparencia/solicitudes/${id}/asignacion`,
  units: '/api/1.0/transparencia/unidades',
};

export const publicCliente = (over: Partial<PublicCliente> = {}): PublicCliente => ({
  slug: SLUG,
  nombre: 'Municipio Demo',
  logo: null,
  colorPrimary: '#0f6cbd',
  colorSecondary: '#115ea3',
  mapa: { lat: 19.4326, lng: -99.1332, zoom: 13, tileUrl: null },
  operacionSinCurp: false,
  recibeCasos: true,
  tiposReporte: [],
  tiposSolicitud: [],
  ...over,
});

/** The worked example: filed Fri 3 Jan 2025 after hours, counts from Mon 6 Jan, 20 business days skipping Mon 3 Feb → due Tue 4 Feb. */
export const explanation = (over: Partial<TranspDeadlineExplanation> = {}): TranspDeadlineExplanation => ({
  filedAt: '2025-01-03T23:30:00.000Z',
  filedLocalDate: '2025-01-03',
  filedLocalTime: '17:30',
  timezone: 'America/Mexico_City',
  cutoff: '15:00',
  afterHours: true,
  filedOnNonBusinessDay: null,
  countsFrom: '2025-01-06',
  businessDays: 20,
  skipped: [
    { date: '2025-01-11', why: 'weekend' },
    { date: '2025-02-03', why: 'holiday', name: 'Día de la Constitución' },
  ],
  stops: [],
  extensionDays: 0,
  due: '2025-02-04',
  remainingWhenStopped: null,
  ...over,
});

export const filing = (over: Partial<TranspFilingResponse> = {}): TranspFilingResponse => ({
  folio: 'T-2025-000001',
  code: 'ABCD2345',
  due: '2025-02-04',
  explanation: explanation(),
  createdAt: '2025-01-03T23:30:00.000Z',
  uploadToken: 'tok-123',
  ...over,
});

export const thread = (over: Partial<TranspPublicThread> = {}): TranspPublicThread => ({
  folio: 'T-2025-000001',
  estatus: 'PROCESO',
  texto: 'Solicito el presupuesto de obra pública de 2024.',
  formato: 'electronico',
  createdAt: '2025-01-03T23:30:00.000Z',
  updatedAt: '2025-01-07T16:00:00.000Z',
  closedAt: null,
  due: '2025-02-04',
  vencida: false,
  explanation: explanation(),
  prevencion: null,
  puedeResponder: false,
  ampliacion: null,
  respuesta: null,
  motivoCierre: null,
  historial: [{ at: '2025-01-03T23:30:00.000Z', estatus: 'INICIO' }],
  ...over,
});

export const listItem = (over: Partial<TranspListItem> = {}): TranspListItem => ({
  id: 'req-1',
  folio: 'T-2025-000001',
  estatus: 'PROCESO',
  unidad: { id: 'u-1', nombre: 'Obras Públicas' },
  extracto: 'Solicito el presupuesto de obra pública de 2024.',
  createdAt: '2025-01-03T23:30:00.000Z',
  version: 1,
  due: '2025-02-04',
  vencida: false,
  proxima: false,
  ampliada: false,
  ...over,
});

export const detail = (over: Partial<TranspDetail> = {}): TranspDetail => ({
  id: 'req-1',
  folio: 'T-2025-000001',
  estatus: 'PROCESO',
  texto: 'Solicito el presupuesto de obra pública de 2024.',
  formato: 'electronico',
  solicitante: { nombre: 'Ana Pérez', email: 'ana@example.com', avisos: true },
  unidad: null,
  createdAt: '2025-01-03T23:30:00.000Z',
  updatedAt: '2025-01-07T16:00:00.000Z',
  closedAt: null,
  due: '2025-02-04',
  vencida: false,
  proxima: false,
  ampliada: false,
  explicacion: explanation(),
  prevencion: null,
  ampliacion: null,
  respuesta: null,
  notas: [],
  documentos: [],
  historial: [
    { id: 'e1', at: '2025-01-03T23:30:00.000Z', actor: null, comentario: null, tipo: 'creada', antes: null, despues: { folio: 'T-2025-000001', estatus: 'INICIO', due: '2025-02-04', canal: 'portal' } },
  ],
  permitidos: ['EN_PREVENCION', 'EN_AMPLIACION', 'TERMINADA', 'DESECHADA', 'CANCELADA'],
  version: 3,
  ...over,
});

// jsdom's File is not a Blob to the Fetch API this environment borrows from Node; Node's own File stands in.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const NodeFile: typeof File = require('node:buffer').File;
export const fileOf = (name: string, type: string, size = 6) => new NodeFile([new Uint8Array(size)], name, { type });
