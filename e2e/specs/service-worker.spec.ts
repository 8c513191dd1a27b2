import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { admin, openPage, repoRoot, signIn, useBrowser } from '../support/portal';
import { changedNavbar, npmScript } from '../support/release';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../support/server') as {
  startServer(env: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }>;
};

const browser = useBrowser();

/** Every URL the page's origin keeps in Cache Storage, by cache. */
const cacheStorage = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });

describe('the service worker on the built portal (issue 25)', () => {
  let work: string;
  let portal: string;
  let parcels: string;
  let server: { baseUrl: string; stop(): Promise<void> };

  beforeAll(async () => {
    // a copy of the portal, so the release below changes nothing another spec serves
    work = mkdtempSync(join(tmpdir(), 'sig-sw-'));
    portal = join(work, 'portal');
    parcels = join(work, 'parcels');
    cpSync(join(repoRoot, 'dist/portal'), portal, { recursive: true });
    server = await startServer({ SIG_PORTAL_DIR: portal, SIG_PARCELS_DIR: parcels });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('installs for staff, keeps no API answer, reloads a staff page offline from the shell, and serves a released parcel at once', async () => {
    const { page, context } = await openPage(browser(), { baseURL: server.baseUrl, serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    await signIn(page, admin().email, admin().password);
    await page.locator('nav[aria-label="Menú principal"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.baseUrl}/sw.js`);

    // staff pages that read personal data through the API, and the field auditor's phone page showing a photo
    // attached to a case of the auditor's own list (the demo's list is the administrator's): the phone keeps those
    // in its own store (IndexedDB), never in the worker's cache
    const api = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
      expect([path, res.ok]).toEqual([path, true]);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const login = await fetch(`${server.baseUrl}/api/1.0/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin()) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const mine = (await api('/api/1.0/auditoria/mis-listas')) as { items: { id: string; items: { orderId: string }[] }[] };
    const [list] = mine.items;
    const orderId = list!.items[0]!.orderId;
    const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
    await api(`/api/1.0/sig/reporte/${orderId}/archivos?nombre=foto-del-caso.png`, { method: 'POST', body: new Uint8Array(photo), headers: { 'content-type': 'application/octet-stream' } });
    await page.goto(`/sig/auditoriav2/${orderId}/${list!.id}`);
    // (a retried run attached the photo once more)
    await page.getByRole('img', { name: 'foto-del-caso.png' }).first().waitFor();
    for (const path of ['/config/users/all', '/sig/reportes']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const cached = await cacheStorage(page);
    const urls = Object.values(cached).flat();
    expect(urls.filter((p) => p.startsWith('/api/') || p.startsWith('/socket.io/'))).toEqual([]);
    // what is kept: the shell (precache), hashed files seen while browsing, and the import map
    expect(urls).toContain('/index.html');
    expect(urls).toContain('/importmap.json');
    expect(urls.some((p) => /^\/sig\/navbar\/sig-navbar\.[0-9a-f]{10}\.js$/.test(p))).toBe(true);
    // besides those three, only files whose names carry their content hash (app.3f2a9c1d7b.js, system.7f25851d22.min.js)
    expect(urls.filter((p) => !/[.-][0-9a-f]{10}\.[^/]+$/.test(p)).sort()).toEqual(['/importmap.json', '/index.html', '/manifest.webmanifest']);

    // offline, a reload of the staff page draws the portal from the cache, still signed in (the navbar is the
    // phone's closed drawer: attached, not visible)
    await context.setOffline(true);
    expect(await page.evaluate(() => fetch('/api/1.0/auth/access-token').then(() => 'answered', () => 'no network'))).toBe('no network');
    await page.reload();
    await page.locator('nav[aria-label="Menú principal"]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/sig/reportes');
    await context.setOffline(false);

    // a parcel released meanwhile: the next load gets the new import map, not the cached one
    const out = npmScript('release', ['navbar', '--from', changedNavbar(work), '--portal', portal, '--parcels', parcels]);
    expect(out).toMatch(/released @sig\/navbar/);
    await page.reload();
    await page.locator('nav[aria-label="Menú principal v2"]').waitFor({ state: 'attached', timeout: 30_000 });
    const served = await page.evaluate(() => fetch('/importmap.json').then((r) => r.json() as Promise<{ imports: Record<string, string> }>));
    expect(served.imports['@sig/navbar']).toMatch(/^\/parcels\/navbar\//);
    await context.close();
  });
});
