import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Open311KeysTable } from '../../db/schema.open311';

/* The cliente's Open311 api_keys (only their hashes). */

type Db = Kysely<Database>;

/** The cliente's unrevoked key with this hash. */
export function findUnrevokedKey(db: Db, clienteId: string, hash: string): Promise<Open311KeysTable | undefined> {
  return db.selectFrom('open311_keys').selectAll().where('cliente_id', '=', clienteId).where('key_hash', '=', hash).where('revoked_at', 'is', null).executeTakeFirst();
}

/** The cliente's keys, newest first. */
export function listKeys(db: Db, clienteId: string): Promise<Open311KeysTable[]> {
  return db.selectFrom('open311_keys').selectAll().where('cliente_id', '=', clienteId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findKey(db: Db, clienteId: string, id: string): Promise<Open311KeysTable | undefined> {
  return db.selectFrom('open311_keys').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
}

export async function insertKey(db: Db, row: Open311KeysTable): Promise<void> {
  await db.insertInto('open311_keys').values(row).execute();
}

export async function revokeKey(db: Db, clienteId: string, id: string, now: string): Promise<void> {
  await db.updateTable('open311_keys').set({ revoked_at: now }).where('cliente_id', '=', clienteId).where('id', '=', id).execute();
}

export async function touchKey(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('open311_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
