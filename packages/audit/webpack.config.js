const { parcelConfig } = require('@sig/webpack-config');

// The offline field kit (IndexedDB outbox, idb inside) is used only by the form and the auditor's phone page, both
// lazy chunks: as a promise external it loads with them, never with the queue, the lists or the live map.
const LAZY = ['@sig/shared/field'];

module.exports = (env = {}) => parcelConfig(__dirname, env, { lazyExternals: LAZY });
