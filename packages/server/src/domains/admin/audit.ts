import type { Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditQuery, type AuditResponse } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { type AccountEvent, type AuditCtx, type AuditLog, type MembershipChange, readAuditEntry, recordAccountEvent, recordAdminChange } from '../../core';
import { auditPage } from './admin.repository';

/**
 * A change of one of the cliente's people: in the cliente's audit and in the account's own history, which
 * may name it otherwise (`account`: an invited existing account is a membership.invite there).
 */
export async function recordMembershipChange(ctx: AuditCtx, entry: MembershipChange, account: AccountEvent = entry): Promise<void> {
  await recordAdminChange(ctx, entry);
  await recordAccountEvent(ctx, entry.entityId, account);
}

/** The cliente's audit rows of one entity kind (optionally one entity), newest first, each read by its action. */
export async function listAudit(db: Kysely<Database>, clienteId: string, q: AuditQuery, log: AuditLog): Promise<AuditResponse> {
  const { rows, total } = await auditPage(db, clienteId, q);
  return {
    items: rows.map((r) => readAuditEntry(r, r.actor_id ? { id: r.actor_id, email: r.email ?? '', displayName: r.display_name ?? '' } : null, log)),
    total,
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
