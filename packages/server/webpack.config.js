// The server runs compiled: two CommonJS bundles, dist/server.js and dist/cli.js. npm packages stay
// external (required from node_modules at run time; better-sqlite3 is native anyway). @sig/shared is
// bundled because it is TypeScript source. jose is ESM-only but Node >= 20.19 can require() it, so it
// stays external too.
const path = require('node:path');
const webpack = require('webpack');
const { contractHash } = require('../webpack-config/contractHash');

const isBare = (request) => !/^(\.|\/|node:|[a-zA-Z]:\\)/.test(request);

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: { server: './src/server.ts', cli: './src/cli.ts' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json'), compilerOptions: { noEmit: false, sourceMap: true } },
      },
      // the common-password list travels inside the bundle as a string
      { test: /\.txt$/, type: 'asset/source' },
    ],
  },
  // the contract this server checks its answers with, named on each answer (plugins/contractStamp.ts)
  plugins: [new webpack.DefinePlugin({ __SIG_CONTRACT_HASH__: JSON.stringify(contractHash()) })],
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      if (request && isBare(request) && request !== '@sig/shared' && !request.startsWith('@sig/shared/')) {
        return callback(null, `commonjs ${request}`);
      }
      return callback();
    },
  ],
  // __dirname is the dist folder at run time (config.ts walks up from it to find the repository)
  node: { __dirname: false, __filename: false },
  optimization: { minimize: false },
  devtool: 'source-map',
  performance: { hints: false },
};
