const { parcelConfig } = require('@sig/webpack-config');

// The public pages (a phone scanning a card's QR) load the first chunk only; the staff half (its store, router and
// staff-ui) comes with the staff pages' lazy chunk, so these modules are promises there, never fetched with a public page.
const STAFF_ONLY = ['@sig/shared/staff-ui', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'react-redux', 'react-router-dom', '@sig/fluent-extras'];

module.exports = (env = {}) => parcelConfig(__dirname, env, { lazyExternals: STAFF_ONLY });
module.exports.STAFF_ONLY = STAFF_ONLY;
