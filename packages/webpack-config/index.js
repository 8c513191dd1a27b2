const path = require('node:path');
const webpack = require('webpack');
const { SHARED_VENDORS, externalsFor } = require('./vendors');
const { ON_DEMAND } = require('./fluent-exports');
const { contractHash } = require('./contractHash');

const repoRoot = path.resolve(__dirname, '../..');
const portalDir = path.join(repoRoot, 'dist/portal');

// Our own modules that every other bundle loads at run time instead of bundling (a module never marks itself:
// its own `export *` would resolve to itself).
const OWN_MODULES = ['@sig/shared', '@sig/shared/contract', '@sig/shared/staff-ui', '@sig/shared/map', '@sig/shared/icons', '@sig/shared/field'];

/**
 * The on-demand Fluent module is a promise of `System.import` rather than a System dependency (those load
 * with the bundle): a chunk that imports it waits for it when it is loaded. So only code loaded with
 * `lazy()`/`import()` may import it; reached from a bundle's first chunk it would load with every page again,
 * which this refuses at build time.
 */
const onDemandExternal = { [ON_DEMAND]: `promise System.import(${JSON.stringify(ON_DEMAND)})` };

/** A System module as a promise of `System.import`: it loads when a lazy chunk that imports it loads, not with the bundle. */
const promiseExternal = (name) => ({ [name]: `promise System.import(${JSON.stringify(name)})` });

class OnDemandOnlyInLazyChunks {
  /** `names`: the promise externals of this compilation (Fluent's on-demand module and the parcel's own lazy ones). */
  constructor(names = [ON_DEMAND]) {
    this.names = new Set(names);
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OnDemandOnlyInLazyChunks', (compilation) => {
      compilation.hooks.afterSeal.tap('OnDemandOnlyInLazyChunks', () => {
        const { chunkGraph, moduleGraph } = compilation;
        for (const m of compilation.modules) {
          if (m.constructor.name !== 'ExternalModule' || !this.names.has(m.userRequest)) continue;
          // webpack keeps every external in the entry chunk; what counts is who imports it (it runs when they do)
          const users = [...moduleGraph.getIncomingConnections(m)]
            .map((c) => c.originModule)
            .filter((o) => o && [...chunkGraph.getModuleChunksIterable(o)].some((c) => c.canBeInitial()))
            .map((o) => o.readableIdentifier(compilation.requestShortener));
          if (!users.length) continue;
          const what = m.userRequest === ON_DEMAND ? `${ON_DEMAND} (menus, popovers, dialogs, drawers)` : `${m.userRequest} (a lazy external of this parcel)`;
          compilation.errors.push(new compiler.webpack.WebpackError(`${what} is imported from the first chunk of ${compiler.options.name} by ${[...new Set(users)].join(', ')}: load that code with lazy()/import() (packages/webpack-config/fluent-exports.js)`));
        }
      });
    });
  }
}

/**
 * webpack config for one of our own System modules (root-config, @sig/shared or a parcel).
 * Everything shared is external, so the bundle holds only its own code. `lazyExternals`: shared modules this
 * bundle loads only from its lazy chunks (a parcel with a light public half and a staff half: RTK, staff-ui),
 * so a page that never opens those chunks never downloads them; the build refuses one reached from the first chunk.
 */
function systemModuleConfig({ name, entry, outDir, dev = false, outputPath, lazyExternals = [] }) {
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
    externals: [
      onDemandExternal,
      ...lazyExternals.map(promiseExternal),
      ...externalsFor().filter((n) => n !== ON_DEMAND && !lazyExternals.includes(n)),
      ...OWN_MODULES.filter((m) => m !== name && !lazyExternals.includes(m)),
    ],
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
    plugins: [new webpack.DefinePlugin({ __SIG_SYSTEM_BUNDLE__: 'true', __SIG_CONTRACT_HASH__: JSON.stringify(contractHash()) }), new OnDemandOnlyInLazyChunks([ON_DEMAND, ...lazyExternals])],
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
 * `options.lazyExternals`: see systemModuleConfig.
 */
function parcelConfig(dir, env = {}, options = {}) {
  const { name } = require(path.join(dir, 'package.json'));
  const area = name.replace(/^@sig\//, '');
  return systemModuleConfig({ name, entry: path.join(dir, 'src', `sig-${area}.tsx`), outDir: `sig/${area}`, dev: !!env.dev, outputPath: env.outputPath, lazyExternals: options.lazyExternals });
}

module.exports = { systemModuleConfig, parcelConfig, minimizer, portalDir, repoRoot, SHARED_VENDORS };
