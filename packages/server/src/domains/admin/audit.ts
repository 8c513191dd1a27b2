import type { Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditQuery, type AuditResponse } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { type AccountEvent, type AuditCtx, type AuditLog, type MembershipChange, readAuditEntry, recordAccountEvent, recordAdminChange } from '../../core';

type Db = Kysely<Database>;

/**
 * A change of one of the cliente's people: in the cliente's audit and in the account's own history, which
 * may name it otherwise (`account`: an invited existing account is a membership.invite there).
 */
export async function recordMembershipChange(ctx: AuditCtx, entry: MembershipChange, account: AccountEvent = entry): Promise<void> {
  await recordAdminChange(ctx, entry);
  await recordAccountEvent(ctx, entry.entityId, account);
}

/** The cliente's audit rows of one entity kind (optionally one entity), newest first, each read by its action. */
export async function listAudit(db: Db, clienteId: string, q: AuditQuery, log: AuditLog): Promise<AuditResponse> {
  let base = db.selectFrom('admin_audit as a').where('a.cliente_id', '=', clienteId).where('a.entity', '=', q.entity);
  if (q.id) base = base.where('a.entity_id', '=', q.id);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.entity', 'a.entity_id', 'a.action', 'a.before', 'a.after', 'a.actor_id', 'u.email', 'u.display_name'])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((q.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((r) => readAuditEntry(r, r.actor_id ? { id: r.actor_id, email: r.email ?? '', displayName: r.display_name ?? '' } : null, log)),
    total: Number(n),
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
