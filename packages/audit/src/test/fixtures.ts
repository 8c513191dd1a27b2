import type {
  AuditAnalytics,
  AuditCase,
  AuditCaseSummary,
  AuditChecklist,
  AuditLiveAuditor,
  AuditMyList,
  AuditQueueItem,
  AuditSubmitResponse,
  AuditWorkList,
} from '@sig/shared/contract';

export const API = {
  cola: '/api/1.0/auditoria/cola',
  caso: (id = 'case-1') => `/api/1.0/auditoria/casos/${id}`,
  fotos: '/api/1.0/auditoria/fotos',
  auditar: '/api/1.0/sig/auditar',
  analytics: '/api/1.0/analytics/getauditoria',
  listas: '/api/1.0/auditoria/listas',
  lista: (id = 'lista-1') => `/api/1.0/auditoria/listas/${id}`,
  misListas: '/api/1.0/auditoria/mis-listas',
  fallida: (id = 'lista-1', orderId = 'case-1') => `/api/1.0/auditoria/listas/${id}/casos/${orderId}/fallida`,
  casoArchivo: (orderId = 'case-1', fileId = 'file-1') => `/api/1.0/auditoria/casos/${orderId}/archivos/${fileId}`,
  posiciones: '/api/1.0/auditoria/posiciones',
  enVivo: '/api/1.0/auditoria/en-vivo',
  recorrido: (id = 'u-aud-1') => `/api/1.0/auditoria/recorridos/${id}`,
  regla: '/api/1.0/auditoria/regla',
  checklists: '/api/1.0/auditoria/checklists',
  checklist: (tipoId = 'tipo-1') => `/api/1.0/auditoria/checklists/${tipoId}`,
  tiposReporte: '/api/1.0/gettiporeporte',
  tiposSolicitud: '/api/1.0/gettiposolicitud',
  dependencias: '/api/1.0/sig/catalogos/dependencias',
  zonas: '/api/1.0/sig/catalogos/zonas',
};

const closedAt = '2026-11-20T18:00:00.000Z';

export const summary = (over: Partial<AuditCaseSummary> = {}): AuditCaseSummary => ({
  id: 'case-1',
  kind: 'reporte',
  folio: 'R-2026-000123',
  tipo: { id: 'tipo-1', nombre: 'Bache', color: '#aa3300' },
  estatus: { id: 'est-9', nombre: 'Resuelto', color: '#107c10', final: true },
  dependencia: { id: 'dep-1', nombre: 'Obras Públicas', color: '#0f6cbd' },
  zona: { id: 'z-1', nombre: 'Norte' },
  colonia: { id: 'col-1', nombre: 'Centro' },
  descripcion: 'Bache grande frente a la escuela',
  direccion: 'Av. Juárez 100',
  ubicacion: { lat: 20.05, lng: -99.34 },
  prioridad: 'normal',
  createdAt: '2026-11-10T16:00:00.000Z',
  closedAt,
  version: 7,
  ...over,
});

export const queueItem = (over: Partial<AuditQueueItem> = {}): AuditQueueItem => ({ ...summary(), motivo: 'muestra', comentarioCiudadano: null, ...over });

export const checklist = (over: Partial<AuditChecklist> = {}): AuditChecklist => ({
  tipo: { id: 'tipo-1', nombre: 'Bache', color: '#aa3300' },
  items: [
    { id: 'tapado', texto: '¿El bache está tapado?', requerido: true },
    { id: 'nivel', texto: '¿Quedó al nivel de la calle?', requerido: false },
  ],
  version: 2,
  updatedAt: '2026-11-01T16:00:00.000Z',
  ...over,
});

export const auditCase = (over: Partial<AuditCase> = {}): AuditCase => ({ caso: summary(), ciudadano: null, checklist: checklist(), archivos: [], auditorias: [], ...over });

const auditor = { id: 'u-aud-1', displayName: 'Laura Campos' };

export function submitAnswer(body: { clientId: string; orderId: string; veredicto: 'conforme' | 'no_conforme'; fotos?: string[] }, over: Partial<AuditSubmitResponse> = {}): AuditSubmitResponse {
  const reabierto = body.veredicto === 'no_conforme';
  return {
    auditoria: {
      id: 'aud-1',
      clientId: body.clientId,
      orderId: body.orderId,
      kind: 'reporte',
      folio: 'R-2026-000123',
      auditor,
      veredicto: body.veredicto,
      estado: 'aplicada',
      conflicto: null,
      respuestas: [],
      fotos: body.fotos ?? [],
      posicion: null,
      distanciaM: 42,
      comentario: '',
      listaId: null,
      hechaEn: null,
      createdAt: '2026-11-28T18:00:00.000Z',
    },
    estado: 'aplicada',
    conflicto: null,
    replay: false,
    reabierto,
    caso: { closedAt: reabierto ? null : closedAt, version: 8, cerrado: !reabierto },
    ...over,
  };
}

export const ANALYTICS: AuditAnalytics = {
  desde: '2026-10-30',
  hasta: '2026-11-28',
  porAuditorDia: [
    { auditor, dia: '2026-11-27', auditorias: 4 },
    { auditor, dia: '2026-11-28', auditorias: 6 },
    { auditor: { id: 'u-aud-2', displayName: 'Pedro Ruiz' }, dia: '2026-11-28', auditorias: 2 },
  ],
  conformidad: [{ dependencia: { id: 'dep-1', nombre: 'Obras Públicas' }, tipo: { id: 'tipo-1', nombre: 'Bache' }, auditorias: 10, conformes: 8, tasa: 0.8, medianaDistanciaM: 35 }],
  total: { auditorias: 12, conformes: 9, tasa: 0.75, medianaDistanciaM: 38 },
};

export const progreso = (hechas = 1, pendientes = 2, fallidas = 0) => ({ total: hechas + pendientes + fallidas, hechas, pendientes, fallidas });

export const workList = (over: Partial<AuditWorkList> = {}): AuditWorkList => ({
  id: 'lista-1',
  nombre: 'Norte, lunes',
  auditor,
  creadaPor: { id: 'u-sup', displayName: 'Sofía Supervisora' },
  createdAt: '2026-11-28T14:00:00.000Z',
  updatedAt: '2026-11-28T14:00:00.000Z',
  version: 3,
  progreso: progreso(),
  ...over,
});

export const myList = (over: Partial<AuditMyList> = {}): AuditMyList => {
  const { items: _omit, ...base } = workList();
  return {
    ...base,
    items: [
      { orderId: 'case-1', kind: 'reporte', folio: 'R-2026-000123', estado: 'pendiente', motivo: null, motivoCodigo: null, auditoriaId: null, updatedAt: closedAt, caso: summary(), checklist: checklist(), archivos: [], ciudadano: null },
      { orderId: 'case-2', kind: 'reporte', folio: 'R-2026-000124', estado: 'hecha', motivo: null, motivoCodigo: null, auditoriaId: 'aud-0', updatedAt: closedAt, caso: summary({ id: 'case-2', folio: 'R-2026-000124', direccion: 'Calle Hidalgo 5' }), checklist: checklist(), archivos: [], ciudadano: null },
    ],
    ...over,
  };
};

export const liveAuditor = (over: Partial<AuditLiveAuditor> = {}): AuditLiveAuditor => ({
  auditor,
  ultimaPosicion: { lat: 20.05, lng: -99.34, accuracy: 12, at: new Date().toISOString() },
  ultimaAuditoria: null,
  listas: [{ id: 'lista-1', nombre: 'Norte, lunes', progreso: progreso() }],
  sinSenal: false,
  ...over,
});

export const CATALOG = (items: { id: string; nombre: string }[]) => ({ items: items.map((i) => ({ ...i, activo: true })), total: items.length, page: 1, pageSize: 100 });

// jsdom's File is not a Blob to the Fetch API this environment borrows from Node (a request would carry
// "[object File]"), nor has it arrayBuffer(); a browser has one kind. Node's own File stands in for a chosen file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const NodeFile: typeof File = require('node:buffer').File;
export const nodeFile = (bytes: number[], name: string, type: string) => new NodeFile([new Uint8Array(bytes)], name, { type });

export { activeTipo } from '@sig/shared/testing/fixtures';
