import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { LEAFLET_CSS } from './leafletCss';

/** Leaflet's stylesheet without comments and without url() declarations (images we do not ship, IE's behavior). */
function minifyLeafletCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/[^{};]*\burl\([^)]*\)[^;}]*;?/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

const sourcePath = require.resolve('leaflet/dist/leaflet.css');
const { version } = JSON.parse(readFileSync(join(sourcePath, '../../package.json'), 'utf8')) as { version: string };

describe('LEAFLET_CSS', () => {
  const expected = minifyLeafletCss(readFileSync(sourcePath, 'utf8'));

  // After a Leaflet upgrade: UPDATE_LEAFLET_CSS=1 npx jest -c jest.web.config.js shared/src/map/leafletCss
  if (process.env.UPDATE_LEAFLET_CSS) {
    writeFileSync(
      join(__dirname, 'leafletCss.ts'),
      `// Generated from leaflet/dist/leaflet.css ${version} by leafletCss.test.ts (comments and url() declarations\n` +
        `// removed: we ship no images). Injected by the module itself, so pages need no stylesheet.\n` +
        `export const LEAFLET_CSS =\n  ${JSON.stringify(expected)};\n`,
    );
  }

  it('is the installed Leaflet stylesheet, so an upgrade cannot leave it stale', () => {
    expect(LEAFLET_CSS).toBe(expected);
  });

  it('keeps the rules the panes and markers need and references no image', () => {
    expect(LEAFLET_CSS).toContain('.leaflet-pane,.leaflet-tile,.leaflet-marker-icon');
    expect(LEAFLET_CSS).toContain('.leaflet-zoom-animated{');
    expect(LEAFLET_CSS).not.toMatch(/url\(/);
  });
});
