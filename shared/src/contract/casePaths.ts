// Plain constants of reportes and solicitudes (issue 5), kept free of zod so the browser can use them without loading it.
import type { Permission } from '../permissions';
import type { CaseEvent, KnownCaseEvent } from './cases';

/** A reporte (a problem at a place) or a solicitud (a service or document asked for): one life cycle, two kinds. */
export const CASE_KINDS = ['reporte', 'solicitud'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const PRIORIDADES = ['baja', 'normal', 'alta', 'urgente'] as const;
export type Prioridad = (typeof PRIORIDADES)[number];

/** Spec 7.4's endpoint names at `/api/1.0/<name>`; `:id` is the case id (fill with casePath). */
export interface CasePaths {
  /** GET: the filtered, sorted page. */
  list: string;
  /** GET: the whole filtered set as CSV (UTF-8 with BOM), streamed; POST `{ ids }`: the selected cases in the same format. */
  csv: string;
  /** GET: the filtered set as compact map points (reportes only have a location; solicitudes answer none). */
  map: string;
  /** GET: the options of every list filter. */
  filters: string;
  /** POST: staff intake. */
  create: string;
  /** GET: one case with its notes, files, history and the estatus it may move to. */
  detail: string;
  /** POST: one action (estatus, assignment, priority, answer and close, reopen). */
  action: string;
  /** POST: one estatus change or assignment applied to many cases at once, all or none (CASE_BULK_MAX at most). */
  bulk: string;
  /** POST: a note, internal or public. */
  note: string;
  /** POST: upload one file (raw bytes; `?nombre=` the original file name); answers 201 with its CaseFile. */
  files: string;
  /** GET: one file's bytes, to those who may see the case. */
  file: string;
}

const API = '/api/1.0';

export const CASE_PATHS: Record<CaseKind, CasePaths> = {
  reporte: {
    list: `${API}/sig/getreportes`,
    csv: `${API}/sig/getreportes/csv`,
    map: `${API}/sig/getreportes/mapa`,
    filters: `${API}/sig/getfiltros`,
    create: `${API}/sig/reporte`,
    detail: `${API}/getreporte/:id`,
    action: `${API}/accionrep/:id`,
    bulk: `${API}/sig/reportes/lote`,
    note: `${API}/addreportnote/:id`,
    files: `${API}/sig/reporte/:id/archivos`,
    file: `${API}/sig/reporte/:id/archivos/:fileId`,
  },
  solicitud: {
    list: `${API}/sig/getsolicitudes`,
    csv: `${API}/sig/getsolicitudes/csv`,
    map: `${API}/sig/getsolicitudes/mapa`,
    filters: `${API}/sig/getfiltrossol`,
    create: `${API}/sig/solicitud`,
    detail: `${API}/getsolicitud/:id`,
    action: `${API}/accionsol/:id`,
    bulk: `${API}/sig/solicitudes/lote`,
    note: `${API}/addsolicitudnote/:id`,
    files: `${API}/sig/solicitud/:id/archivos`,
    file: `${API}/sig/solicitud/:id/archivos/:fileId`,
  },
};

/** Fills `:id` (and `:fileId`) of a CASE_PATHS entry. */
export const casePath = (path: string, id: string, fileId?: string): string =>
  path.replace(':id', encodeURIComponent(id)).replace(':fileId', encodeURIComponent(fileId ?? ''));

export const CASE_VIEW_PERMISSION: Record<CaseKind, Permission> = { reporte: 'SigVerReporte', solicitud: 'SigVerSolicitudes' };
/** Acting on a case, noting it and filing one at the counter. */
export const CASE_EDIT_PERMISSION: Record<CaseKind, Permission> = { reporte: 'SigEditarReporte', solicitud: 'SigEditarSolicitudes' };

/** The folio's letter: R-2026-000123, S-2026-000045. */
export const FOLIO_PREFIX: Record<CaseKind, string> = { reporte: 'R', solicitud: 'S' };

/**
 * A folio as people type it, in the form it is stored: any case and spaces, and the short number a citizen
 * reads back from a phone call or a receipt ("r-2026-279", "R 2026 279") padded to six digits (R-2026-000279).
 * Anything else comes back upper-cased without spaces, for the lookup to miss.
 */
export function canonicalFolio(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const m = /^([RS])-?(\d{4})-?(\d{1,6})$/.exec(compact);
  return m ? `${m[1]}-${m[2]}-${m[3]!.padStart(6, '0')}` : compact;
}

/** Cases one bulk action or selection export may name: a bigger batch is refused with a 400 on `ids` that says so. */
export const CASE_BULK_MAX = 500;

export const CASE_PAGE_SIZE_DEFAULT = 25;
export const CASE_PAGE_SIZE_MAX = 100;
export const CASE_SORTS = ['createdAt', 'updatedAt', 'dueAt', 'folio', 'prioridad'] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

/** Photos of reportes: images only. Documents of solicitudes: PDF and images. */
export const CASE_FILE_TYPES: Record<CaseKind, readonly string[]> = {
  reporte: ['image/jpeg', 'image/png', 'image/webp'],
  solicitud: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
};
export const CASE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_FILES_MAX = 10;
export const NOTE_MAX_CHARS = 4000;

/**
 * The kinds of history event, once (cases.ts gives each its payload). The last five are corrections
 * (accion 'corregir', issue 21): one event per corrected field. 'auditoria' (issue 25): an audit of the closed case;
 * 'auditoria_item': its work-list item marked "no se pudo auditar", or put back to pending.
 */
export const CASE_EVENT_TYPES = [
  'creado',
  'estatus',
  'asignacion',
  'prioridad',
  'reabierto',
  'nota',
  'archivo',
  'tipo',
  'descripcion',
  'direccion',
  'colonia',
  'ubicacion',
  'apoyo',
  'duplicado',
  'auditoria',
  'auditoria_item',
] as const;

/**
 * Reportes already filed near a place (issue 24): what the citizen form and staff intake show before a
 * new one is sent, so a second report of the same problem becomes support for the first.
 */
export const DUPLICATE_PATHS = {
  /** GET `?tipoId=&lat=&lng=&excluir=`: open reportes of that tipo within the cliente's radius and days, nearest first. */
  nearby: `${API}/sig/reportes/cercanos`,
  /** POST {comentario?}: one more person reported this (staff took the call and linked it instead of filing anew). */
  support: `${API}/apoyorep/:id`,
} as const;
/** The cliente's defaults: how near and how recent an open reporte must be to be offered as the same one. */
export const DUPLICATES_RADIUS_M = { min: 10, max: 500, default: 50 } as const;
export const DUPLICATES_DAYS = { min: 1, max: 365, default: 30 } as const;
export const NEARBY_MAX = 5;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];

/** An event of a kind this build knows; false for one a newer server wrote, which a timeline shows as a neutral line. */
export const isKnownCaseEvent = (event: CaseEvent): event is KnownCaseEvent => (CASE_EVENT_TYPES as readonly string[]).includes(event.tipo);
