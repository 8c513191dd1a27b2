// Builds the embeddable web components (<sig-report-map>, <sig-report-form>, <sig-folio>) into
// dist/portal/embed, or --out <dir>. Called by scripts/build.mjs after the portal; runs alone too:
// `node packages/embed/build.mjs --out /tmp/x`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL('.', import.meta.url));
export const EMBED_DIR = resolve(here, '../../dist/portal/embed');
const { ELEMENTS } = require('./webpack.embed.js');

const { loaderSource, RUNTIME_GUARD } = require('./loaderSource.js');
export { loaderSource, RUNTIME_GUARD };

const sizeOf = (buf) => ({ bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length, brotli: brotliCompressSync(buf).length });
const sum = (sizes) => sizes.reduce((a, b) => ({ bytes: a.bytes + b.bytes, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { bytes: 0, gzip: 0, brotli: 0 });

/**
 * Compiles the runtime and its chunks, writes one loader per element; resolves the sizes: the runtime, each
 * loader, each element's chunks (what its first tag on a page fetches), and each chunk by name.
 */
export function buildEmbed({ outDir = EMBED_DIR, dev = false } = {}) {
  const config = require('./webpack.embed.js')({ outDir, dev });
  return new Promise((done, fail) => {
    webpack(config, (err, stats) => {
      if (err) return fail(err);
      if (stats.hasErrors()) return fail(new Error(stats.toString('errors-only')));
      const warnings = stats.toString('errors-warnings').trim();
      if (/WARNING/.test(warnings)) console.warn(warnings);
      const json = stats.toJson({ all: false, assets: true, chunkGroups: true, entrypoints: true });
      const js = (files) => files.map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => f.endsWith('.js'));
      const measure = (file) => sizeOf(readFileSync(join(outDir, file)));
      const runtimeFile = js(json.entrypoints['sig-embed'].assets)[0];
      const elements = {};
      for (const name of ELEMENTS) {
        const group = json.namedChunkGroups[name];
        if (!group) return fail(new Error(`no lazy chunk named ${name}: its view must be import()ed with /* webpackChunkName: "${name}" */`));
        const files = js(group.assets);
        const loader = loaderSource(runtimeFile, files);
        writeFileSync(join(outDir, `${name}.js`), loader);
        elements[name] = { loader: sizeOf(Buffer.from(loader)), files, chunks: sum(files.map(measure)) };
      }
      done({ outDir, runtimeFile, runtime: measure(runtimeFile), elements });
    });
  });
}

const kB = (n) => (n / 1024).toFixed(1);
export const describeSize = ({ bytes, gzip, brotli }) => `${kB(bytes)} kB, ${kB(gzip)} kB gzip, ${kB(brotli)} kB brotli`;

/** The build's size lines (gzip): the runtime once, then per element its loader and its lazy chunks. */
export function describeEmbed(built) {
  const lines = [`  shared runtime ${built.runtimeFile}: ${describeSize(built.runtime)} (once per page)`];
  for (const [name, e] of Object.entries(built.elements)) {
    lines.push(`  <${name}>: loader ${name}.js ${kB(e.loader.gzip)} kB gzip; its chunks ${kB(e.chunks.gzip)} kB gzip (${e.files.join(', ')}); alone on a page ${kB(e.loader.gzip + built.runtime.gzip + e.chunks.gzip)} kB gzip`);
  }
  const all = new Set(Object.values(built.elements).flatMap((e) => e.files));
  const together = [...all].map((f) => sizeOf(readFileSync(join(built.outDir, f))));
  lines.push(`  all three on one page: ${kB(built.runtime.gzip + sum(together).gzip + Object.values(built.elements)[0].loader.gzip)} kB gzip (the runtime and shared chunks fetched once)`);
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const outDir = at >= 0 ? resolve(args[at + 1]) : EMBED_DIR;
  const started = Date.now();
  const built = await buildEmbed({ outDir, dev: args.includes('--dev') });
  console.log(`embed built in ${((Date.now() - started) / 1000).toFixed(1)} s into ${outDir}:\n${describeEmbed(built)}`);
}
