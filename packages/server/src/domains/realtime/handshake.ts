import type { IncomingMessage } from 'node:http';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Socket } from 'socket.io';
import type { Clock } from '../../lib/clock';
import { INVALID_TOKEN } from '../../plugins/auth';

export { INVALID_TOKEN };
export const EXPIRED_TOKEN = 'access_token expired';

/** Our client sends `auth.token` (kept out of access logs); spec 7.3's client sends the `x-token` query. */
export function tokenOf(handshake: Pick<Socket['handshake'], 'auth' | 'query'>): string | undefined {
  const auth = handshake.auth as Record<string, unknown> | undefined;
  if (typeof auth?.token === 'string' && auth.token !== '') return auth.token;
  const query = handshake.query['x-token'];
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/**
 * Browsers always send Origin on a websocket or cross-site request, so a foreign one is refused before a
 * socket exists. A request without it is not a browser's and still needs a valid token to get anywhere.
 */
export function originCheck(allowed: readonly string[]) {
  const set = new Set(allowed);
  return (req: IncomingMessage): boolean => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    try {
      return set.has(new URL(origin).origin);
    } catch {
      return false; // 'null' (sandboxed frames, file://) or garbage
    }
  };
}

/**
 * The reason a token that Tokens.verify refused gets: 'access_token expired' only for a genuine token
 * (right signature) past its expiry, so the client can tell "sign in again" from "this is not ours".
 */
export async function refusalFor(token: string, secret: string, clock: Clock): Promise<string> {
  try {
    await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], currentDate: clock() });
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return EXPIRED_TOKEN;
  }
  return INVALID_TOKEN;
}
