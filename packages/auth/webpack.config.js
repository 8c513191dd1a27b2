const { systemModuleConfig } = require('@sig/webpack-config');

module.exports = (env = {}) => systemModuleConfig({ name: '@sig/auth', entry: './packages/auth/src/sig-auth.tsx', outDir: 'sig/auth', dev: !!env.dev });
