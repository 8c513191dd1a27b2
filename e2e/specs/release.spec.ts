import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import type { BrowserContext } from 'playwright-core';

import { admin, openPage, repoRoot, signIn, useBrowser } from '../support/portal';
import { changedNavbar, npmScript } from '../support/release';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer, freePort, waitFor } = require('../support/server') as {
  startServer(env: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }>;
  freePort(): Promise<number>;
  waitFor(url: string, ms: number): Promise<void>;
};

const browser = useBrowser();
const LIVE = new Set(['importmap.json', 'release-history.json']);

function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (!LIVE.has(n)) out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** sha256 of every bundle the served import map names, except `skip`, fetched over HTTP. */
async function servedBundles(baseUrl: string, skip: string): Promise<Record<string, string>> {
  const map = (await (await fetch(`${baseUrl}/importmap.json`)).json()) as { imports: Record<string, string> };
  const out: Record<string, string> = {};
  for (const [name, url] of Object.entries(map.imports)) {
    if (name === skip) continue;
    const body = Buffer.from(await (await fetch(baseUrl + url)).arrayBuffer());
    out[name] = createHash('sha256').update(body).digest('hex');
  }
  return out;
}

describe('releasing one parcel on its own', () => {
  let work: string;
  let portal: string;
  let parcels: string;
  let server: { baseUrl: string; stop(): Promise<void> };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'sig-release-'));
    portal = join(work, 'portal');
    parcels = join(work, 'parcels');
    cpSync(join(repoRoot, 'dist/portal'), portal, { recursive: true });
    server = await startServer({ SIG_PORTAL_DIR: portal, SIG_PARCELS_DIR: parcels });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('refuses a parcel built for an incompatible @sig/shared and changes nothing', () => {
    const mapBefore = readFileSync(join(portal, 'importmap.json'), 'utf8');
    let failure = '';
    try {
      npmScript('release', ['navbar', '--from', changedNavbar(work, '^2.0.0'), '--portal', portal, '--parcels', parcels]);
    } catch (e) {
      failure = String((e as { stderr?: string }).stderr);
    }
    expect(failure).toMatch(/needs @sig\/shared \^2\.0\.0, but this portal serves @sig\/shared 1\./);
    expect(readFileSync(join(portal, 'importmap.json'), 'utf8')).toBe(mapBefore);
  });

  it('serves a released navbar on the next page load, rolls it back, and never touches another bundle', async () => {
    const filesBefore = filesOf(portal);
    const servedBefore = await servedBundles(server.baseUrl, '@sig/navbar');
    const { page, context } = await openPage(browser(), { baseURL: server.baseUrl });
    await signIn(page, admin().email, admin().password);
    await page.locator('nav[aria-label="Menú principal"]').waitFor();

    const out = npmScript('release', ['navbar', '--from', changedNavbar(work), '--portal', portal, '--parcels', parcels]);
    expect(out).toMatch(/released @sig\/navbar 1\.0\.0-[0-9a-f]{10} -> \/parcels\/navbar\//);
    // The page already open keeps working with the navbar it has.
    expect(await page.locator('nav[aria-label="Menú principal"]').count()).toBe(1);
    await page.reload();
    await page.locator('nav[aria-label="Menú principal v2"]').waitFor();

    npmScript('rollback', ['navbar', '--portal', portal]);
    await page.reload();
    await page.locator('nav[aria-label="Menú principal"]').waitFor();

    expect(filesOf(portal)).toEqual(filesBefore);
    expect(await servedBundles(server.baseUrl, '@sig/navbar')).toEqual(servedBefore);
    expect(() => npmScript('rollback', ['navbar', '--portal', portal])).toThrow();
    await context.close();
  });
});

describe('pointing one parcel at localhost (import-map-overrides)', () => {
  let work: string;
  let server: { baseUrl: string; stop(): Promise<void> };
  let devParcel: ChildProcess;
  let devUrl: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'sig-override-'));
    server = await startServer({ SIG_IMPORT_MAP_OVERRIDES: '1' });
    const port = await freePort();
    devParcel = spawn(process.execPath, [join(repoRoot, 'scripts/dev-parcel.mjs'), 'navbar', '--port', String(port), '--from', changedNavbar(work)], { stdio: 'ignore' });
    devUrl = `http://localhost:${port}/sig-navbar.js`;
    await waitFor(devUrl, 60000);
    for (let i = 0; i < 240 && (await fetch(devUrl)).status !== 200; i++) await new Promise((r) => setTimeout(r, 250));
  });
  afterAll(async () => {
    devParcel?.kill('SIGTERM');
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const withOverride = (url: string) => (context: BrowserContext) =>
    context.addInitScript(([u]) => localStorage.setItem('import-map-override:@sig/navbar', u), [url]);

  it("loads the developer's local navbar in their browser only", async () => {
    const dev = await openPage(browser(), { baseURL: server.baseUrl });
    await withOverride(devUrl)(dev.context);
    await signIn(dev.page, admin().email, admin().password);
    await dev.page.locator('nav[aria-label="Menú principal v2"]').waitFor();

    const colleague = await openPage(browser(), { baseURL: server.baseUrl });
    await signIn(colleague.page, admin().email, admin().password);
    await colleague.page.locator('nav[aria-label="Menú principal"]').waitFor();
    await dev.context.close();
    await colleague.context.close();
  });

  it('is off where the server does not enable it (production default)', async () => {
    const { page, context } = await openPage(browser());
    await withOverride(devUrl)(context);
    await signIn(page, admin().email, admin().password);
    await page.locator('nav[aria-label="Menú principal"]').waitFor();
    expect(await page.evaluate(() => 'importMapOverrides' in window)).toBe(false);
    await context.close();
  });
});
