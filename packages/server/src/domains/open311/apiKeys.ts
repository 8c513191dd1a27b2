import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Open311KeysTable } from '../../db/schema.open311';
import { findUnrevokedKey } from './keys.repository';

/*
 * An api_key is 32 random bytes in base64url (43 characters). Only its SHA-256 is stored: the secret is
 * high-entropy, so a plain hash is enough (no slow KDF needed to resist guessing) and lets the key be
 * found by an index.
 */

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashKey = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The cliente's unrevoked key whose hash matches, else undefined (unknown, revoked and other clientes' keys alike). */
export async function findActiveKey(db: Kysely<Database>, clienteId: string, secret: string): Promise<Open311KeysTable | undefined> {
  if (!secret) return undefined;
  const hash = hashKey(secret);
  const row = await findUnrevokedKey(db, clienteId, hash);
  // the index found the row by equality; the final word is a constant-time comparison of the digests
  if (!row || !timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(hash, 'hex'))) return undefined;
  return row;
}
