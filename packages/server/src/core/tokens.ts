import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../lib/clock';
import { LruMap } from '../lib/lruMap';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** active cliente id */
  cid: string;
  /** the user's token_version when the token was issued; a bump revokes every older token */
  ver: number;
}

/** Verified tokens remembered at most; the least recently used goes first. */
const VERIFIED_MAX = 10_000;

/** HS256 access tokens. Short-lived; renewed through GET access-token, which re-reads roles. */
export class Tokens {
  private readonly key: Uint8Array;
  /**
   * Every request of a session sends the same token: checking its signature once is enough (the same bytes
   * verify the same way), while its expiry is checked against the clock each time. Revocation does not
   * depend on this: the session is read from the database on every request (plugins/auth.ts).
   */
  private readonly verified = new LruMap<string, { claims: TokenClaims; exp: number }>(VERIFIED_MAX);

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims): Promise<string> {
    const now = Math.floor(this.clock().getTime() / 1000);
    return new SignJWT({ cid: claims.cid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or null for anything else (never throws on bad input). */
  async verify(token: string): Promise<TokenClaims | null> {
    const now = this.clock();
    const known = this.verified.get(token);
    if (known) return now.getTime() < known.exp * 1000 ? known.claims : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: now });
      if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      const claims = { sub: payload.sub, cid: payload.cid, ver: payload.ver };
      this.verified.set(token, { claims, exp: payload.exp });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
