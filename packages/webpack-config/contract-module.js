const { readFileSync } = require('node:fs');
const path = require('node:path');

/*
 * The browser's contract module (@sig/shared/contract in the import map) checks API answers against the zod
 * schemas of shared/src/contract. A page checks the answers of its own area only, so the module is a small
 * loader (shared/src/contract/areaLoader.ts) and each area file of the contract is a chunk of its own, with
 * zod in one more chunk that every area shares: a list of cases loads auth, cases and realtime, not the
 * schemas of midb or of the citizen pages. The server and the tests import the whole contract as before.
 */

const contractDir = path.resolve(__dirname, '../../shared/src/contract');

/**
 * The schemas each file of the contract exports, as names joined by spaces: `{ cases: 'Ref ColorRef ...' }`, read from the
 * `export * from './x'` lines of the contract's index and the `export const Name` lines of each file (schemas
 * are named in PascalCase; constants in UPPER_CASE and functions in camelCase are left out, the browser asks
 * for schemas only). The loader asks for a schema by name and loads only its file.
 * packages/vendor/contractModule.test.ts checks it against the contract itself.
 */
function contractFiles(dir = contractDir) {
  const files = {};
  const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
  for (const [, file] of index.matchAll(/^export \* from '\.\/(\w+)';$/gm)) {
    const source = readFileSync(path.join(dir, `${file}.ts`), 'utf8');
    const names = [...source.matchAll(/^export const ([A-Z][a-z]\w*)\b/gm)].map((m) => m[1]);
    if (names.length) files[file] = names.join(' ');
  }
  return files;
}

// zod's JSON Schema output (toJSONSchema, and the min/max getters built on it) is for the server's documents,
// never the browser's checks: about 6 kB gzip of the contract module. Every export of those two files becomes
// a function that throws, so a use in the browser fails loudly instead of answering wrongly.
const JSON_SCHEMA_FILES = /zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** The webpack config of @sig/shared/contract, from the shared System-module config. */
function contractModuleConfig(base) {
  const webpack = require('webpack');
  return {
    ...base,
    module: { ...base.module, rules: [...base.module.rules, { test: JSON_SCHEMA_FILES, loader: require.resolve('./no-json-schema-loader.js') }] },
    plugins: [...base.plugins, new webpack.DefinePlugin({ __CONTRACT_FILES__: JSON.stringify(contractFiles()) })],
    optimization: {
      ...base.optimization,
      // zod is one chunk every area shares; a file several areas import (text rules, auth's e-mail, the
      // catalogues' ids) is a chunk of its own too, not a copy in each area's chunk
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          defaultVendors: false,
          zod: { test: /[\\/]node_modules[\\/]zod[\\/]/, name: 'zod', enforce: true, priority: 1 },
          default: { minChunks: 2, minSize: 0, reuseExistingChunk: true },
        },
      },
    },
  };
}

module.exports = { contractFiles, contractModuleConfig, JSON_SCHEMA_FILES };
