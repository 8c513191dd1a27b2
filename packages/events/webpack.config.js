const { parcelConfig } = require('@sig/webpack-config');

// The public pages (a citizen registering or showing a ticket on a phone) load the first chunk only; the staff half
// (its store, router and staff-ui, the door's offline kit) comes with the staff pages' lazy chunk.
const STAFF_ONLY = ['@sig/shared/staff-ui', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react', 'react-redux', 'react-router-dom', '@sig/fluent-extras', '@sig/shared/field'];

module.exports = (env = {}) => {
  const config = parcelConfig(__dirname, env, { lazyExternals: STAFF_ONLY });
  // The door's QR reader (zxing) is WebAssembly served from our own build, never a CDN: a file next to the chunks,
  // whose URL the reader is given (staff/checkin/scanner.ts); only the door page's lazy chunk refers to it.
  config.module.rules.push({ test: /zxing_reader\.wasm$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10][ext]' } });
  return config;
};
module.exports.STAFF_ONLY = STAFF_ONLY;
