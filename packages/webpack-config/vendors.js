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
  '@fluentui/react-components',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
  'ky',
  'zod',
  'socket.io-client',
];

const fileOf = (name) => name.replace(/^@/, '').replace(/[/]/g, '-');

module.exports = { SHARED_VENDORS, fileOf };
