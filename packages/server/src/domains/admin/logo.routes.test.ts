import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATHS, ClienteSettings, LOGO_MAX_BYTES, LOGO_URL_PREFIX } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { JPEG, PNG, SVG, WEBP } from '../../testing/fileBytes';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';


describe.each(testDatabases())('cliente logo on %s', (kind) => {
  let env: TestEnv;
  let admin: string;
  beforeAll(async () => ({ env, admin } = await openAdminSuite(kind)));
  afterAll(() => env.close());

  const upload = (bytes: Buffer, contentType: string, token = admin) =>
    env.inject({ method: 'PUT', url: ADMIN_PATHS.clienteLogo, token, payload: bytes, headers: { 'content-type': contentType } });
  const logoFiles = () => (existsSync(path.join(env.dataDir, 'logos')) ? readdirSync(path.join(env.dataDir, 'logos')) : []);

  test.each([
    ['png', PNG, 'image/png', 'image/png'],
    ['jpeg', JPEG, 'image/jpeg', 'image/jpeg'],
    ['webp', WEBP, 'image/webp', 'image/webp'],
  ])('a %s logo is stored under a random name, served with its type, and replaces the previous file', async (_n, bytes, declared, served) => {
    const res = await upload(bytes, declared);
    expect(res.statusCode).toBe(200);
    const { logo } = ClienteSettings.parse(res.json());
    expect(logo).toMatch(new RegExp(`^${LOGO_URL_PREFIX}[a-z0-9]+-[a-f0-9]{32}\\.(png|jpg|webp)$`));
    const file = await env.inject({ method: 'GET', url: logo! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(served);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(logoFiles()).toEqual([path.basename(logo!)]);
    // the session the shell reads carries it
    const session = await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token: admin });
    expect(session.json().cliente.logo).toBe(logo);
  });

  test.each([
    ['an SVG, even declared as PNG', SVG, 'image/png', 'admin.logo_type'],
    ['HTML', Buffer.from('<html><script>1</script></html>'), 'image/jpeg', 'admin.logo_type'],
    ['an empty body', Buffer.alloc(0), 'image/png', 'admin.logo_type'],
    ['a PNG over 512 kB', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES, 0)]), 'image/png', 'admin.logo_size'],
  ])('%s -> 400 naming the logo field, nothing changes', async (_n, bytes, declared, code) => {
    const before = await identity.findCliente(env.app.db, env.demoId);
    const files = logoFiles();
    const res = await upload(bytes, declared);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field: 'logo' });
    expect(await identity.findCliente(env.app.db, env.demoId)).toEqual(before);
    expect(logoFiles()).toEqual(files);
  });

  test('a body far over the limit is refused by the parser without a 500', async () => {
    const res = await upload(Buffer.alloc(LOGO_MAX_BYTES * 3, 1), 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  test('DELETE removes the logo and its file, and is audited', async () => {
    await upload(PNG, 'image/png');
    const res = await env.inject({ method: 'DELETE', url: ADMIN_PATHS.clienteLogo, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).toBeNull();
    expect(logoFiles()).toEqual([]);
    const audit = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=cliente`, token: admin })).json());
    expect(audit.items[0]).toMatchObject({ action: 'cliente.logo', after: { logo: null } });
    expect(audit.items[1]).toMatchObject({ action: 'cliente.logo', after: { logo: expect.stringMatching(/\.png$/) } });
  });

  test('unknown or malformed file names are 404, never a path outside the folder', async () => {
    for (const name of ['nada-00000000000000000000000000000000.png', '..%2Fjwt-secret', 'x.svg']) {
      expect((await env.inject({ method: 'GET', url: `${LOGO_URL_PREFIX}${name}` })).statusCode).toBe(404);
    }
  });

  describeAccess(() => env, {
    method: 'PUT',
    url: ADMIN_PATHS.clienteLogo,
    payload: () => PNG,
    lacking: { role: 'Consulta' },
    otherCliente: async (res, e) => {
      expect(res.json().id).toBe(e.otherId);
      expect((await identity.findCliente(e.app.db, e.demoId))!.logo).not.toBe(res.json().logo);
    },
  });
  describeAccess(() => env, {
    method: 'DELETE',
    url: ADMIN_PATHS.clienteLogo,
    lacking: { role: 'Consulta' },
    otherCliente: (res, e) => expect(res.json().id).toBe(e.otherId),
  });
});
