// Builds the embeddable web components (today <sig-report-map>) into dist/portal/embed, or --out <dir>.
// Called by scripts/build.mjs after the portal; runs alone too: `node packages/embed/build.mjs --out /tmp/x`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL('.', import.meta.url));
export const EMBED_DIR = resolve(here, '../../dist/portal/embed');

/** Compiles the embed bundle; resolves its path and sizes (bytes, gzip, brotli). */
export function buildEmbed({ outDir = EMBED_DIR, dev = false } = {}) {
  const config = require('./webpack.embed.js')({ outDir, dev });
  return new Promise((done, fail) => {
    webpack(config, (err, stats) => {
      if (err) return fail(err);
      if (stats.hasErrors()) return fail(new Error(stats.toString('errors-only')));
      const warnings = stats.toString('errors-warnings').trim();
      if (/WARNING/.test(warnings)) console.warn(warnings);
      const file = join(outDir, 'sig-report-map.js');
      const buf = readFileSync(file);
      done({ file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length, brotli: brotliCompressSync(buf).length });
    });
  });
}

export const describeSize = ({ bytes, gzip, brotli }) => `${(bytes / 1024).toFixed(1)} kB, ${(gzip / 1024).toFixed(1)} kB gzip, ${(brotli / 1024).toFixed(1)} kB brotli`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const outDir = at >= 0 ? resolve(args[at + 1]) : EMBED_DIR;
  const started = Date.now();
  const built = await buildEmbed({ outDir, dev: args.includes('--dev') });
  console.log(`embed built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${built.file} (${describeSize(built)})`);
}
