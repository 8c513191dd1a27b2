const path = require('node:path');
const webpack = require('webpack');
const { SHARED_VENDORS, externalsFor } = require('./vendors');

const repoRoot = path.resolve(__dirname, '../..');
const portalDir = path.join(repoRoot, 'dist/portal');

// Our own modules that every other bundle loads at run time instead of bundling (a module never marks itself:
// its own `export *` would resolve to itself).
const OWN_MODULES = ['@sig/shared', '@sig/shared/contract', '@sig/shared/staff-ui', '@sig/shared/map', '@sig/shared/icons'];

/**
 * webpack config for one of our own System modules (root-config, @sig/shared or a parcel).
 * Everything shared is external, so the bundle holds only its own code.
 */
function systemModuleConfig({ name, entry, outDir, dev = false, outputPath }) {
  const stem = name.replace(/^@sig\//, 'sig-').replace(/\//g, '-');
  return {
    name,
    mode: dev ? 'development' : 'production',
    devtool: 'source-map',
    context: repoRoot,
    entry: { [stem]: [require.resolve('./public-path.js'), entry] },
    output: {
      path: outputPath ?? path.join(portalDir, outDir),
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].chunk.js' : '[name].[contenthash:10].chunk.js',
      library: { type: 'system' },
      uniqueName: stem,
      clean: true,
    },
    externals: [...externalsFor(), ...OWN_MODULES.filter((m) => m !== name)],
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // A parcel built from a checkout outside the repository (a release) still finds the bundled
      // libraries (icons) in the portal's node_modules.
      modules: ['node_modules', path.join(repoRoot, 'node_modules')],
      // @sig/shared/* subpaths are TypeScript source, bundled only into @sig/shared itself.
      conditionNames: ['import', 'module', 'browser', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          // Loaders run last to first: the Fluent split rewrites the JavaScript ts-loader emits.
          use: [
            { loader: require.resolve('./fluent-split-loader.js') },
            { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.json') } },
          ],
          exclude: /node_modules[\\/](?!@sig)/,
        },
      ],
    },
    plugins: [new webpack.DefinePlugin({ __SIG_SYSTEM_BUNDLE__: 'true' })],
    optimization: { minimizer: [minimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * SWC's minifier through the minimizer plugin webpack uses by default (with terser): terser took ~100 s of CPU for the portal's 39 modules on
 * a 2-core machine, SWC a fraction of it, with output of about the same size (bench/bundle.mjs checks the budget).
 */
function minimizer() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } });
}

/**
 * The config of the parcel in `dir` (packages/<area>): entry src/sig-<area>.tsx, output dist/portal/sig/<area>.
 * `env.outputPath` sends it elsewhere (a release folder); `dir` may be a copy outside the repository.
 */
function parcelConfig(dir, env = {}) {
  const { name } = require(path.join(dir, 'package.json'));
  const area = name.replace(/^@sig\//, '');
  return systemModuleConfig({ name, entry: path.join(dir, 'src', `sig-${area}.tsx`), outDir: `sig/${area}`, dev: !!env.dev, outputPath: env.outputPath });
}

module.exports = { systemModuleConfig, parcelConfig, minimizer, portalDir, repoRoot, SHARED_VENDORS };
