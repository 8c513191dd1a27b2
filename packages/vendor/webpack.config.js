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

// Fluent's focus manager (tabster) lives while a Fluent component uses it and is disposed with the last one; a
// modal dialog unmounted together with its opener (a form dialog drawn only while editing) was then disposed
// before it gave the page back, which stayed aria-hidden. The toolbar's menus used to hold it on every staff
// page; now the on-demand module holds one reference, with Fluent's own settings, for the page's life.
const TABSTER_HOOK = path.join(path.dirname(require.resolve('@fluentui/react-tabster/package.json')), 'lib', 'hooks', 'useTabster.js');
const holdTabster = `import { createTabsterWithConfig } from ${JSON.stringify(TABSTER_HOOK)};\nif (typeof document !== 'undefined') createTabsterWithConfig(document);\n`;

const curated = (names, from = '@fluentui/react-components') => `export {\n  ${names.join(',\n  ')},\n} from '${from}';\n`;

function entrySource(name) {
  if (name === '@fluentui/react-components') {
    const more = Object.entries(fluentExports.coreForExtras).filter(([, names]) => names.length);
    return [curated(fluentExports.core), ...more.map(([from, names]) => curated(names, from))].join('');
  }
  if (name === '@sig/fluent-extras') {
    const more = Object.entries(fluentExports.extrasForLazy).filter(([, names]) => names.length);
    return [curated(fluentExports.extras), ...more.map(([from, names]) => curated(names, from))].join('');
  }
  if (name === fluentExports.ON_DEMAND) return curated(fluentExports.onDemand) + holdTabster;
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

/** Names the compilation takes from the Fluent module `from` (an external, e.g. `@fluentui/react-components`). */
function namesFrom(compilation, from) {
  const names = new Set();
  for (const m of compilation.modules) {
    if (m.constructor.name !== 'ExternalModule' || m.request !== from) continue;
    for (const e of compilation.moduleGraph.getExportsInfo(m).orderedExports) if (e.getUsed(undefined) !== 0) names.add(e.name);
    // a namespace use (`import * as`) would need every name: refuse it
    if (compilation.moduleGraph.getExportsInfo(m).otherExportsInfo.getUsed(undefined) !== 0) names.add('*');
  }
  return [...names].sort();
}
const namesFromCore = (compilation) => namesFrom(compilation, '@fluentui/react-components');

// What each Fluent module exports, and the list a name it lacks must be added to.
const FLUENT_MODULES = {
  '@fluentui/react-components': { names: () => [...fluentExports.core, ...Object.values(fluentExports.coreForExtras).flat()], list: 'coreForExtras' },
  '@sig/fluent-extras': { names: () => [...fluentExports.extras, ...Object.values(fluentExports.extrasForLazy).flat()], list: 'extrasForLazy' },
};

/**
 * The extras and on-demand compilations take what an earlier Fluent module holds from that module
 * (fluent-exports.js, `takenFromCore`, `takenFromExtras`); a name that module does not export would be
 * `undefined` in the browser, so it fails the build here instead.
 */
class ServedExportsCheck {
  constructor(name) {
    this.name = name;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServedExportsCheck', (compilation) => {
      compilation.hooks.afterSeal.tap('ServedExportsCheck', () => {
        for (const [from, { names, list }] of Object.entries(FLUENT_MODULES)) {
          if (from === this.name) continue;
          const exported = new Set(names());
          const missing = namesFrom(compilation, from).filter((n) => !exported.has(n));
          if (missing.length) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.name} takes from ${from} names it does not export: ${missing.join(', ')} (add them to ${list} in packages/webpack-config/fluent-exports.js)`));
          }
        }
      });
    });
  }
}

/** The externals of a Fluent compilation cut from the same package: it bundles the package, taking what an earlier Fluent module holds from it. */
function fluentExternals(name) {
  if (name === '@sig/fluent-extras') return [fluentExports.takenFromCore, ...externalsFor(name, '@fluentui/react-components')];
  if (name === fluentExports.ON_DEMAND) return [fluentExports.takenFromCore, fluentExports.takenFromExtras, ...externalsFor(name, '@fluentui/react-components')];
  return null;
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
    // The extras and on-demand modules are cut from the same package as the core one, so they must bundle it,
    // not import it; what an earlier module already holds they take from that module.
    externals: fluentExternals(name) ?? externalsFor(name, ...(VENDOR_GROUPS[name] ?? [])),
    plugins: fluentExternals(name) ? [new ServedExportsCheck(name)] : [],
    resolve: {
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    optimization: { minimizer: [minimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  }));
};

module.exports.namesFromCore = namesFromCore;
module.exports.namesFrom = namesFrom;
