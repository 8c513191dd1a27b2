const { systemModuleConfig } = require('@sig/webpack-config');

module.exports = (env = {}) =>
  systemModuleConfig({ name: '@sig/navbar', entry: './packages/navbar/src/sig-navbar.tsx', outDir: 'sig/navbar', dev: !!env.dev });
