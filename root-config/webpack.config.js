const { systemModuleConfig } = require('@sig/webpack-config');

module.exports = (env = {}) =>
  systemModuleConfig({ name: '@sig/root-config', entry: './root-config/src/sig-root-config.ts', outDir: 'sig/root-config', dev: !!env.dev });
