import { AUTH_PATHS } from '@sig/shared/contract';
import { testDatabases } from '../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../testing/testApp';

describe.each(testDatabases())('rate limits on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind, {
      rateLimits: {
        loginFailuresPerAccount: { max: 3, windowMs: 15 * 60_000 },
        loginPerAddress: { max: 12, windowMs: 15 * 60_000 },
        recoveryPerAccount: { max: 2, windowMs: 60 * 60_000 },
      },
    });
    await makeUser(env, 'victima@demo.sig', 'Consulta');
  });
  afterAll(() => env.close());

  const login = (email: string, password: string) => env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email, password } });

  test('failed guesses throttle that account only; another account from the same address still signs in', async () => {
    for (let i = 0; i < 3; i++) expect((await login('victima@demo.sig', `Adivina-${i}-clave`)).statusCode).toBe(401);
    // from an address the account never signed in from
    const blocked = await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email: 'victima@demo.sig', password: USER_PASSWORD }, remoteAddress: '10.9.9.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited', message: expect.stringMatching(/^Demasiados intentos\. Intenta de nuevo en 15 minutos\.$/) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);

    // the window passes: the right password works again
    env.clock.advance(15 * 60_000 + 1000);
    expect((await login('victima@demo.sig', USER_PASSWORD)).statusCode).toBe(200);
  });

  test('successful sign-ins do not count against the account', async () => {
    for (let i = 0; i < 6; i++) expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  test('unknown accounts are throttled the same way (no enumeration through the limiter)', async () => {
    for (let i = 0; i < 3; i++) expect((await login('fantasma@demo.sig', `Adivina-${i}-clave`)).statusCode).toBe(401);
    expect((await login('fantasma@demo.sig', 'Adivina-9-clave')).statusCode).toBe(429);
  });

  test('per-address limit: failed sign-ins past the cap are refused from that address', async () => {
    // 3 wrong passwords and 3 unknown accounts failed above from this address; successes do not count
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) last = (await login(`nadie${i}@demo.sig`, 'Adivina-0-clave')).statusCode;
    expect(last).toBe(429);
    const res = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    // a different address is not affected
    const other = await env.inject({ method: 'POST', url: AUTH_PATHS.login, payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(200);
  });

  test('recovery is limited per e-mail, whether or not it exists', async () => {
    for (const email of ['victima@demo.sig', 'nadie@demo.sig']) {
      for (let i = 0; i < 2; i++) expect((await env.inject({ method: 'POST', url: AUTH_PATHS.recovery, payload: { email } })).statusCode).toBe(200);
      const res = await env.inject({ method: 'POST', url: AUTH_PATHS.recovery, payload: { email } });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate_limited');
    }
  });
});
