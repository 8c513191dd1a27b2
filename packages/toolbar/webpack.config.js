const { systemModuleConfig } = require('@sig/webpack-config');

module.exports = (env = {}) =>
  systemModuleConfig({ name: '@sig/toolbar', entry: './packages/toolbar/src/sig-toolbar.tsx', outDir: 'sig/toolbar', dev: !!env.dev });
