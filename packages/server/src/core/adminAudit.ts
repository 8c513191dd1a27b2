import type { Kysely } from 'kysely';
import type { AuditEntity } from '@sig/shared/contract';
import type { Database } from '../db/schema';
import { toJson } from '../lib/json';
import { sortableId } from '../lib/sortableId';

type Db = Kysely<Database>;

export interface AdminChange {
  clienteId: string;
  actorId: string | null;
  entity: AuditEntity;
  entityId: string;
  /** e.g. user.invite, role.update, cliente.update */
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Every admin change calls this with the transaction that makes the change: both land or neither. */
export async function recordAdminChange(db: Db, change: AdminChange, now: string): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      id: sortableId(),
      cliente_id: change.clienteId,
      actor_id: change.actorId,
      at: now,
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      before: change.before === undefined ? null : toJson(change.before),
      after: change.after === undefined ? null : toJson(change.after),
    })
    .execute();
}
