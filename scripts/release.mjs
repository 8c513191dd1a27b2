// `npm run release -- <parcel>`: builds only that parcel into dist/parcels/<area>/<version>/ and swaps its
// entry in the served import map. Nothing else is rebuilt. Refuses a parcel built for another @sig/shared.
// Options: --from <dir> (the parcel's package folder; default packages/<area>), --portal <dir>, --parcels <dir>.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import semver from 'semver';
import webpack from 'webpack';

import { precompressTree } from './precompress.mjs';
import { portalDir as defaultPortal, repoRoot } from './portalModules.mjs';
import { hashTree, parcelArea, parcelName, readHistory, readImportMap, readJson, writeHistory, writeImportMap } from './releaseLib.mjs';

const { parcelConfig } = createRequire(import.meta.url)('@sig/webpack-config');
const args = process.argv.slice(2);
const opt = (flag, def) => (args.includes(flag) ? resolve(args[args.indexOf(flag) + 1]) : def);
const target = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!target) {
  console.error('usage: npm run release -- <parcel> [--from <dir>] [--portal <dir>] [--parcels <dir>]');
  process.exit(2);
}
const started = Date.now();
const name = parcelName(target);
const area = parcelArea(name);
const fromDir = opt('--from', join(repoRoot, 'packages', area));
const portalDir = opt('--portal', defaultPortal);
const parcelsDir = opt('--parcels', join(portalDir, '..', 'parcels'));

function fail(message) {
  console.error(`release refused: ${message}`);
  process.exit(1);
}

const pkg = readJson(join(fromDir, 'package.json'), null);
if (!pkg || pkg.name !== name || !existsSync(join(fromDir, 'src', `sig-${area}.tsx`))) fail(`${fromDir} is not the package of ${name}`);
const map = readImportMap(portalDir);
if (!map) fail(`no import map in ${portalDir}: build the portal first (npm run build)`);
if (!map.imports[name]) fail(`${name} is not part of this portal's import map`);

// The deployed @sig/shared must satisfy the range the parcel was written against.
const sharedRange = pkg.dependencies?.['@sig/shared'];
const buildInfo = readJson(join(portalDir, 'build-info.json'), {});
const sharedVersion = buildInfo.sharedVersion;
if (!sharedRange || !semver.validRange(sharedRange)) fail(`${name} must name a semver range for @sig/shared in its package.json`);
if (!sharedVersion || !semver.satisfies(sharedVersion, sharedRange)) {
  fail(`${name} needs @sig/shared ${sharedRange}, but this portal serves @sig/shared ${sharedVersion ?? '(unknown)'}`);
}

const staging = join(parcelsDir, `.staging-${area}-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
// Every parcel builds with parcelConfig; calling it here also works for a copy outside the repository.
const config = parcelConfig(fromDir, { outputPath: staging });
const stats = await new Promise((res, rej) => webpack(config, (err, s) => (err ? rej(err) : res(s))));
if (stats.hasErrors()) {
  rmSync(staging, { recursive: true, force: true });
  fail(stats.toString('errors-only'));
}
// The parcel loads our other modules (@sig/shared/staff-ui, ...) by name: a portal built before one of them existed
// would serve a parcel that cannot start.
const unserved = stats
  .toJson({ all: false, modules: true })
  .modules.map((m) => /^external (?:\w+ )?"(@sig\/[^"]+)"$/.exec(m.identifier ?? '')?.[1])
  .filter((n) => n && !map.imports[n]);
if (unserved.length) {
  rmSync(staging, { recursive: true, force: true });
  fail(`${name} loads ${unserved.join(', ')}, which this portal does not serve: rebuild the portal first (npm run build)`);
}
const entry = Object.values(stats.toJson({ all: false, entrypoints: true }).entrypoints)[0].assets.map((a) => a.name).find((n) => n.endsWith('.js'));

const version = `${pkg.version}-${hashTree(staging)}`;
const releaseDir = join(parcelsDir, area, version);
if (existsSync(releaseDir)) {
  rmSync(staging, { recursive: true, force: true }); // the same sources were released before: reuse them
} else {
  mkdirSync(join(parcelsDir, area), { recursive: true });
  await precompressTree(staging);
  renameSync(staging, releaseDir);
}
const url = '/parcels/' + relative(parcelsDir, join(releaseDir, entry)).split('\\').join('/');
const manifest = { parcel: name, version, sharedRange, sharedVersion, entry: url, builtAt: new Date().toISOString() };

const history = readHistory(portalDir);
const stack = (history[name] ??= []);
if (stack.length === 0) stack.push({ url: map.imports[name], version: 'build', releasedAt: buildInfo.builtAt ?? null });
if (stack.at(-1).url === url) {
  console.log(`${name} ${version} is already the served version (${url})`);
  process.exit(0);
}
stack.push({ url, version, releasedAt: manifest.builtAt, sharedRange });
writeHistory(portalDir, history);
map.imports[name] = url;
writeImportMap(portalDir, map);
console.log(`released ${name} ${version} -> ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (rollback: npm run rollback -- ${area})`);
