import type { AuditorPosition, LiveAuditor } from '../contract';

/** An auditor who has sent nothing for this long is flagged: Traccar's users miss positions that just stop. */
export const SILENT_MS = 5 * 60_000;

/** The live view's auditors with a position that came over the socket put in place (newer wins). */
export function withPosition(auditores: LiveAuditor[], p: AuditorPosition): LiveAuditor[] {
  const i = auditores.findIndex((a) => a.auditor.id === p.auditor.id);
  if (i < 0) return [...auditores, { auditor: p.auditor, posicion: p, ultimaAuditoria: null }];
  const old = auditores[i]!.posicion;
  if (old && old.at > p.at) return auditores;
  const next = [...auditores];
  next[i] = { ...auditores[i]!, posicion: p };
  return next;
}

/** Silent: no position yet today, or the last one older than SILENT_MS. */
export const isSilent = (a: LiveAuditor, now: number): boolean => !a.posicion || now - Date.parse(a.posicion.at) > SILENT_MS;
