const fs = require('node:fs');
const path = require('node:path');
const { SHARED_VENDORS, fileOf, externalsFor, ICON_CONTEXT_ENTRY } = require('@sig/webpack-config/vendors');
const fluentExports = require('@sig/webpack-config/fluent-exports');
const { CURATED_VENDORS, VENDOR_GROUPS, vendorModuleOf } = require('@sig/webpack-config/curated-vendors');
const { minimizer } = require('@sig/webpack-config');

const portalVendorDir = path.resolve(__dirname, '../../dist/portal/vendor');
const entriesDir = path.join(__dirname, 'entries');

// Packages whose module has no default export: `export { default }` would fail the build.
const NO_DEFAULT = new Set(['single-spa', 'react-router-dom', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'react-redux', 'react-i18next', 'socket.io-client', '@griffel/core', '@griffel/react', '@fluentui/react-shared-contexts', '@fluentui/react-field']);

const curated = (names, from = '@fluentui/react-components') => `export {\n  ${names.join(',\n  ')},\n} from '${from}';\n`;

function entrySource(name) {
  if (name === '@fluentui/react-components') {
    const more = Object.entries(fluentExports.coreForExtras).filter(([, names]) => names.length);
    return [curated(fluentExports.core), ...more.map(([from, names]) => curated(names, from))].join('');
  }
  if (name === '@sig/fluent-extras') return curated(fluentExports.extras);
  if (VENDOR_GROUPS[name]) return [name, ...VENDOR_GROUPS[name]].map((m) => curated(CURATED_VENDORS[m], m)).join('');
  if (CURATED_VENDORS[name]) return curated(CURATED_VENDORS[name], name);
  if (name === '@sig/fluent-icon-context') return `export * from ${JSON.stringify(ICON_CONTEXT_ENTRY)};\n`;
  const def = NO_DEFAULT.has(name) ? '' : `export { default } from '${name}';\n`;
  return `export * from '${name}';\n${def}`;
}

function writeEntries() {
  fs.mkdirSync(entriesDir, { recursive: true });
  for (const name of SHARED_VENDORS.filter((n) => vendorModuleOf(n) === n)) {
    const file = path.join(entriesDir, `${fileOf(name)}.js`);
    const src = entrySource(name);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== src) fs.writeFileSync(file, src);
  }
}

/** Names the compilation takes from the core Fluent module (its external `@fluentui/react-components`). */
function namesFromCore(compilation) {
  const names = new Set();
  for (const m of compilation.modules) {
    if (m.constructor.name !== 'ExternalModule' || m.request !== '@fluentui/react-components') continue;
    for (const e of compilation.moduleGraph.getExportsInfo(m).orderedExports) if (e.getUsed(undefined) !== 0) names.add(e.name);
    // a namespace use (`import * as`) would need every name: refuse it
    if (compilation.moduleGraph.getExportsInfo(m).otherExportsInfo.getUsed(undefined) !== 0) names.add('*');
  }
  return [...names].sort();
}

/**
 * The extras compilation takes what core holds from the core module (fluent-exports.js, `takenFromCore`); a
 * name core does not export would be `undefined` in the browser, so it fails the build here instead.
 */
class CoreExportsCheck {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CoreExportsCheck', (compilation) => {
      compilation.hooks.afterSeal.tap('CoreExportsCheck', () => {
        const exported = new Set([...fluentExports.core, ...Object.values(fluentExports.coreForExtras).flat()]);
        const missing = namesFromCore(compilation).filter((n) => !exported.has(n));
        if (missing.length) {
          compilation.errors.push(new compiler.webpack.WebpackError(`@sig/fluent-extras takes from the core Fluent module names it does not export: ${missing.join(', ')} (add them to coreForExtras in packages/webpack-config/fluent-exports.js)`));
        }
      });
    });
  }
}

/** One compilation per shared name (a group's members are built into its lead); each marks every OTHER shared name external, never its own. */
module.exports = (env = {}) => {
  writeEntries();
  return SHARED_VENDORS.filter((name) => vendorModuleOf(name) === name).map((name) => ({
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
    // The extras module is cut from the same package as the core one, so it must bundle it, not import it; what
    // core already holds it takes from the core module.
    externals: name === '@sig/fluent-extras' ? [fluentExports.takenFromCore, ...externalsFor(name, '@fluentui/react-components')] : externalsFor(name, ...(VENDOR_GROUPS[name] ?? [])),
    plugins: name === '@sig/fluent-extras' ? [new CoreExportsCheck()] : [],
    resolve: {
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    optimization: { minimizer: [minimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  }));
};

module.exports.namesFromCore = namesFromCore;
