import type { Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditEntity, type AuditQuery, type AuditResponse } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { parseJson } from '../../lib/json';

type Db = Kysely<Database>;

/** The cliente's audit rows of one entity kind (optionally one entity), newest first. */
export async function listAudit(db: Db, clienteId: string, q: AuditQuery): Promise<AuditResponse> {
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
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor_id ? { id: r.actor_id, email: r.email ?? '', displayName: r.display_name ?? '' } : null,
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      before: parseJson<unknown>(r.before, null),
      after: parseJson<unknown>(r.after, null),
    })),
    total: Number(n),
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
