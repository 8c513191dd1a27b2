import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission } from '@sig/shared/permissions';
import type { Clock } from '../lib/clock';
import { HttpError } from '../lib/httpError';
import { bool } from '../lib/json';
import { type AuthDeps, identity, Passwords, type ScryptParams, type Session, SessionCache, sessionRole, type TokenClaims, Tokens } from '../core';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    passwords: Passwords;
    tokens: Tokens;
    authDeps: AuthDeps;
    /** preHandler: a valid token of an active user, else 401. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticate, then 403 unless the role holds one of `perms` (or admin). */
    requirePermission: (...perms: string[]) => preHandlerAsyncHookHandler;
    /** The session when a token was sent (401 if it is bad), null when none was sent. */
    readSession: (req: FastifyRequest) => Promise<Session | null>;
    /**
     * The session that verified claims name, or null when the user, its token version or its membership
     * no longer allows it. readSession uses it; so does the socket handshake (and each socket event).
     */
    sessionForClaims: (claims: TokenClaims, req?: FastifyRequest) => Promise<Session | null>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export const INVALID_TOKEN = 'Invalid access_token';

export interface AuthPluginOptions {
  jwtSecret: string;
  jwtTtlSeconds: number;
  publicUrl: string;
  clock: Clock;
  scrypt?: ScryptParams;
}

function bearer(req: FastifyRequest): string | null | undefined {
  const header = req.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
}

/**
 * Tokens are checked against the database on every request, so logout-all, a password change or
 * disabling a user revokes at once (token_version), and a role change applies to the next request
 * (through auth_versions: core/sessionCache.ts).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const passwords = new Passwords(opts.scrypt);
    const tokens = new Tokens(opts.jwtSecret, opts.jwtTtlSeconds, opts.clock);
    app.decorate('clock', opts.clock);
    app.decorate('passwords', passwords);
    app.decorate('tokens', tokens);
    app.decorate('authDeps', { db: app.db, clock: opts.clock, passwords, tokens, mailer: app.mailer, publicUrl: opts.publicUrl });
    app.decorateRequest('session', null);

    const invalid = () => new HttpError(401, 'auth.invalid_token', INVALID_TOKEN);

    async function readSession(req: FastifyRequest): Promise<Session | null> {
      if (req.session) return req.session;
      const token = bearer(req);
      if (token === undefined) return null;
      if (token === null) throw invalid();
      const claims = await tokens.verify(token);
      if (!claims) throw invalid();
      const session = await sessionForClaims(claims, req);
      if (!session) throw invalid();
      req.session = session;
      return session;
    }

    const sessions = new SessionCache();

    async function sessionForClaims(claims: TokenClaims, req?: FastifyRequest): Promise<Session | null> {
      return sessions.read(claims, app.changes.stamp(req), () => identity.authVersion(app.db), () => readSessionRows(claims));
    }

    async function readSessionRows(claims: TokenClaims): Promise<Session | null> {
      const user = await identity.findUserById(app.db, claims.sub);
      if (!user || user.status !== 'active' || user.token_version !== claims.ver) return null;
      const found = await identity.clienteForUser(app.db, claims.cid, user.id);
      // a master user's token may name any existing cliente (switch-cliente); anyone else's only their own
      if (!found || (!found.member && !bool(user.master))) return null;
      const permissions = await sessionRole(app.db, user, claims.cid, found.member);
      return { user, clienteId: claims.cid, cliente: found.cliente, permissions };
    }

    const authenticate: preHandlerAsyncHookHandler = async (req) => {
      const session = await readSession(req);
      if (!session) throw new HttpError(401, 'auth.missing_token', INVALID_TOKEN);
    };

    app.decorate('readSession', readSession);
    app.decorate('sessionForClaims', sessionForClaims);
    app.decorate('authenticate', authenticate);
    app.decorate('requirePermission', (...perms: string[]) => {
      const authList = ['admin', ...perms];
      const handler: preHandlerAsyncHookHandler = async function (this: FastifyInstance, req, reply) {
        await authenticate.call(this, req, reply);
        if (!hasPermission(authList, req.session!.permissions)) {
          throw new HttpError(403, 'auth.forbidden', 'No tienes permiso para esta acción.');
        }
      };
      return handler;
    });
  },
  { name: 'sig-auth', dependencies: ['sig-db', 'sig-mail'] },
);
