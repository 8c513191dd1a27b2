import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { startTestApp, type TestEnv } from '../testing/testApp';
import { cacheControlFor } from './static';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("sig root config");'.repeat(20);
const SW_JS = 'self.addEventListener("fetch", () => {});'.repeat(20);
const MANIFEST = '{"name":"SIG","start_url":"/sig","display":"standalone"}';
const EMBED_JS = 'customElements.define("sig-report-map", class extends HTMLElement {});'.repeat(20);

describe('serving the built portal', () => {
  let env: TestEnv;
  let portal: string;
  beforeAll(async () => {
    portal = mkdtempSync(path.join(os.tmpdir(), 'sig-portal-'));
    mkdirSync(path.join(portal, 'root-config'));
    writeFileSync(path.join(portal, 'index.html'), INDEX);
    writeFileSync(path.join(portal, 'importmap.json'), '{"imports":{}}');
    writeFileSync(path.join(portal, 'sw.js'), SW_JS);
    writeFileSync(path.join(portal, 'sw.js.br'), brotliCompressSync(SW_JS));
    writeFileSync(path.join(portal, 'manifest.webmanifest'), MANIFEST);
    const js = path.join(portal, 'root-config', 'sig-root-config.3f2a9c1d7b.js');
    writeFileSync(js, APP_JS);
    writeFileSync(js + '.br', brotliCompressSync(APP_JS));
    writeFileSync(js + '.gz', gzipSync(APP_JS));
    mkdirSync(path.join(portal, 'embed'));
    const embed = path.join(portal, 'embed', 'sig-report-map.js');
    writeFileSync(embed, EMBED_JS);
    writeFileSync(embed + '.br', brotliCompressSync(EMBED_JS));
    env = await startTestApp('sqlite', { portalDir: portal });
  });
  afterAll(async () => {
    await env.close();
    rmSync(portal, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => env.inject({ method: 'GET', url, headers });

  test('hashed files are immutable; index.html and importmap.json are no-cache', async () => {
    const js = await get('/root-config/sig-root-config.3f2a9c1d7b.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe(APP_JS);
    expect((await get('/importmap.json')).headers['cache-control']).toBe('no-cache');
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toBe(INDEX);
  });

  test('the service worker and the web manifest are never cached long (browsers must see a new build at once)', async () => {
    const sw = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ start_url: '/sig', display: 'standalone' });
    // the manifest's start_url is a page of the portal
    expect((await get('/sig')).statusCode).toBe(200);
    expect(cacheControlFor('/portal/sw.js.gz')).toBe('no-cache');
  });

  test('the precompressed .br twin is sent when the browser accepts br (gzip otherwise)', async () => {
    const br = await get('/root-config/sig-root-config.3f2a9c1d7b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(APP_JS))).toBe(true);
    const gz = await get('/root-config/sig-root-config.3f2a9c1d7b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  test('history fallback: a route of the table gets index.html with 200, an unknown path with 404', async () => {
    for (const url of ['/sig/reportes', '/recovery/abc/demo', '/config/users', '/sig/bot/contacts/all?x=1']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const unknown = await get('/no/existe/esta/ruta');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
    expect((await get('/falta.3f2a9c1d7b.js')).statusCode).toBe(404);
  });

  test('unknown /api paths answer JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/1.0/no-existe'], ['POST', '/api/nada']] as const) {
      const res = await env.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
  });

  test('security headers: CSP as designed', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    // WebAssembly (the door's QR reader) compiles; script text is never evaluated
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  test('only a page made for embedding (the bot web chat) may be framed by another site; every other page, its own site', async () => {
    const chat = await get('/apps/demo/bot/web-demo/chat');
    expect(chat.statusCode).toBe(200);
    const chatCsp = chat.headers['content-security-policy'] as string;
    expect(chatCsp).toContain('frame-ancestors *');
    expect(chatCsp).toContain("script-src 'self'");
    expect(chat.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/login', '/sig/bot/chatcenter', '/apps/demo/bot/web-demo/chat/otra', '/no/existe']) {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  test('the embed scripts load from any site: no-cache (unhashed name), CORS and CORP open, also precompressed', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await get('/embed/sig-report-map.js', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    }
    // the portal's own modules stay same-origin for scripts
    expect((await get('/root-config/sig-root-config.3f2a9c1d7b.js')).headers['access-control-allow-origin']).toBeUndefined();
  });

  test('cache rules by name', () => {
    expect(cacheControlFor('/x/vendor-react.0123abcd.js.gz')).toBe('public, max-age=31536000, immutable');
    // webpack's lazy chunks (chunkFilename '[name].[contenthash:10].chunk.js') were revalidated on every use
    expect(cacheControlFor('/sig/cases/412.3f2a9c1d7b.chunk.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/systemjs/system.7f25851d22.min.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/index.html.br')).toBe('no-cache');
    expect(cacheControlFor('/x/favicon.ico')).toBe('no-cache');
  });
});

describe('without a built portal', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp('sqlite');
  });
  afterAll(() => env.close());

  test('pages answer 503 saying to build; the API still works', async () => {
    const res = await env.inject({ method: 'GET', url: '/sig/reportes' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await env.inject({ method: 'POST', url: '/api/1.0/auth/getmenu', payload: {} })).json()).toEqual({ menu: [] });
  });
});

describe('the service worker’s kill switch (SIG_SW_KILL)', () => {
  test('answers /sw.js with a worker that empties the portal’s caches and unregisters itself, never cached long', async () => {
    const portal = mkdtempSync(path.join(os.tmpdir(), 'sig-portal-'));
    writeFileSync(path.join(portal, 'index.html'), INDEX);
    writeFileSync(path.join(portal, 'sw.js'), SW_JS);
    writeFileSync(path.join(portal, 'sw.js.br'), brotliCompressSync(SW_JS));
    const env = await startTestApp('sqlite', { portalDir: portal, serviceWorkerKill: true });
    try {
      const sw = await env.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['content-type']).toMatch(/javascript/);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.body).toContain('self.registration.unregister()');
      expect(sw.body).toContain('caches.delete');
      expect(sw.body).not.toContain('indexedDB');
      // the rest of the portal is served as before
      expect((await env.inject({ method: 'GET', url: '/' })).body).toBe(INDEX);
    } finally {
      await env.close();
      rmSync(portal, { recursive: true, force: true });
    }
  });
});
