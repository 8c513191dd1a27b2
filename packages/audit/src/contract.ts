/*
 * The Auditoría API as this parcel uses it. Helper A's contract (shared/src/contract/auditoria.ts and
 * auditoriaPaths.ts) replaces these local shapes: the pages import them only from here, so the swap is this
 * one file. Until then the answers are typed, not checked (apiBaseQuery without a schema name).
 */
import type { CaseKind, LatLng } from '@sig/shared';

const API = '/api/1.0';

export const AUDIT_PATHS = {
  /** GET AuditQueueQuery → AuditQueueResponse (SigAuditor): closed cases pending audit, paged. */
  cola: `${API}/sig/auditoria`,
  /** GET → AuditCase (SigAuditor, SigAuditoriaV2): the case to audit with its tipo's checklist. */
  caso: `${API}/sig/auditoria/:tipo/:orderId`,
  /** POST AuditBody → AuditResult: the verdict (no conforme reopens the case). Spec 7.4 `sig/auditar`. */
  auditar: `${API}/sig/auditar`,
  /** POST raw image bytes → AuditPhoto: one photo, answered with the hash the server computed. */
  fotos: `${API}/sig/auditoria/fotos`,
  /** GET AuditFiguresQuery → AuditFigures (SigAuditor). Spec 7.4 `analytics/getauditoria`. */
  figuras: `${API}/analytics/getauditoria`,
  /** GET → WorkListsResponse (own lists; every list for the supervisor); POST NewWorkListBody → WorkList (supervisor). */
  listas: `${API}/sig/auditoriav2/listas`,
  /** GET → WorkList; PATCH { auditorId, version } → WorkList (supervisor): reassign. */
  lista: `${API}/sig/auditoriav2/listas/:id`,
  /** GET → WorkItem (SigAuditoriaV2): one item of the auditor's list with its case. */
  trabajo: `${API}/sig/auditoriav2/trabajo/:idAuditWork`,
  /** POST PositionBody → 204 (SigAuditoriaV2): the auditor's position while the work page is open. */
  posiciones: `${API}/sig/auditoriav2/posiciones`,
  /** GET → LiveResponse (supervisor): every auditor's last position, last audit and lists' progress. */
  enVivo: `${API}/sig/auditoriav2/en-vivo`,
  /** GET ?fecha=YYYY-MM-DD → TrackResponse (supervisor): one auditor's positions of that day. */
  recorrido: `${API}/sig/auditoriav2/auditores/:auditorId/recorrido`,
  /** GET → AuditorsResponse (supervisor): who can be assigned a list. */
  auditores: `${API}/sig/auditoriav2/auditores`,
} as const;

/** The socket event of a new position (payload AuditorPosition) and of a list's progress (WorkList). */
export const AUDIT_EVENTS = { posicion: 'auditoria.posicion', progreso: 'auditoria.progreso' } as const;

/** Fills `:name` parts of a path. */
export const auditPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));

export const AUDIT_PAGE_SIZE = 25;
export const VERDICTS = ['conforme', 'no_conforme'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Ref {
  id: string;
  nombre: string;
}

export interface AuditQueueItem {
  orderId: string;
  tipo: CaseKind;
  folio: string;
  tipoCaso: Ref;
  dependencia: Ref | null;
  zona: Ref | null;
  direccion: string;
  closedAt: string;
  /** The citizen answered "no, it is not fixed". */
  prioridad: boolean;
}

export interface AuditQueueResponse {
  items: AuditQueueItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ChecklistItem {
  id: string;
  texto: string;
}

export interface AuditCase {
  orderId: string;
  tipo: CaseKind;
  folio: string;
  tipoCaso: Ref;
  dependencia: Ref | null;
  descripcion: string;
  direccion: string;
  ubicacion: LatLng | null;
  respuesta: string;
  closedAt: string;
  prioridad: boolean;
  /** The citizen's comment with a "no". */
  comentarioCiudadano: string;
  checklist: ChecklistItem[];
  /** The case's version: a reopened case answers 409 (a conflict the auditor sees). */
  version: number;
}

export interface AuditPhoto {
  id: string;
  sha256: string;
}

export interface AuditBody {
  /** Made by the client: a retried sync creates no second audit. */
  clientId: string;
  orderId: string;
  tipo: CaseKind;
  version: number;
  checklist: { id: string; ok: boolean }[];
  fotos: AuditPhoto[];
  posicion: (LatLng & { precision: number }) | null;
  comentario: string;
  veredicto: Verdict;
  idAuditWork?: string;
  realizadaAt: string;
}

export interface AuditResult {
  id: string;
  veredicto: Verdict;
  /** Metres from the case's location (null without one of the two positions). */
  distancia: number | null;
  reabierto: boolean;
  folio: string;
}

export interface AuditFigures {
  porAuditor: { auditor: Ref; fecha: string; auditorias: number }[];
  conformidad: { dependencia: Ref | null; tipoCaso: Ref; total: number; conformes: number }[];
  medianaDistancia: number | null;
}

export const WORK_STATES = ['pendiente', 'hecha', 'fallida'] as const;
export type WorkState = (typeof WORK_STATES)[number];

export interface WorkItem {
  idAuditWork: string;
  listaId: string;
  orderId: string;
  tipo: CaseKind;
  folio: string;
  direccion: string;
  estado: WorkState;
}

export interface WorkList {
  id: string;
  nombre: string;
  auditor: Ref;
  creadaAt: string;
  hechas: number;
  pendientes: number;
  fallidas: number;
  items: WorkItem[];
  version: number;
}

export interface WorkListsResponse {
  items: WorkList[];
}

export interface NewWorkListBody {
  nombre: string;
  auditorId: string;
  /** From a filter, or the chosen cases. */
  filtro?: { zonaId?: string; dependenciaId?: string; desde?: string; hasta?: string };
  casos?: { orderId: string; tipo: CaseKind }[];
}

export interface AuditorPosition {
  auditor: Ref;
  lat: number;
  lng: number;
  precision: number;
  at: string;
}

export interface LiveAuditor {
  auditor: Ref;
  posicion: AuditorPosition | null;
  ultimaAuditoria: { folio: string; veredicto: Verdict; at: string } | null;
}

export interface LiveResponse {
  auditores: LiveAuditor[];
  listas: WorkList[];
}

export interface TrackResponse {
  auditor: Ref;
  fecha: string;
  puntos: { lat: number; lng: number; at: string }[];
}

export interface AuditorsResponse {
  items: Ref[];
}

export interface PositionBody {
  lat: number;
  lng: number;
  precision: number;
  at: string;
}
