import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../../lib/clock';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** active cliente id */
  cid: string;
  /** the user's token_version when the token was issued; a bump revokes every older token */
  ver: number;
}

/** HS256 access tokens. Short-lived; renewed through GET access-token, which re-reads roles. */
export class Tokens {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock() });
      if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string' || typeof payload.ver !== 'number') return null;
      return { sub: payload.sub, cid: payload.cid, ver: payload.ver };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
