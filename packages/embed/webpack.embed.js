const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const sharedSrc = path.join(repoRoot, 'shared', 'src') + path.sep;
// the one shared module whose top level matters: it hands window.L back to the host page (noConflict)
const leafletModule = path.join(sharedSrc, 'map', 'leaflet.ts');

/** The elements: each one's view is a lazy chunk of this name, loaded when the first such tag connects. */
const ELEMENTS = ['sig-report-map', 'sig-report-form', 'sig-folio'];

/**
 * The embeddable web components' shared runtime: React, react-dom, Griffel, FluentProvider and the three
 * element definitions in one classic script, each element's view (and Leaflet, Fluent parts, ...) in lazy
 * chunks that webpack splits so that what two views share loads once. The host page has no SystemJS and no
 * import map: it loads a tiny unhashed loader per element (build.mjs writes them), which adds this runtime
 * once. Hashed names here (immutable caching); the loaders are served no-cache.
 */
module.exports = ({ outDir, dev = false } = {}) => ({
  name: 'embed',
  mode: dev ? 'development' : 'production',
  devtool: 'source-map',
  context: repoRoot,
  target: ['web', 'es2020'],
  entry: { 'sig-embed': path.join(__dirname, 'src/embedRuntime.tsx') },
  output: {
    path: outDir,
    filename: '[name].[contenthash:12].js',
    chunkFilename: 'sig-embed-[name].[contenthash:12].js',
    // the runtime was added by a loader: document.currentScript is its own <script>, on SIG's origin
    publicPath: 'auto',
    // the server answers embed files with access-control-allow-origin: *, so errors inside keep their text
    crossOriginLoading: 'anonymous',
    uniqueName: 'sig-embed',
    iife: true,
    clean: true,
  },
  optimization: {
    runtimeChunk: false,
    // async chunks only (the runtime stays one file); a part two views share becomes its own chunk
    splitChunks: { chunks: 'async', minSize: 10_000 },
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    conditionNames: ['import', 'module', 'browser', 'default'],
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: require.resolve('ts-loader'),
        options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.json') },
        exclude: /node_modules[\\/](?!@sig)/,
      },
      // Our shared source has no top-level side effects that matter here: let webpack drop the modules the
      // elements do not use (the contract's zod schemas, the portal's store and API client, ...) behind index re-exports.
      { test: (file) => file.startsWith(sharedSrc) && file !== leafletModule, sideEffects: false },
    ],
  },
  performance: { hints: false },
  stats: 'errors-warnings',
});

module.exports.ELEMENTS = ELEMENTS;
