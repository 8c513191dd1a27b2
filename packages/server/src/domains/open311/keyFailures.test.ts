import { OPEN311_BASE } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { caseTenant, type CaseTenant } from '../../testing/caseApi';
import { createKey, expectGeoError, geoErrorOf } from './open311.testkit';

/* Issue 19 item 7: wrong api_keys were answered without limit (300 of 300). */
describe.each(testDatabases())('Open311 wrong api_key limit on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let apiKey: string;
  const MAX = 6;

  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { open311KeyFailuresPerAddress: { max: MAX, windowMs: 15 * 60_000 } } });
    t = await caseTenant(env, 'llaves');
    apiKey = (await createKey(env, t.admin)).apiKey;
  });
  afterAll(() => env.close());

  const post = (key: string, remoteAddress: string, format: 'json' | 'xml' = 'json') =>
    env.inject({
      method: 'POST',
      url: `${OPEN311_BASE}/${t.slug}/requests.${format}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ api_key: key, service_code: t.tipos.reporte['Bache']!, description: 'Bache en la esquina', lat: '19.43', long: '-99.14' }).toString(),
      remoteAddress,
    });

  test('wrong keys from one address are refused with a GeoReport 429 after the cap; a right key and other addresses still pass', async () => {
    for (let i = 0; i < MAX; i++) expectGeoError(await post(`clave-falsa-${i}`, '203.0.113.5'), 403, 'api_key');
    const limited = await post('clave-falsa-x', '203.0.113.5');
    expectGeoError(limited, 429, 'api_key');
    expect(geoErrorOf(await post('clave-falsa-y', '203.0.113.5', 'xml'))[0]).toBe(429);

    expect((await post(apiKey, '203.0.113.5')).statusCode).toBe(201);
    expectGeoError(await post('clave-falsa-z', '198.51.100.1'), 403, 'api_key');

    // the window passes
    env.clock.advance(15 * 60_000 + 1000);
    expectGeoError(await post('clave-falsa-w', '203.0.113.5'), 403, 'api_key');
  });
});
