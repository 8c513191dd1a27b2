import { AuditResponse, isKnownAuditEntry, type KnownAuditEntry } from '@sig/shared/contract';

/**
 * An audit answer whose every entry reads in its own action's shape: what a flow records must never come
 * back as a neutral (unreadable) entry.
 */
export function knownAudit(json: unknown): { items: KnownAuditEntry[] } {
  const { items } = AuditResponse.parse(json);
  expect(items.filter((i) => !isKnownAuditEntry(i))).toEqual([]);
  return { items: items as KnownAuditEntry[] };
}
