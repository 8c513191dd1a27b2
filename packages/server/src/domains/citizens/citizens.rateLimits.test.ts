import { DEFAULT_RATE_LIMITS } from '../../plugins/rateLimits';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { curp, publicApi, registro } from './citizens.testkit';
import { DEMO_SLUG } from '../../demoSeed';

describe.each(testDatabases())('rate limits of the public API on %s', (db) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(db, {
      rateLimits: { curpLookupPerAddress: { max: 3, windowMs: 10 * 60_000 }, habitanteRegisterPerAddress: { max: 2, windowMs: 10 * 60_000 }, publicFilingPerAddress: { max: 2, windowMs: 60 * 60_000 } },
    });
  });
  afterAll(() => env.close());

  test('lookups by CURP from one address stop at the limit with the usual 429; another address goes on', async () => {
    const api = publicApi(env, DEMO_SLUG);
    const probe = curp('EUNM700101HDFRRN');
    for (let i = 0; i < 3; i++) expect((await api.byCurp(probe)).statusCode).toBe(404);
    const blocked = await api.byCurp(probe);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited', message: expect.stringMatching(/^Demasiados intentos\. Intenta de nuevo en \d+ minutos?\.$/) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await env.inject({ method: 'GET', url: `/api/1.0/public/${DEMO_SLUG}/habitantes/curp/${probe}`, remoteAddress: '10.9.8.7' });
    expect(elsewhere.statusCode).toBe(404);
  });

  test('registrations have their own limit', async () => {
    const api = publicApi(env, DEMO_SLUG);
    expect((await api.register(registro(curp('LIMA700101HDFRRN')))).statusCode).toBe(201);
    expect((await api.register(registro(curp('LBMA700101HDFRRN')))).statusCode).toBe(400); // not a CURP's shape: refused, but counted
    const third = await api.register(registro(curp('LIMA700101HDFRRN')));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
  });

  test('filings opened to other sites keep their per-address limit, and the 429 is readable there', async () => {
    const url = `/api/1.0/public/${DEMO_SLUG}/reportes`;
    const post = () => env.inject({ method: 'POST', url, headers: { origin: 'https://otro-sitio.gob.mx' }, payload: { tipoId: 'x', descripcion: 'no' }, remoteAddress: '10.1.2.3' });
    for (let i = 0; i < 2; i++) expect((await post()).statusCode).toBe(400);
    const blocked = await post();
    expect([blocked.statusCode, blocked.headers['access-control-allow-origin'], blocked.json().code]).toEqual([429, '*', 'rate_limited']);
  });

  test('the defaults leave room for a real citizen and stay tighter on CURP lookups than on plain reads', () => {
    expect(DEFAULT_RATE_LIMITS.publicReadPerAddress.max).toBeGreaterThanOrEqual(300);
    expect(DEFAULT_RATE_LIMITS.curpLookupPerAddress.max).toBeGreaterThanOrEqual(10);
    expect(DEFAULT_RATE_LIMITS.curpLookupPerAddress.max / DEFAULT_RATE_LIMITS.curpLookupPerAddress.windowMs).toBeLessThan(
      DEFAULT_RATE_LIMITS.publicReadPerAddress.max / DEFAULT_RATE_LIMITS.publicReadPerAddress.windowMs,
    );
    expect(DEFAULT_RATE_LIMITS.publicFilingPerAddress.max).toBeGreaterThanOrEqual(10);
    expect(DEFAULT_RATE_LIMITS.publicUploadPerAddress.max).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMITS.publicFilingPerAddress.max * 3);
  });
});
