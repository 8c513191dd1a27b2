// The installable portal: app icons, the web manifest and the service worker (/sw.js) with its precache list.
// Workbox's runtime modules (precaching, routing, strategies) are bundled by our own webpack into one classic
// worker script, and the precache list is injected here as workbox-build's injectManifest would: the portal is
// a multi-compiler build plus parcel releases, so no single webpack compilation sees the files to list
// (workbox-webpack-plugin), and workbox-build would add Babel and Rollup to the build for a string replacement.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack from 'webpack';

import { appIcon } from './pwaIcons.mjs';

const require = createRequire(import.meta.url);
const hashOf = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 10);

/** Modules a staff page needs besides the cold page's (CORE): the staff frame's parcels and blocks. */
const STAFF_SHELL = ['@sig/navbar', '@sig/toolbar', '@sig/footer', '@sig/shared/staff-ui', '@sig/shared/icons', '@sig/fluent-extras'];

function compileWorker(repoRoot, portalDir) {
  const { minimizer } = require(join(repoRoot, 'packages/webpack-config/index.js'));
  const config = {
    name: 'service-worker',
    mode: 'production',
    target: 'webworker',
    context: repoRoot,
    entry: './root-config/src/pwa/sig-sw.ts',
    output: { path: portalDir, filename: 'sw.js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'], modules: ['node_modules', join(repoRoot, 'node_modules')] },
    module: { rules: [{ test: /\.ts$/, loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: join(repoRoot, 'tsconfig.json') } }] },
    // workbox logs its routing only in development builds
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimizer: [minimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return new Promise((resolve, reject) =>
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

/**
 * Writes the icons, manifest.webmanifest and sw.js into the portal. `imports`: the import map; `core`: the cold
 * page's modules; `files`: the other shell files index.html loads (SystemJS, boot, frame CSS). Returns the
 * `<link>` tags for index.html's head.
 */
export async function buildPwa({ repoRoot, portalDir, imports, core, files }) {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'root-config/src/pwa/manifest.json'), 'utf8'));
  mkdirSync(join(portalDir, 'pwa'), { recursive: true });
  const icon = (size, purpose) => {
    const png = appIcon(size, manifest.theme_color);
    const url = `/pwa/icon-${size}.${hashOf(png)}.png`;
    writeFileSync(join(portalDir, url), png);
    return { src: url, sizes: `${size}x${size}`, type: 'image/png', purpose };
  };
  manifest.icons = [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')];
  const manifestText = JSON.stringify(manifest, null, 2) + '\n';
  writeFileSync(join(portalDir, 'manifest.webmanifest'), manifestText);

  const links = [
    '<link rel="manifest" href="/manifest.webmanifest" />',
    `<link rel="icon" type="image/png" sizes="192x192" href="${manifest.icons[0].src}" />`,
    `<link rel="apple-touch-icon" href="${manifest.icons[0].src}" />`,
  ];
  return {
    links,
    /** Call once index.html is written (its revision is its content's hash). */
    async writeWorker() {
      await compileWorker(repoRoot, portalDir);
      const modules = [...core, ...STAFF_SHELL].map((n) => imports[n]).filter(Boolean);
      const hashed = [...new Set([...files, ...modules, ...manifest.icons.map((i) => i.src)])].map((url) => ({ url, revision: null }));
      const revisioned = ['index.html', 'manifest.webmanifest'].map((f) => ({ url: `/${f}`, revision: hashOf(readFileSync(join(portalDir, f))) }));
      const entries = [...revisioned, ...hashed];
      const swFile = join(portalDir, 'sw.js');
      const source = readFileSync(swFile, 'utf8');
      const placeholder = 'self.__WB_MANIFEST';
      if (source.split(placeholder).length !== 2) throw new Error(`sw.js should name ${placeholder} once (the minifier renamed it?)`);
      writeFileSync(swFile, source.replace(placeholder, JSON.stringify(entries)));
      return entries;
    },
  };
}
