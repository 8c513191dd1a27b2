import type { Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditQuery, type AuditResponse } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { changeEntry } from '../../lib/changeEntry';
import { auditPage } from './admin.repository';

/** The cliente's audit rows of one entity kind (optionally one entity), newest first. */
export async function listAudit(db: Kysely<Database>, clienteId: string, q: AuditQuery): Promise<AuditResponse> {
  const { rows, total } = await auditPage(db, clienteId, q);
  return {
    items: rows.map((r) => ({ ...changeEntry(r), entity: r.entity, entityId: r.entity_id })),
    total,
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
