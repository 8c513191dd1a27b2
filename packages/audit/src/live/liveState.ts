import { AUDIT_NO_SIGNAL_MS, type AuditLiveAudit, type AuditLiveAuditor, type AuditLivePosition, type AuditLiveProgress } from '@sig/shared';

/** A position that came over the socket, put in place (the newer fix wins; an auditor not listed yet is added). */
export function withPosition(auditores: AuditLiveAuditor[], e: AuditLivePosition): AuditLiveAuditor[] {
  const i = auditores.findIndex((a) => a.auditor.id === e.auditor.id);
  if (i < 0) return [...auditores, { auditor: e.auditor, ultimaPosicion: e.posicion, ultimaAuditoria: null, listas: [], sinSenal: false }];
  const old = auditores[i]!.ultimaPosicion;
  if (old && Date.parse(old.at) > Date.parse(e.posicion.at)) return auditores;
  const next = [...auditores];
  next[i] = { ...auditores[i]!, ultimaPosicion: e.posicion, sinSenal: false };
  return next;
}

/** An audit that came over the socket: the auditor's last audit and its list's progress. */
export function withAudit(auditores: AuditLiveAuditor[], e: AuditLiveAudit): AuditLiveAuditor[] {
  return auditores.map((a) => {
    const listas = e.lista ? a.listas.map((l) => (l.id === e.lista!.id ? { ...l, progreso: e.lista!.progreso } : l)) : a.listas;
    return a.auditor.id === e.auditor.id ? { ...a, ultimaAuditoria: e.auditoria, listas } : { ...a, listas };
  });
}

/** A list's progress that changed without an audit (an item failed, or back to pending). */
export function withProgress(auditores: AuditLiveAuditor[], e: AuditLiveProgress): AuditLiveAuditor[] {
  return auditores.map((a) => ({ ...a, listas: a.listas.map((l) => (l.id === e.lista.id ? { ...l, progreso: e.lista.progreso } : l)) }));
}

/**
 * Silent: no position, or the last one older than AUDIT_NO_SIGNAL_MS. Counted here as time passes, not only
 * when the server said so on load (Traccar's users miss positions that simply stop).
 */
export const isSilent = (a: AuditLiveAuditor, now: number): boolean => !a.ultimaPosicion || now - Date.parse(a.ultimaPosicion.at) > AUDIT_NO_SIGNAL_MS;
