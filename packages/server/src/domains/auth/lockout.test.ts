import type { LightMyRequestResponse } from 'fastify';
import { AUTH_PATHS, RegisterResponse } from '@sig/shared/contract';
import { LOGIN_PAIR_BACKOFF } from '../../plugins/rateLimits';
import { testDatabases } from '../../testing/testDatabases';
import { USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { DEVICE_COOKIE, KNOWN_PER_KIND } from './knownSignIns';
import { createPendingUser, identity } from '../../core';

/*
 * Issue 19 item 7: an attacker who knows an e-mail must not keep its owner out, must not learn which
 * e-mails have accounts, and a town hall's shared address must not lock its clerks out.
 */

const OWNER_AT = '10.0.0.2';
const ATTACKER_AT = '203.0.113.66';

/** The device cookie a response sets, as a Cookie header value. */
function deviceCookie(res: LightMyRequestResponse): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!header) throw new Error(`no ${DEVICE_COOKIE} cookie in ${JSON.stringify(res.headers)}`);
  expect(header).toMatch(/; HttpOnly/);
  expect(header).toMatch(/; SameSite=Strict/);
  expect(header).toContain(`Path=${AUTH_PATHS.login}`);
  return header.split(';')[0]!;
}

describe.each(testDatabases())('sign-in lockout and enumeration on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind, { rateLimits: { loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 }, loginPerAddress: { max: 100, windowMs: 15 * 60_000 } } });
  });
  afterAll(() => env.close());

  const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email, password }, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

  /** Wrong passwords from `address`, waiting out each growing delay, until the account's hard limit refuses it. */
  async function hammerUntilLocked(email: string, address: string): Promise<void> {
    for (let i = 0; i < 60; i++) {
      const res = await login(email, `Adivina-${i}-clave`, address);
      if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after']);
        if (wait > LOGIN_PAIR_BACKOFF.maxMs / 1000) return; // the account's window, longer than any pair delay
        env.clock.advance(wait * 1000);
      } else expect(res.statusCode).toBe(401);
    }
    throw new Error('never locked');
  }

  test("an attacker's wrong passwords from one address do not keep the owner out from a known address or device", async () => {
    await makeUser(env, 'duena@demo.sig', 'Consulta');
    const first = await login('duena@demo.sig', USER_PASSWORD, OWNER_AT);
    expect(first.statusCode).toBe(200);

    await hammerUntilLocked('duena@demo.sig', ATTACKER_AT);
    // the hard limit holds for everyone else, the right password included, without saying whether it is right
    const stranger = await login('duena@demo.sig', USER_PASSWORD, '198.51.100.7');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'rate_limited' });

    // the owner: from the address used before, and from the same browser at a new address
    expect((await login('duena@demo.sig', USER_PASSWORD, OWNER_AT)).statusCode).toBe(200);
    expect((await login('duena@demo.sig', USER_PASSWORD, '192.0.2.44', deviceCookie(first))).statusCode).toBe(200);
    // a made-up device token is no way in
    expect((await login('duena@demo.sig', USER_PASSWORD, '192.0.2.45', `${DEVICE_COOKIE}=${'A'.repeat(43)}`)).statusCode).toBe(429);
  });

  test('growing delays per account and address pair; another address of the same account is not slowed', async () => {
    await makeUser(env, 'pareja@demo.sig', 'Consulta');
    for (let i = 0; i < 5; i++) expect((await login('pareja@demo.sig', `Mal-${i}-clave`, ATTACKER_AT)).statusCode).toBe(401);
    for (const seconds of [1, 2, 4]) {
      const early = await login('pareja@demo.sig', 'Mal-x-clave', ATTACKER_AT);
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe(String(seconds));
      expect(early.json().message).toBe(`Demasiados intentos. Intenta de nuevo en ${seconds} segundo${seconds === 1 ? '' : 's'}.`);
      env.clock.advance(seconds * 1000 - 1);
      expect((await login('pareja@demo.sig', 'Mal-x-clave', ATTACKER_AT)).statusCode).toBe(429);
      env.clock.advance(1);
      expect((await login('pareja@demo.sig', 'Mal-y-clave', ATTACKER_AT)).statusCode).toBe(401);
    }
    // the owner at another address, never seen before, is not slowed by the attacker's pair
    expect((await login('pareja@demo.sig', USER_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
  });

  test('hard limit: the recovery mail still works, and the browser that used it signs in afterwards', async () => {
    await makeUser(env, 'recupera@demo.sig', 'Consulta');
    await hammerUntilLocked('recupera@demo.sig', ATTACKER_AT);
    const home = '10.0.0.30';
    expect((await login('recupera@demo.sig', USER_PASSWORD, home)).statusCode).toBe(429);

    const recovery = await env.inject({ method: 'POST', url: AUTH_PATHS.recovery, payload: { email: 'recupera@demo.sig' }, remoteAddress: home });
    expect(recovery.statusCode).toBe(200);
    const mail = (await env.outbox()).find((m) => m.to === 'recupera@demo.sig')!;
    const ticket = /\/recovery\/([A-Za-z0-9_-]+)\//.exec(mail.text)![1]!;
    const change = await env.inject({ method: 'POST', url: AUTH_PATHS.recoveryChange, payload: { _id: ticket, password: 'Nueva-clave-de-vuelta-8' }, remoteAddress: home });
    expect(change.statusCode).toBe(200);
    const cookie = deviceCookie(change);

    // the attacker keeps going; the owner's browser is known now and gets in from anywhere
    await hammerUntilLocked('recupera@demo.sig', '203.0.113.77');
    expect((await login('recupera@demo.sig', 'Nueva-clave-de-vuelta-8', '198.51.100.99', cookie)).statusCode).toBe(200);
  });

  test('known devices and addresses are stored hashed, expiring, at most a few per account', async () => {
    await makeUser(env, 'viajera@demo.sig', 'Consulta');
    for (let i = 0; i < KNOWN_PER_KIND + 5; i++) expect((await login('viajera@demo.sig', USER_PASSWORD, `10.1.0.${i}`)).statusCode).toBe(200);
    const user = (await identity.findUserByEmail(env.app.db, 'viajera@demo.sig'))!;
    const rows = await env.app.db.selectFrom('known_sign_ins').selectAll().where('user_id', '=', user.id).execute();
    expect(rows.filter((r) => r.kind === 'address')).toHaveLength(KNOWN_PER_KIND);
    expect(rows.filter((r) => r.kind === 'device')).toHaveLength(KNOWN_PER_KIND);
    expect(JSON.stringify(rows)).not.toContain('10.1.0.');
    for (const r of rows) expect(r.expires_at > env.clock.fn().toISOString()).toBe(true);
  });

  test('an unknown e-mail and an invited account not yet activated get the very same answer', async () => {
    await createPendingUser(env.app.authDeps, { email: 'invitada@demo.sig', clienteSlug: 'demo', roleName: 'Consulta' });
    const unknown = await login('nadie-aqui@demo.sig', 'Cualquier-clave-77', '10.2.0.1');
    const pending = await login('invitada@demo.sig', 'Cualquier-clave-77', '10.2.0.1');
    expect(pending.statusCode).toBe(unknown.statusCode);
    expect(pending.json()).toEqual(unknown.json());
    expect(unknown.json()).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'auth.invalid_credentials', message: 'Correo o contraseña incorrectos.' });
    expect(pending.headers['set-cookie']).toBeUndefined();
  });

  test('register with a taken e-mail answers like a new one, creates nothing and mails the owner', async () => {
    await makeUser(env, 'ocupado@demo.sig', 'Consulta');
    const owner = (await identity.findUserByEmail(env.app.db, 'ocupado@demo.sig'))!;
    const taken = await env.inject({ method: 'POST', url: AUTH_PATHS.register, payload: { displayName: 'Intruso', email: 'ocupado@demo.sig', municipio: 'Villa Intrusa' } });
    const fresh = await env.inject({ method: 'POST', url: AUTH_PATHS.register, payload: { displayName: 'Nueva', email: 'libre@nuevo.mx', municipio: 'Villa Libre' } });
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    const strip = (res: LightMyRequestResponse) => ({ ...RegisterResponse.parse(res.json()), data: undefined });
    expect(strip(taken)).toEqual(strip(fresh));
    expect(taken.json().data).toEqual({ email: 'ocupado@demo.sig' });

    const mails = await env.outbox();
    const toOwner = mails.filter((m) => m.to === 'ocupado@demo.sig');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain('Alguien intentó crear una cuenta de SIG con tu correo');
    expect(toOwner[0]!.text).toContain(`${env.config.publicUrl}/recovery/mail`);
    expect(await identity.findClienteBySlug(env.app.db, 'villa-intrusa')).toBeUndefined();
    expect(await identity.findUserByEmail(env.app.db, 'ocupado@demo.sig')).toEqual(owner);
    // the new address gets its confirmation link instead
    expect(mails.find((m) => m.to === 'libre@nuevo.mx')!.text).toContain(`${env.config.publicUrl}/active/`);
  });
});

describe.each(testDatabases())('per-address sign-in cap on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind, { rateLimits: { loginPerAddress: { max: 5, windowMs: 15 * 60_000 } } });
    await makeUser(env, 'secretaria@demo.sig', 'Consulta');
  });
  afterAll(() => env.close());

  const TOWN_HALL = '10.50.0.1';

  test('malformed requests and successes do not count; wrong credentials do', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: i % 2 ? { email: 'no-es-correo', password: 'x' } : {}, remoteAddress: TOWN_HALL });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      expect((await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email: 'secretaria@demo.sig', password: USER_PASSWORD }, remoteAddress: TOWN_HALL })).statusCode).toBe(200);
    }
    // five clerks mistype once each: the address's cap is reached, and only then are new attempts refused
    for (let i = 0; i < 5; i++) {
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email: `empleado${i}@demo.sig`, password: 'Mal-tecleada-1' }, remoteAddress: TOWN_HALL });
      expect(res.statusCode).toBe(401);
    }
    const capped = await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email: 'otro@demo.sig', password: 'Mal-tecleada-1' }, remoteAddress: TOWN_HALL });
    expect(capped.statusCode).toBe(429);
  });
});
