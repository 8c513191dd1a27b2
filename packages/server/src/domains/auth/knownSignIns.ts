import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { KnownSignInsTable } from '../../db/schema.signIns';
import { AUTH_PATHS } from '@sig/shared/contract';
import * as repo from './knownSignIns.repository';

/*
 * OWASP's way out of a per-account lockout: a sign-in from somewhere the account signed in before is let
 * through. "Somewhere" is a device token (random, in an HttpOnly cookie sent only to the sign-in path) or
 * the address. Both are stored as HMACs keyed by the server secret: an address has too little entropy
 * for a plain hash, and a leaked table must not hand out working device tokens.
 */

export const DEVICE_COOKIE = 'sig_device';
const DAY = 24 * 3600 * 1000;
const TTL_MS: Record<KnownSignInsTable['kind'], number> = { device: 180 * DAY, address: 30 * DAY };
/** Newest kept per account and kind; an account used from many places keeps only its recent ones. */
export const KNOWN_PER_KIND = 10;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface Place {
  /** The browser's device token, when it sent a well-formed one. */
  device: string | null;
  address: string;
}

export interface Known {
  device: boolean;
  address: boolean;
}

export function placeOf(req: FastifyRequest): Place {
  return { device: deviceTokenOf(req.headers.cookie), address: req.ip };
}

function deviceTokenOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && TOKEN.test(value)) return value;
  }
  return null;
}

export class KnownSignIns {
  private readonly key: Buffer;

  constructor(
    private readonly db: Kysely<Database>,
    secret: string,
    private readonly secureCookie: boolean,
  ) {
    this.key = createHmac('sha256', secret).update('known-sign-ins').digest();
  }

  hash(kind: KnownSignInsTable['kind'], value: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${value}`).digest('base64url');
  }

  /** Which of the two the account knows. Runs the same query for an unknown account (userId ''), for equal timing. */
  async check(userId: string, place: Place, now: Date): Promise<Known> {
    const hashes = [this.hash('address', place.address), ...(place.device ? [this.hash('device', place.device)] : [])];
    const rows = await repo.findKnown(this.db, userId, hashes, now.toISOString());
    return { device: rows.some((r) => r.kind === 'device'), address: rows.some((r) => r.kind === 'address') };
  }

  /**
   * After a successful sign-in: remembers the address and the device (a new token when it had none). Returns
   * the Set-Cookie value that gives the browser its device token.
   */
  async remember(userId: string, place: Place, now: Date): Promise<string> {
    const device = place.device ?? randomBytes(32).toString('base64url');
    for (const [kind, value] of [['address', place.address], ['device', device]] as const) {
      await repo.upsertKnown(this.db, { user_id: userId, kind, hash: this.hash(kind, value), last_used_at: now.toISOString(), expires_at: new Date(now.getTime() + TTL_MS[kind]).toISOString() });
      await repo.pruneKnown(this.db, userId, kind, KNOWN_PER_KIND, now.toISOString());
    }
    const maxAge = Math.floor(TTL_MS.device / 1000);
    return `${DEVICE_COOKIE}=${device}; Path=${AUTH_PATHS.login}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${this.secureCookie ? '; Secure' : ''}`;
  }
}
