const { parcelConfig } = require('@sig/webpack-config');

module.exports = (env = {}) => parcelConfig(__dirname, env);
