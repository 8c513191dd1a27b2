// Plain constants of Auditoría (issue 25), free of zod so the browser (and the offline field kit) can use them without loading it.

const API = '/api/1.0';
const AUD = `${API}/auditoria`;

/**
 * The staff API (product `sig`). "Auditor" is SigAuditor or SigAuditoriaV2; "supervisor" is
 * SigAuditoriaV2Supervisor; the master `admin` always passes. Fill `:placeholders` with auditPath.
 */
export const AUDIT_PATHS = {
  /** GET AuditQueueQuery → AuditQueueResponse (auditor or supervisor): closed cases sampled and not yet audited, priority first, paged. */
  cola: `${AUD}/cola`,
  /** GET → AuditRule (auditor or supervisor); PUT AuditRuleBody → AuditRule (supervisor): which closed cases are sampled. */
  regla: `${AUD}/regla`,
  /** GET → AuditChecklistsResponse (auditor or supervisor): every tipo's checklist that has one. */
  checklists: `${AUD}/checklists`,
  /** GET → AuditChecklist (auditor or supervisor; an empty one when the tipo has none); PUT AuditChecklistBody → AuditChecklist (supervisor). */
  checklist: `${AUD}/checklists/:tipoId`,
  /** GET → AuditCase (auditor or supervisor): what the form needs: summary, place, the tipo's checklist, photos attached, audits so far. */
  caso: `${AUD}/casos/:orderId`,
  /** GET (auditor or supervisor): one file of the case (a photo already attached), its bytes. */
  casoArchivo: `${AUD}/casos/:orderId/archivos/:fileId`,
  /**
   * POST raw image bytes `?sha256=<hex>&nombre=` → AuditPhoto (201 new, 200 the same bytes already stored; auditor):
   * the server hashes the bytes and refuses a mismatch (400 auditoria.photo_hash on field `sha256`). Idempotent on the hash.
   */
  fotos: `${AUD}/fotos`,
  /** GET (auditor or supervisor): one audit photo's bytes, by its sha256. */
  foto: `${AUD}/fotos/:sha256`,
  /**
   * POST AuditSubmitBody → AuditSubmitResponse (auditor): one audit. Idempotent on `clientId` (a replay answers the
   * same audit with `replay: true`). Always 200 once the audit is kept; `estado: 'conflicto'` says it was kept but NOT
   * applied because the case changed since the device read it (AuditSubmitResponse.conflicto says how).
   */
  auditar: `${API}/sig/auditar`,
  /** GET AuditListQuery → AuditListResponse (auditor: own; supervisor: all): audits done, conflicts included (`?estado=conflicto`). */
  auditorias: `${AUD}/auditorias`,
  /** GET → AuditWorkListsResponse (supervisor); POST AuditWorkListBody → AuditWorkList (201, supervisor): a list from a filter or a selection. */
  listas: `${AUD}/listas`,
  /** GET → AuditWorkList with items (supervisor, or its auditor); PATCH AuditWorkListPatch → AuditWorkList (supervisor; 409 auditoria.stale). */
  lista: `${AUD}/listas/:id`,
  /** GET → AuditMyListsResponse (SigAuditoriaV2): the caller's open lists with what the offline form needs, nothing more. */
  misListas: `${AUD}/mis-listas`,
  /**
   * POST AuditFailBody → AuditFailResponse (SigAuditoriaV2, the list's own auditor; another's list is 404): the auditor
   * could not audit this item ("no se pudo auditar", with a reason). Idempotent on `clientId`, like an audit: the
   * phone's outbox may send it again after a lost answer, and a replay changes nothing (`replay: true`).
   */
  fallida: `${AUD}/listas/:id/casos/:orderId/fallida`,
  /** POST AuditPositionsBody → AuditPositionsAccepted (SigAuditoriaV2): a small batch of the device's positions (the outbox may send late ones). */
  posiciones: `${AUD}/posiciones`,
  /** GET → AuditLiveResponse (supervisor): per auditor the last position, last audit, lists' progress and `sinSenal`. */
  enVivo: `${AUD}/en-vivo`,
  /** GET `?dia=YYYY-MM-DD` → AuditTrackResponse (supervisor): one auditor's positions of that day (the cliente's timezone), oldest first. */
  recorrido: `${AUD}/recorridos/:userId`,
  /** GET AuditAnalyticsQuery → AuditAnalytics (SigAuditor, supervisor or DashboardAnalytics): figures computed in SQL. */
  analytics: `${API}/analytics/getauditoria`,
} as const;

/**
 * The public "¿Quedó resuelto?" (no account). POST AuditResueltoBody (with the case's follow code) → AuditResueltoResponse.
 * Same limits as the other public writes: a honeypot (HONEYPOT_FIELD) and a per-address rate limit (429).
 * A "no" queues the case for audit with priority. Open once a reporte filed by an identified citizen is closed;
 * answered once (409 auditoria.resuelto_answered). The follow answer (PublicCase.resuelto) says whether it is open.
 */
export const AUDIT_PUBLIC_PATHS = {
  resuelto: `${API}/public/:cliente/seguimiento/:folio/resuelto`,
} as const;

/** Fill `:name` placeholders of an auditoría path. */
export function auditPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The socket events of Auditoría (server → the cliente's supervisors, across nodes like every other event). */
export const AUDIT_SOCKET_EVENTS = {
  /** AuditLivePosition: an auditor's newest position. */
  position: 'auditoria-posicion',
  /** AuditLiveAudit: an audit was kept (its list's progress included). */
  audit: 'auditoria-hecha',
  /** AuditLiveProgress: a list's progress changed without an audit (an item marked failed, or back to pending). */
  progress: 'auditoria-progreso',
} as const;

export const AUDIT_VERDICTS = ['conforme', 'no_conforme'] as const;
export type AuditVerdict = (typeof AUDIT_VERDICTS)[number];
/** What happened to a kept audit: applied to the case, or kept without touching it (the case changed meanwhile). */
export const AUDIT_STATES = ['aplicada', 'conflicto'] as const;
export type AuditState = (typeof AUDIT_STATES)[number];
/** Why an audit was not applied: the case is open again, or it was closed again at another time than the device saw. */
export const AUDIT_CONFLICTS = ['reabierto', 'cambiado'] as const;
export type AuditConflict = (typeof AUDIT_CONFLICTS)[number];
/** Why a case is in the queue: the citizen said "no resuelto" (priority), or the cliente's sampling rule took it. */
export const AUDIT_REASONS = ['ciudadano', 'muestra'] as const;
export type AuditReason = (typeof AUDIT_REASONS)[number];
/** The sampling rule: every closed case, or N % per (dependencia, tipo). */
export const AUDIT_RULE_MODES = ['todos', 'porcentaje'] as const;
export type AuditRuleMode = (typeof AUDIT_RULE_MODES)[number];
/** A work list's item: pendiente until an audit of it is kept (hecha) or it is marked failed (fallida: could not be audited). */
export const AUDIT_ITEM_STATES = ['pendiente', 'hecha', 'fallida'] as const;
export type AuditItemState = (typeof AUDIT_ITEM_STATES)[number];
/** Why a field auditor could not audit an item: no access, the address was not found, unsafe, or another reason (then `nota` says it). */
export const AUDIT_FAIL_REASONS = ['sin_acceso', 'direccion_no_encontrada', 'inseguro', 'otro'] as const;
export type AuditFailReason = (typeof AUDIT_FAIL_REASONS)[number];
export const AUDIT_FAIL_NOTE_MAX = 300;
export const AUDIT_ANSWERS = ['si', 'no', 'na'] as const;
export type AuditAnswer = (typeof AUDIT_ANSWERS)[number];

/** No position for this long: the live page warns (`sinSenal`). */
export const AUDIT_NO_SIGNAL_MS = 5 * 60_000;
/** The work page sends its position this often while open. */
export const AUDIT_POSITION_EVERY_MS = 20_000;
export const AUDIT_POSITIONS_BATCH_MAX = 200;
export const AUDIT_CHECKLIST_MAX_ITEMS = 40;
export const AUDIT_PHOTOS_MAX = 10;
export const AUDIT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const AUDIT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AUDIT_LIST_MAX_ITEMS = 500;
export const AUDIT_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;

/** The case history kind every audit writes (CASE_EVENT_TYPES); a no conforme also writes 'reabierto'. */
export const AUDIT_CASE_EVENT = 'auditoria' as const;
