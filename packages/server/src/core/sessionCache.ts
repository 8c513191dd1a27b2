import { LruMap } from '../lib/lruMap';
import type { Session } from './session';
import type { TokenClaims } from './tokens';

/** Sessions remembered at most (a few per signed-in user); the least recently used goes first. */
const MAX_SESSIONS = 10_000;

/**
 * Sessions as read under an `auth_versions` number (migration 0011). Any write to the users, memberships,
 * roles or clientes changes the number, in the writing transaction, whichever node or process writes;
 * until then the same claims give the same session, so a request reads one number instead of three rows
 * (and not even that while the database's change stamp stays the same).
 * A session is shared by the requests that reuse it, so it is frozen: nobody may change it in place.
 */
export class SessionCache {
  private readonly entries = new LruMap<string, { version: number; stamp: string | null; session: Session | null }>(MAX_SESSIONS);

  /**
   * `stamp`: the database's change stamp (db/changeStamp.ts); while it stays, not even the number is read.
   * `version`: reads the auth_versions number.
   */
  async read(claims: TokenClaims, stamp: string | null, version: () => Promise<number>, load: () => Promise<Session | null>): Promise<Session | null> {
    const key = `${claims.sub}\u0000${claims.ver}\u0000${claims.cid}`;
    const known = this.entries.get(key);
    if (known && stamp !== null && known.stamp === stamp) return this.keep(key, known).session;
    // the stamp is taken before the number, and the number before the rows: a write in between ends the
    // entry early, never late
    const current = await version();
    if (known && known.version === current) return this.keep(key, { ...known, stamp }).session;
    const session = freeze(await load());
    return this.keep(key, { version: current, stamp, session }).session;
  }

  private keep<T>(key: string, entry: T & { version: number; stamp: string | null; session: Session | null }): T & { session: Session | null } {
    this.entries.set(key, entry);
    return entry;
  }
}

function freeze(session: Session | null): Session | null {
  if (!session) return null;
  Object.freeze(session.user);
  Object.freeze(session.cliente);
  Object.freeze(session.permissions);
  return Object.freeze(session);
}
