import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { KnownSignInsTable } from '../../db/schema.signIns';

/* The places (device tokens, addresses) accounts signed in from, as HMACs (knownSignIns.ts holds the rules). */

type Db = Kysely<Database>;

/** Which kinds of the account's unexpired places match the hashes. */
export function findKnown(db: Db, userId: string, hashes: string[], now: string): Promise<Pick<KnownSignInsTable, 'kind' | 'hash'>[]> {
  return db.selectFrom('known_sign_ins').select(['kind', 'hash']).where('user_id', '=', userId).where('hash', 'in', hashes).where('expires_at', '>', now).execute();
}

/** Adds the place, or renews it when the account knows it already. */
export async function upsertKnown(db: Db, row: KnownSignInsTable): Promise<void> {
  await db
    .insertInto('known_sign_ins')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'hash']).doUpdateSet({ last_used_at: row.last_used_at, expires_at: row.expires_at }))
    .execute();
}

/** Drops the account's expired places of a kind and all but the `keep` most recently used. */
export async function pruneKnown(db: Db, userId: string, kind: KnownSignInsTable['kind'], keep: number, now: string): Promise<void> {
  const kept = db.selectFrom('known_sign_ins').select('hash').where('user_id', '=', userId).where('kind', '=', kind).orderBy('last_used_at', 'desc').limit(keep);
  await db
    .deleteFrom('known_sign_ins')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('hash', 'not in', kept)]))
    .execute();
}
