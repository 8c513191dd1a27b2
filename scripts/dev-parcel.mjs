// `npm run dev:parcel -- <parcel> [--port 9001] [--from <dir>]`: watches one parcel in development mode and
// serves it with CORS on localhost, for a portal that has import-map-overrides enabled (SIG_IMPORT_MAP_OVERRIDES=1
// or `npm run dev`). Then, in your own browser only: importMapOverrides.addOverride('@sig/<parcel>', '<url>').
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import webpack from 'webpack';

import { repoRoot } from './portalModules.mjs';
import { parcelArea, parcelName } from './releaseLib.mjs';

const { parcelConfig } = createRequire(import.meta.url)('@sig/webpack-config');
const args = process.argv.slice(2);
const target = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!target) {
  console.error('usage: npm run dev:parcel -- <parcel> [--port 9001] [--from <dir>]');
  process.exit(2);
}
const name = parcelName(target);
const area = parcelArea(name);
const port = Number(args.includes('--port') ? args[args.indexOf('--port') + 1] : 9001);
const fromDir = args.includes('--from') ? resolve(args[args.indexOf('--from') + 1]) : join(repoRoot, 'packages', area);
const outDir = mkdtempSync(join(tmpdir(), `sig-dev-${area}-`));
const entryUrl = `http://localhost:${port}/sig-${area}.js`;

const TYPES = { '.js': 'application/javascript; charset=utf-8', '.map': 'application/json; charset=utf-8' };
createServer((req, res) => {
  const file = normalize(join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0])));
  const ok = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile();
  res.writeHead(ok ? 200 : 404, {
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
  });
  if (ok) createReadStream(file).pipe(res);
  else res.end('not found');
}).listen(port, '127.0.0.1', () => {
  console.log(`serving ${name} from ${outDir} at ${entryUrl}`);
  console.log(`in the portal's browser console: importMapOverrides.addOverride('${name}', '${entryUrl}'); location.reload()`);
});

webpack(parcelConfig(fromDir, { dev: true, outputPath: outDir })).watch({ aggregateTimeout: 200 }, (err, stats) => {
  if (err) console.error(err);
  else if (stats.hasErrors()) console.error(stats.toString('errors-only'));
  else console.log(`built ${name} at ${new Date().toLocaleTimeString()}`);
});
