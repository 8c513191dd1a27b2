import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { HttpError } from '../lib/httpError';
import { bool } from '../lib/json';
import { type AuthDeps, holdsPermission, identity, Passwords, type Permission, type ScryptParams, type Session, SessionCache, sessionRole, type TokenClaims, Tokens } from '../core';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    passwords: Passwords;
    tokens: Tokens;
    authDeps: AuthDeps;
    /** preHandler: a valid token of an active user, else 401 (requireProduct uses it; a route declares `access`). */
    authenticate: preHandlerAsyncHookHandler;
    /** Who may call a route, declared in its preHandler (routeAccess.test.ts fails on a route without one). */
    access: AccessDeclarations;
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

/** Who may call a route: anyone, any valid session of the cliente, or a role holding one of the permissions. */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'permissions'; permissions: readonly Permission[] };

/**
 * Each returns the preHandler that declares and enforces a route's access; every route lists exactly one:
 * `preHandler: app.access.public()`, `app.access.signedIn()` (401 without a valid session) or
 * `[app.requireProduct('sig'), app.access.permissions('SigVerReporte')]` (then 403 unless the role holds
 * one of them; 'admin' always does, so it is never restated: admin alone is `permissions('admin')`).
 */
export interface AccessDeclarations {
  public(): preHandlerAsyncHookHandler;
  signedIn(): preHandlerAsyncHookHandler;
  permissions(...perms: [Permission, ...Permission[]]): preHandlerAsyncHookHandler;
}

const declared = new WeakMap<object, Access>();

function declare(access: Access, handler: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  declared.set(handler, access);
  return handler;
}

/** The access a route's preHandlers declare (one entry per declaration: a route should have exactly one). */
export function accessOf(route: Pick<RouteOptions, 'preHandler'>): Access[] {
  return [route.preHandler ?? []].flat().flatMap((h) => declared.get(h as object) ?? []);
}

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
    const access: AccessDeclarations = {
      public: () => declare({ kind: 'public' }, async () => undefined),
      signedIn: () => declare({ kind: 'signedIn' }, async function (this: FastifyInstance, req, reply) {
        await authenticate.call(this, req, reply);
      }),
      permissions: (...permissions) =>
        declare({ kind: 'permissions', permissions }, async function (this: FastifyInstance, req, reply) {
          await authenticate.call(this, req, reply);
          if (!holdsPermission(req.session!.permissions, ...permissions)) {
            throw new HttpError(403, 'auth.forbidden', 'No tienes permiso para esta acción.');
          }
        }),
    };
    app.decorate('access', access);
  },
  { name: 'sig-auth', dependencies: ['sig-db', 'sig-mail'] },
);
