const { systemModuleConfig } = require('@sig/webpack-config');
const { contractModuleConfig } = require('@sig/webpack-config/contract-module');

// The System modules of @sig/shared: the browser door, the zod contract it loads on the first API call, and
// the modules only some pages load.
module.exports = (env = {}) => [
  systemModuleConfig({ name: '@sig/shared', entry: './shared/src/sig-shared.ts', outDir: 'sig/shared', dev: !!env.dev }),
  // a loader that fetches one area's schemas at a time (packages/webpack-config/contract-module.js)
  contractModuleConfig(systemModuleConfig({ name: '@sig/shared/contract', entry: './shared/src/contract/areaLoader.ts', outDir: 'sig/shared-contract', dev: !!env.dev })),
  // The staff pages' building blocks: their own module, so the cold /login bundle (@sig/shared) stays small.
  systemModuleConfig({ name: '@sig/shared/staff-ui', entry: './shared/src/staff-ui/index.ts', outDir: 'sig/shared-staff-ui', dev: !!env.dev }),
  // The maps (Leaflet and supercluster bundled inside): loaded only by pages that show one.
  // The icons the server names for pages and menu entries, drawn by both the navbar and the toolbar.
  systemModuleConfig({ name: '@sig/shared/icons', entry: './shared/src/icons/index.tsx', outDir: 'sig/shared-icons', dev: !!env.dev }),
  systemModuleConfig({ name: '@sig/shared/map', entry: './shared/src/map/index.ts', outDir: 'sig/shared-map', dev: !!env.dev }),
  // The offline field kit (IndexedDB outbox, read cache, hooks; idb bundled inside): loaded only by field pages.
  systemModuleConfig({ name: '@sig/shared/field', entry: './shared/src/field/index.ts', outDir: 'sig/shared-field', dev: !!env.dev }),
];
