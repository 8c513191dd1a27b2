import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OPEN311_ERRORS, type CreatedOpen311Key, type Open311Key } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { Open311KeysTable } from '../../db/schema.open311';
import { iso, type Clock } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { hashKey, newSecret } from './apiKeys';
import * as repo from './keys.repository';
import { recordAdminChange, type Session } from '../../core';

/*
 * The cliente's Open311 api_keys. The secret is in the creation answer and nowhere else; each create and
 * revoke is audited under the cliente (the audit's entities are user, role and cliente) with the key's id,
 * in the change's own transaction.
 */

const keyNotFound = () => new HttpError(404, 'open311.key_not_found', OPEN311_ERRORS['open311.key_not_found'], { field: 'id' });

const toKey = (r: Open311KeysTable): Open311Key => ({
  id: r.id,
  nombre: r.nombre,
  sufijo: r.sufijo,
  createdAt: r.created_at,
  createdBy: r.created_by,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

export function keysService(db: Kysely<Database>, clock: Clock) {
  return {
    list: async (session: Session) => ({ items: (await repo.listKeys(db, session.clienteId)).map(toKey) }),

    async create(session: Session, nombre: string): Promise<CreatedOpen311Key> {
      const { clienteId, user } = session;
      const secret = newSecret();
      const row: Open311KeysTable = {
        id: randomUUID(),
        cliente_id: clienteId,
        nombre,
        key_hash: hashKey(secret),
        sufijo: secret.slice(-4),
        created_at: iso(clock()),
        created_by: user.id,
        last_used_at: null,
        revoked_at: null,
      };
      await db.transaction().execute(async (trx) => {
        await repo.insertKey(trx, row);
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now: row.created_at }, { action: 'open311.key_create', entity: 'cliente', entityId: row.id, before: null, after: toKey(row) });
      });
      return { ...toKey(row), apiKey: secret };
    },

    /** Revoking twice answers the key as it is, with no second audit entry. */
    async revoke(session: Session, id: string): Promise<Open311Key> {
      const { clienteId, user } = session;
      const now = iso(clock());
      return db.transaction().execute(async (trx) => {
        const before = await repo.findKey(trx, clienteId, id);
        if (!before) throw keyNotFound();
        if (before.revoked_at !== null) return toKey(before);
        await repo.revokeKey(trx, clienteId, before.id, now);
        const after = { ...before, revoked_at: now };
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now }, { action: 'open311.key_revoke', entity: 'cliente', entityId: before.id, before: toKey(before), after: toKey(after) });
        return toKey(after);
      });
    },
  };
}
