import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_PATHS, GetMenuResponse, type MenuItem } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';

const ids = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.id, ...ids(m.children ?? [])]);

/** Issue 21: a navbar entry whose parcel the portal does not serve only led to "not available yet". */
describe.each(testDatabases())('the menu offers only parcels the portal serves, on %s', (kind) => {
  let env: TestEnv;
  let portal: string;
  const serve = (parcels: string[]) =>
    writeFileSync(
      path.join(portal, 'importmap.json'),
      JSON.stringify({ imports: { react: '/vendor/react.js', ...Object.fromEntries(parcels.map((p) => [p, `/sig/${p.slice(5)}/x.js`])) } }),
    );

  beforeAll(async () => {
    portal = mkdtempSync(path.join(os.tmpdir(), 'sig-menu-portal-'));
    writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>SIG</title>');
    env = await startTestApp(kind, { portalDir: portal });
  });
  afterAll(async () => {
    await env.close();
    rmSync(portal, { recursive: true, force: true });
  });

  const menuOfAdmin = async () => {
    const token = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await env.inject({ method: 'POST', url: AUTH_PATHS.getmenu, token, payload: {} });
    expect(res.statusCode).toBe(200);
    return GetMenuResponse.parse(res.json()).menu;
  };

  test('items whose parcel is missing from the import map are left out, and so are the groups they leave empty', async () => {
    serve(['@sig/root-config', '@sig/navbar', '@sig/auth', '@sig/cases', '@sig/catalogs', '@sig/admin']);
    const menu = await menuOfAdmin();
    expect(menu.map((m) => m.id)).toEqual(['sig', 'divider.admin', 'admin']);
    const all = ids(menu);
    expect(all).toEqual(expect.arrayContaining(['sig.reportes', 'sig.solicitudes', 'sig.mapa', 'sig.catalogos.colonias', 'admin.users', 'admin.cliente']));
    // @sig/audit, @sig/analytics, @sig/midb, @sig/bot, @sig/gps... are not served
    for (const id of ['sig.auditoria', 'sig.analytics', 'midb', 'midb.padron', 'bot.contacts', 'gps.config', 'eventos.list']) expect(all).not.toContain(id);
  });

  test('a parcel released later shows at once: the import map is read on each call', async () => {
    serve(['@sig/auth', '@sig/cases', '@sig/admin', '@sig/midb']);
    const all = ids(await menuOfAdmin());
    expect(all).toEqual(expect.arrayContaining(['midb', 'midb.padron', 'midb.mapa']));
    expect(all).not.toContain('sig.catalogos.colonias');
  });
});
