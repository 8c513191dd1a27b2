// Builds the whole browser portal into dist/portal (hashed System modules, import map, index.html with
// preload links, pre-compressed copies) and the server into packages/server/dist.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import webpack from 'webpack';

import { buildEmbed, describeEmbed } from '../packages/embed/build.mjs';
import curatedVendors from '../packages/webpack-config/curated-vendors.js';
import { importNameOf, ownModuleConfigs, portalDir, repoRoot, vendorConfigs } from './portalModules.mjs';
import { precompressTree } from './precompress.mjs';
import { buildPwa } from './pwa.mjs';

const args = new Set(process.argv.slice(2));
const started = Date.now();

function compile(configs) {
  configs.parallelism = 3;
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const warnings = stats.toString('errors-warnings').trim();
      if (/WARNING/.test(warnings)) console.warn(warnings);
      resolve(stats.toJson({ all: false, entrypoints: true, outputPath: true }).children);
    });
  });
}

const hashOf = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 10);

/** Copies a static file under a content-hashed name; returns its URL path. */
function emitHashed(src, dir, stem, ext) {
  const buf = readFileSync(src);
  const name = `${stem}.${hashOf(buf)}${ext}`;
  mkdirSync(join(portalDir, dir), { recursive: true });
  writeFileSync(join(portalDir, dir, name), buf);
  return `/${dir}/${name}`;
}

/** The entry file of each compilation, as `import name -> URL path`. */
function importsFrom(children) {
  const imports = {};
  for (const child of children) {
    const [entry] = Object.values(child.entrypoints);
    const file = entry.assets.map((a) => a.name).find((n) => n.endsWith('.js'));
    imports[importNameOf(child.name)] = '/' + relative(portalDir, join(child.outputPath, file));
  }
  // the members of a vendor group are served by their lead's module (packages/webpack-config/curated-vendors.js)
  for (const [lead, members] of Object.entries(curatedVendors.VENDOR_GROUPS)) for (const m of members) imports[m] = imports[lead];
  return imports;
}

/** The modules a cold page needs before any parcel: root-config, shared and what they import. */
const CORE = ['@sig/root-config', '@sig/shared', 'single-spa', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler', '@griffel/core', '@griffel/react', '@fluentui/react-shared-contexts', '@fluentui/react-field', '@sig/fluent-icon-context', '@fluentui/react-components', 'i18next', 'react-i18next', 'ky'];


async function buildPortal() {
  const env = { dev: args.has('--dev') };
  rmSync(portalDir, { recursive: true, force: true });
  mkdirSync(portalDir, { recursive: true });
  const children = await compile([...vendorConfigs(env), ...ownModuleConfigs(env)]);
  const imports = importsFrom(children);
  const importMap = { imports };
  writeFileSync(join(portalDir, 'importmap.json'), JSON.stringify(importMap, null, 2) + '\n');

  const systemjs = emitHashed(join(repoRoot, 'node_modules/systemjs/dist/system.min.js'), 'systemjs', 'system', '.min.js');
  const boot = emitHashed(join(repoRoot, 'root-config/src/boot.js'), 'sig/root-config', 'boot', '.js');
  const css = emitHashed(join(repoRoot, 'root-config/src/frame.css'), 'sig/root-config', 'frame', '.css');
  // Served only when the server enables it (SIG_IMPORT_MAP_OVERRIDES): see the README.
  const importMapOverrides = emitHashed(join(repoRoot, 'node_modules/import-map-overrides/dist/import-map-overrides.js'), 'vendor', 'import-map-overrides', '.js');
  const pwa = await buildPwa({ repoRoot, portalDir, imports, core: CORE, files: [systemjs, boot, css] });
  const preloads = CORE.filter((n) => imports[n])
    .map((n) => `    <link rel="preload" as="script" href="${imports[n]}" />`)
    .join('\n');
  const html = readFileSync(join(repoRoot, 'root-config/src/index.html'), 'utf8')
    .replace('    <!--PRELOADS-->', preloads)
    .replace('<!--FRAME_CSS-->', css)
    .replace('<!--SYSTEMJS-->', systemjs)
    .replace('<!--BOOT-->', boot)
    .replace('<link rel="icon" href="data:," />', pwa.links.join('\n    '));
  writeFileSync(join(portalDir, 'index.html'), html);
  const precached = await pwa.writeWorker();
  console.log(`service worker: ${precached.length} files precached (the shell), sw.js ${(readFileSync(join(portalDir, 'sw.js')).length / 1024).toFixed(1)} kB`);
  // A full build starts the import map afresh, so earlier releases are no longer served.
  rmSync(join(repoRoot, 'dist/parcels'), { recursive: true, force: true });
  const sharedVersion = JSON.parse(readFileSync(join(repoRoot, 'shared/package.json'), 'utf8')).version;
  writeFileSync(join(portalDir, 'build-info.json'), JSON.stringify({ builtAt: new Date().toISOString(), sharedVersion, core: CORE, systemjs, boot, css, importMapOverrides }, null, 2));
  // the web components other sites embed (dist/portal/embed: loaders, shared runtime, lazy chunks), precompressed with the rest
  const embedStarted = Date.now();
  const embed = await buildEmbed({ outDir: join(portalDir, 'embed') });
  console.log(`embed built in ${((Date.now() - embedStarted) / 1000).toFixed(1)} s into ${relative(repoRoot, embed.outDir)}:\n${describeEmbed(embed)}`);
  await precompressTree(portalDir);
  console.log(`portal built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.keys(imports).length} modules -> ${relative(repoRoot, portalDir)}`);
}

/** The server's bundle, in a process of its own: the portal's webpack run leaves the other core mostly idle. */
function buildServer() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@sig/server', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`server build failed (exit ${code ?? signal})`))));
  });
}

const server = args.has('--portal-only') ? Promise.resolve() : buildServer();
// a failed server build is reported once the portal's is done, not as an unhandled rejection meanwhile
server.catch(() => undefined);
if (!args.has('--server-only')) await buildPortal();
await server;
