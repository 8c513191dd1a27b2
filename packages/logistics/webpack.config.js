const { parcelConfig } = require('@sig/webpack-config');

// The offline field kit (IndexedDB outbox) is used only by the delivery page, a lazy chunk: as a promise external it
// loads with that page, never with the list, the staff page or the figures.
const LAZY = ['@sig/shared/field'];

module.exports = (env = {}) => parcelConfig(__dirname, env, { lazyExternals: LAZY });
