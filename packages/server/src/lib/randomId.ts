import { randomFillSync } from 'node:crypto';

/*
 * Unguessable ids (16 random bytes, base64url: what links to a habitante carry) drawn from a pool of random bytes
 * filled 256 ids at a time, as node's own randomUUID does: an import creating 60,000 habitantes spent ~0.9 s in one
 * randomBytes(16) call each. Each byte is used once; the pool is refilled from the CSPRNG when spent.
 */
const ID_BYTES = 16;
const pool = Buffer.alloc(ID_BYTES * 256);
let at = pool.length;

export function randomId(): string {
  if (at === pool.length) {
    randomFillSync(pool);
    at = 0;
  }
  const id = pool.toString('base64url', at, at + ID_BYTES);
  at += ID_BYTES;
  return id;
}
