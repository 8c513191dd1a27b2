import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestEnv } from '../testing/testApp';

const INDEX = `<!doctype html><html><head>
    <script type="systemjs-importmap" src="/importmap.json"></script>
    <!--IMPORT_MAP_OVERRIDES-->
    <script src="/systemjs/system.1234567890.min.js"></script>
  </head><body><div id="sig-frame"></div>
  </body></html>`;
const OVERRIDES = '/vendor/import-map-overrides.abcdef1234.js';

describe.each([true, false])('import-map-overrides enabled: %s', (enabled) => {
  let env: TestEnv;
  let portal: string;
  beforeAll(async () => {
    portal = mkdtempSync(path.join(os.tmpdir(), 'sig-portal-'));
    writeFileSync(path.join(portal, 'index.html'), INDEX);
    writeFileSync(path.join(portal, 'importmap.json'), '{"imports":{}}');
    writeFileSync(path.join(portal, 'build-info.json'), JSON.stringify({ importMapOverrides: OVERRIDES }));
    env = await startTestApp('sqlite', { portalDir: portal, importMapOverrides: enabled });
  });
  afterAll(async () => {
    await env.close();
    rmSync(portal, { recursive: true, force: true });
  });

  test.each(['/', '/login', '/sig/reportes'])('%s', async (url) => {
    const res = await env.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    if (enabled) {
      // the script sits between the import map and SystemJS, so SystemJS sees the overrides
      expect(res.body.indexOf(`<script src="${OVERRIDES}">`)).toBeGreaterThan(res.body.indexOf('systemjs-importmap" src'));
      expect(res.body.indexOf(`<script src="${OVERRIDES}">`)).toBeLessThan(res.body.indexOf('system.1234567890'));
      expect(res.body).toContain('<meta name="importmap-type" content="systemjs-importmap" />');
      expect(res.body).toContain('<import-map-overrides-full show-when-local-storage="devtools"');
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' http:\/\/localhost:\*/);
    } else {
      expect(res.body).not.toContain('import-map-overrides');
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    }
  });
});
