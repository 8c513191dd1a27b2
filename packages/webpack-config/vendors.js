const path = require('node:path');

// The libraries every parcel shares as SystemJS modules: one copy of each in the browser.
// Order is the import map's order; `file` is the safe file stem of the vendor bundle.
const SHARED_VENDORS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'scheduler',
  'single-spa',
  '@griffel/core',
  '@griffel/react',
  // Fluent is split (see ./fluent-exports.js); these carry the state both halves must share.
  '@fluentui/react-shared-contexts',
  '@fluentui/react-field',
  '@sig/fluent-icon-context',
  '@fluentui/react-components',
  '@sig/fluent-extras',
  // loaded on first use (fluent-exports.js), never with a page
  '@sig/fluent-lazy',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  // RTK Query's React API, shared so that each parcel's createApi does not bundle its own copy
  '@reduxjs/toolkit/query/react',
  'i18next',
  'react-i18next',
  'ky',
  // zod is not shared: only the contract module uses it in the browser, and bundled there it is tree-shaken
  // (contract + zod 41.6 kB gzip, against 15.9 + 51.5 kB as two modules).
  'socket.io-client',
];

const fileOf = (name) => name.replace(/^@/, '').replace(/[/]/g, '-');

const ICON_CONTEXT = /@fluentui[\\/]react-icons[\\/]lib[\\/]contexts[\\/]/;
// The ESM build (lib/), which is what webpack resolves with the 'import' condition.
const ICON_CONTEXT_ENTRY = path.join(path.dirname(require.resolve('@fluentui/react-icons')), '..', 'lib', 'contexts', 'index.js');

/**
 * @fluentui/react-icons is bundled into whoever uses an icon (tree-shaken), but its direction context must
 * be one object for every bundle, or icons in one parcel would not mirror in right-to-left.
 */
function iconContextExternal({ context, request }, callback) {
  if (request && context && (request.startsWith('.') || path.isAbsolute(request))) {
    const resolved = path.resolve(context, request);
    if (ICON_CONTEXT.test(resolved)) return callback(null, '@sig/fluent-icon-context');
  }
  return callback();
}

/** What a compilation must not bundle: every shared name except the ones it builds itself. */
function externalsFor(...own) {
  const names = SHARED_VENDORS.filter((n) => !own.includes(n));
  return own.includes('@sig/fluent-icon-context') ? names : [...names, iconContextExternal];
}

module.exports = { SHARED_VENDORS, fileOf, externalsFor, ICON_CONTEXT_ENTRY };
