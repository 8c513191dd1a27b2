const fs = require('node:fs');
const path = require('node:path');
const { SHARED_VENDORS, fileOf, externalsFor, ICON_CONTEXT_ENTRY } = require('@sig/webpack-config/vendors');
const fluentExports = require('@sig/webpack-config/fluent-exports');
const { CURATED_VENDORS } = require('@sig/webpack-config/curated-vendors');
const { minimizer } = require('@sig/webpack-config');

const portalVendorDir = path.resolve(__dirname, '../../dist/portal/vendor');
const entriesDir = path.join(__dirname, 'entries');

// Packages whose module has no default export: `export { default }` would fail the build.
const NO_DEFAULT = new Set(['single-spa', 'react-router-dom', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'react-redux', 'react-i18next', 'socket.io-client', '@griffel/core', '@griffel/react', '@fluentui/react-shared-contexts', '@fluentui/react-field']);

const curated = (names, from = '@fluentui/react-components') => `export {\n  ${names.join(',\n  ')},\n} from '${from}';\n`;

function entrySource(name) {
  if (name === '@fluentui/react-components') return curated(fluentExports.core);
  if (name === '@sig/fluent-extras') return curated(fluentExports.extras);
  if (CURATED_VENDORS[name]) return curated(CURATED_VENDORS[name], name);
  if (name === '@sig/fluent-icon-context') return `export * from ${JSON.stringify(ICON_CONTEXT_ENTRY)};\n`;
  const def = NO_DEFAULT.has(name) ? '' : `export { default } from '${name}';\n`;
  return `export * from '${name}';\n${def}`;
}

function writeEntries() {
  fs.mkdirSync(entriesDir, { recursive: true });
  for (const name of SHARED_VENDORS) {
    const file = path.join(entriesDir, `${fileOf(name)}.js`);
    const src = entrySource(name);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== src) fs.writeFileSync(file, src);
  }
}

/** One compilation per shared name; each marks every OTHER shared name external, never its own. */
module.exports = (env = {}) => {
  writeEntries();
  return SHARED_VENDORS.map((name) => ({
    name: `vendor:${name}`,
    mode: 'production',
    devtool: false,
    context: __dirname,
    entry: { [fileOf(name)]: path.join(entriesDir, `${fileOf(name)}.js`) },
    output: {
      path: portalVendorDir,
      filename: env.dev ? '[name].js' : '[name].[contenthash:10].js',
      library: { type: 'system' },
      uniqueName: `vendor-${fileOf(name)}`,
    },
    // The extras module is cut from the same package as the core one, so it must bundle it, not import it.
    externals: name === '@sig/fluent-extras' ? externalsFor(name, '@fluentui/react-components') : externalsFor(name),
    resolve: {
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    optimization: { minimizer: [minimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  }));
};
