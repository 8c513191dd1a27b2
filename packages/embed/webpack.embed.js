const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const sharedSrc = path.join(repoRoot, 'shared', 'src') + path.sep;
// the one shared module whose top level matters: it hands window.L back to the host page (noConflict)
const leafletModule = path.join(sharedSrc, 'map', 'leaflet.ts');

/**
 * The embeddable web components: one classic script per element that bundles everything (React, react-dom,
 * Griffel, the Fluent components used, Leaflet, supercluster) because the host page has no SystemJS and no
 * import map. Not a portal module: no externals, no System format, a stable unhashed name (served no-cache).
 */
module.exports = ({ outDir, dev = false } = {}) => ({
  name: 'embed:sig-report-map',
  mode: dev ? 'development' : 'production',
  devtool: 'source-map',
  context: repoRoot,
  target: ['web', 'es2020'],
  entry: { 'sig-report-map': path.join(__dirname, 'src/sig-report-map.tsx') },
  output: {
    path: outDir,
    filename: '[name].js',
    // no lazy chunks: everything runs while the <script> does, when document.currentScript names it
    publicPath: '',
    uniqueName: 'sig-embed',
    iife: true,
  },
  optimization: { splitChunks: false, runtimeChunk: false },
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
      // element does not use (the contract's zod schemas, the location picker, ...) behind index re-exports.
      { test: (file) => file.startsWith(sharedSrc) && file !== leafletModule, sideEffects: false },
    ],
  },
  performance: { hints: false },
  stats: 'errors-warnings',
});
