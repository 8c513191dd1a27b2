import type { LightMyRequestResponse } from 'fastify';
import { makeUser, type TestEnv } from './testApp';
import { identity } from '../core';

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${++seq}@demo.sig`;

export interface AccessSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path, or a function of the env for paths that name a record created at start (e.g. a user id). */
  url: string | ((env: TestEnv) => string);
  /** Shown in the test name when url is a function. */
  name?: string;
  payload?: (env: TestEnv) => unknown;
  /** What a request with no token gets; default 401. */
  anonymous?: (res: LightMyRequestResponse) => void;
  /** A token of the other cliente, aimed at the demo cliente's data, must get nothing of it. */
  otherCliente: (res: LightMyRequestResponse, env: TestEnv) => void | Promise<void>;
  /** For routes behind app.access.permissions: a role without it gets 403. */
  lacking?: { role: string };
}

/*
 * The tokens the cases only call with (never revoke) are made once per app while its clock stands still: a new
 * user and a sign-in each cost more than the request under test, and every endpoint asks for the same ones. A
 * test that moves the clock gets new ones (the old may have expired).
 */
const kept = new WeakMap<TestEnv, Map<string, { at: number; token: Promise<string> }>>();

function keptToken(env: TestEnv, key: string, make: () => Promise<string>): Promise<string> {
  const at = env.clock.fn().getTime();
  let tokens = kept.get(env);
  if (!tokens) kept.set(env, (tokens = new Map()));
  const hit = tokens.get(key);
  if (hit && hit.at === at) return hit.token;
  const token = make();
  tokens.set(key, { at, token });
  return token;
}

const REVOCATIONS: [string, (env: TestEnv, userId: string) => Promise<void>][] = [
  ['logout-all', async (env, id) => identity.bumpTokenVersion(env.app.db, id, env.clock.fn().toISOString())],
  ['password change', async (env, id) => identity.setPassword(env.app.db, id, await env.app.passwords.hash('Otra-clave-segura-88'), env.clock.fn().toISOString())],
  ['disable', async (env, id) => identity.setUserStatus(env.app.db, id, 'disabled', env.clock.fn().toISOString())],
];

/**
 * The access cases every token-protected endpoint must pass, in one place so none is forgotten:
 * no token, a forged token, a revoked token (three ways), another cliente's token, a missing permission.
 */
export function describeAccess(getEnv: () => TestEnv, spec: AccessSpec): void {
  const call = (env: TestEnv, token?: string) => env.inject({ method: spec.method, url: typeof spec.url === 'string' ? spec.url : spec.url(env), payload: spec.payload?.(env) as never, token });

  describe(`access to ${spec.method} ${typeof spec.url === 'string' ? spec.url : (spec.name ?? 'url')}`, () => {
    test('no token', async () => {
      const res = await call(getEnv());
      if (spec.anonymous) spec.anonymous(res);
      else {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ statusCode: 401, message: 'Invalid access_token' });
      }
    });

    test('forged or malformed token -> 401 auth.invalid_token', async () => {
      const env = getEnv();
      const real = await keptToken(env, 'forge', () => makeUser(env, uniqueEmail('forge'), 'Consulta'));
      const [h, p] = real.split('.');
      for (const token of [`${h}.${p}.firma-falsa`, 'no-es-un-jwt']) {
        const res = await call(env, token);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('auth.invalid_token');
      }
    });

    test.each(REVOCATIONS)('revoked token (%s) -> 401', async (_name, revoke) => {
      const env = getEnv();
      const email = uniqueEmail('revoked');
      const token = await makeUser(env, email, 'Consulta');
      const before = await call(env, token);
      expect(before.statusCode).not.toBe(401);
      await revoke(env, (await identity.findUserByEmail(env.app.db, email))!.id);
      const after = await call(env, token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('auth.invalid_token');
    });

    test("another cliente's token gets none of the demo cliente's data", async () => {
      const env = getEnv();
      const token = await keptToken(env, 'otro', () => makeUser(env, uniqueEmail('otro'), 'Administrador', 'otro'));
      await spec.otherCliente(await call(env, token), env);
    });

    if (spec.lacking) {
      const role = spec.lacking.role;
      test(`a token lacking the permission (${role}) -> 403 auth.forbidden`, async () => {
        const env = getEnv();
        const res = await call(env, await keptToken(env, `lacking:${role}`, () => makeUser(env, uniqueEmail('lacking'), role)));
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('auth.forbidden');
      });
    }
  });
}
