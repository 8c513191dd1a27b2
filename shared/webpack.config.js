const { systemModuleConfig } = require('@sig/webpack-config');

// Two System modules: the browser door, and the zod contract it loads on the first API call.
module.exports = (env = {}) => [
  systemModuleConfig({ name: '@sig/shared', entry: './shared/src/sig-shared.ts', outDir: 'sig/shared', dev: !!env.dev }),
  systemModuleConfig({ name: '@sig/shared/contract', entry: './shared/src/contract/index.ts', outDir: 'sig/shared-contract', dev: !!env.dev }),
];
