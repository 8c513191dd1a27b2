import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ParcelsResponse, RELEASE_PATHS } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';

const NAVBAR_V2 = '/parcels/navbar/1.0.0-abcdef1234/sig-navbar.0123456789.js';
const NAVBAR_JS = 'System.register([],function(){return{execute:function(){}}});'.repeat(20);

describe('the parcels the portal serves', () => {
  let env: TestEnv;
  let portal: string;
  let parcels: string;

  beforeAll(async () => {
    portal = mkdtempSync(path.join(os.tmpdir(), 'sig-portal-'));
    parcels = mkdtempSync(path.join(os.tmpdir(), 'sig-parcels-'));
    writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>SIG</title>');
    writeFileSync(
      path.join(portal, 'importmap.json'),
      JSON.stringify({ imports: { react: '/vendor/react.1111111111.js', '@sig/navbar': NAVBAR_V2, '@sig/auth': '/sig/auth/sig-auth.2222222222.js' } }),
    );
    writeFileSync(path.join(portal, 'build-info.json'), JSON.stringify({ builtAt: '2026-11-23T08:00:00.000Z', sharedVersion: '1.0.0' }));
    writeFileSync(
      path.join(portal, 'release-history.json'),
      JSON.stringify({
        '@sig/navbar': [
          { url: '/sig/navbar/sig-navbar.3333333333.js', version: 'build', releasedAt: '2026-11-23T08:00:00.000Z' },
          { url: NAVBAR_V2, version: '1.0.0-abcdef1234', releasedAt: '2026-11-23T09:00:00.000Z' },
        ],
      }),
    );
    const dir = path.join(parcels, 'navbar', '1.0.0-abcdef1234');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'sig-navbar.0123456789.js'), NAVBAR_JS);
    env = await startTestApp('sqlite', { portalDir: portal, parcelsDir: parcels });
  });
  afterAll(async () => {
    await env.close();
    rmSync(portal, { recursive: true, force: true });
    rmSync(parcels, { recursive: true, force: true });
  });

  const adminToken = async () => {
    const res = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    return res.json().access_token as string;
  };

  test('lists each of our parcels with its version, release time and what a rollback returns to', async () => {
    const res = await env.inject({ method: 'GET', url: RELEASE_PATHS.parcels, token: await adminToken() });
    expect(res.statusCode).toBe(200);
    const body = ParcelsResponse.parse(res.json());
    expect(body.sharedVersion).toBe('1.0.0');
    expect(body.parcels.map((p) => p.name)).toEqual(['@sig/navbar', '@sig/auth']);
    expect(body.parcels[0]).toEqual({
      name: '@sig/navbar',
      url: NAVBAR_V2,
      version: '1.0.0-abcdef1234',
      releasedAt: '2026-11-23T09:00:00.000Z',
      previous: [{ version: 'build', url: '/sig/navbar/sig-navbar.3333333333.js', releasedAt: '2026-11-23T08:00:00.000Z' }],
    });
    expect(body.parcels[1]).toMatchObject({ name: '@sig/auth', version: 'build', releasedAt: '2026-11-23T08:00:00.000Z', previous: [] });
  });

  test('serves released bundles under /parcels/ as immutable', async () => {
    const res = await env.inject({ method: 'GET', url: NAVBAR_V2 });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(NAVBAR_JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await env.inject({ method: 'GET', url: '/parcels/navbar/nada.0000000000.js' })).statusCode).toBe(404);
  });

  describeAccess(() => env, {
    method: 'GET',
    url: RELEASE_PATHS.parcels,
    lacking: { role: 'Consulta' },
    // Platform data, not a cliente's: another cliente's administrator sees the same list and nothing else.
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['builtAt', 'parcels', 'sharedVersion']);
    },
  });
});
