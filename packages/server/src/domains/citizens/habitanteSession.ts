import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { HABITANTE_SESSION_MINUTES } from '@sig/shared/contract';
import type { Clock } from '../../lib/clock';

/*
 * A habitante's session: proof, for HABITANTE_SESSION_MINUTES, that whoever holds it verified a code sent
 * to that person (or just registered the record). HS256 like the staff tokens (auth/tokens.ts), but with
 * a key derived from the server secret for this use only and audience "habitante": a staff token is never
 * a habitante session, and a habitante session is never a staff token, whatever either checks.
 */

const AUDIENCE = 'habitante';

export interface HabitanteClaims {
  habitanteId: string;
  clienteId: string;
}

export class HabitanteSessions {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', secret).update('sig:habitante-session:v1').digest();
  }

  async sign(claims: HabitanteClaims): Promise<{ token: string; expiresAt: string }> {
    const now = Math.floor(this.clock().getTime() / 1000);
    const exp = now + HABITANTE_SESSION_MINUTES * 60;
    const token = await new SignJWT({ cid: claims.clienteId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.habitanteId)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The habitante a valid, unexpired session of this cliente names; null for anything else (never throws on bad input). */
  async verify(token: string | undefined, clienteId: string): Promise<string | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: this.clock() });
      if (typeof payload.sub !== 'string' || payload.cid !== clienteId) return null;
      return payload.sub;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
