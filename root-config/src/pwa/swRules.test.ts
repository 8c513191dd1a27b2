import { THEME_PALETTES, DEFAULT_THEME } from '@sig/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isHashedAsset, isImportMap, isNeverCached, isShellNavigation } from './swRules';

const ORIGIN = 'https://sig.example.gob.mx';
const u = (path: string, origin = ORIGIN) => new URL(path, origin);

describe("the service worker's caching rules", () => {
  it('keeps only same-origin files with a content hash in their name', () => {
    for (const p of ['/sig/shared/sig-shared.3f2a9c1d7b.js', '/vendor/react.0123abcd45.js', '/parcels/navbar/1.0.0-abc/sig-navbar.9f8e7d6c5b.js', '/sig/cases/412.a1b2c3d4e5.chunk.js', '/pwa/icon-192.0a1b2c3d4e.png', '/sig/root-config/frame.0a1b2c3d4e.css', '/systemjs/system.7f25851d22.min.js']) {
      expect([p, isHashedAsset(u(p), ORIGIN)]).toEqual([p, true]);
    }
    for (const p of ['/importmap.json', '/index.html', '/sw.js', '/embed/sig-report-map.js', '/sig/shared/sig-shared.3f2a9c1d7b.js.map']) {
      expect([p, isHashedAsset(u(p), ORIGIN)]).toEqual([p, false]);
    }
    expect(isHashedAsset(u('/tiles/a.0123abcd45.png', 'https://tile.example.org'), ORIGIN)).toBe(false);
  });

  it('never keeps an API answer, even one whose name looks hashed (a photo, a file)', () => {
    for (const p of ['/api/1.0/sig/getreportes', '/api/1.0/files/3f2a9c1d-7b00-4000-8000-0123456789ab.jpg', '/api/1.0/cases/1/photo.0123abcd45.jpg', '/socket.io/?EIO=4', '/open311/v2/demo/requests.json']) {
      expect([p, isNeverCached(u(p)), isHashedAsset(u(p), ORIGIN), isShellNavigation('navigate', u(p), ORIGIN)]).toEqual([p, true, false, false]);
    }
  });

  it('sends the import map to the network first and page loads of the portal to the shell when offline', () => {
    expect(isImportMap(u('/importmap.json'), ORIGIN)).toBe(true);
    expect(isImportMap(u('/importmap.json', 'https://other.example'), ORIGIN)).toBe(false);
    expect(isShellNavigation('navigate', u('/sig/auditoriav2/list'), ORIGIN)).toBe(true);
    expect(isShellNavigation('cors', u('/sig/auditoriav2/list'), ORIGIN)).toBe(false);
  });
});

describe('the web manifest', () => {
  const manifest = JSON.parse(readFileSync(join(__dirname, 'manifest.json'), 'utf8')) as Record<string, string>;
  const indexHtml = readFileSync(join(__dirname, '../index.html'), 'utf8');

  it("takes its colour from the portal's default theme, as index.html's theme-color does", () => {
    expect(manifest.theme_color).toBe(THEME_PALETTES[DEFAULT_THEME].primary);
    // the splash an installed app shows while it starts: the theme's page surface, as frame.css paints it
    expect(manifest.background_color).toBe(THEME_PALETTES[DEFAULT_THEME].background);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('opens the staff portal as a standalone app', () => {
    expect(manifest).toMatchObject({ name: expect.stringMatching(/^SIG/), short_name: 'SIG', start_url: '/sig', display: 'standalone' });
    // the build replaces this tag with the manifest and icon links (scripts/pwa.mjs)
    expect(indexHtml).toContain('<link rel="icon" href="data:," />');
  });
});
