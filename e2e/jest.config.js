// End-to-end: Playwright (playwright-core) driving Debian's Chromium against the built portal and a real
// server on a temporary database. No mocked backend.
const { E2E_WORKERS } = require('./support/workers');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/support/environment.js',
  testMatch: ['<rootDir>/specs/**/*.spec.ts', '<rootDir>/embed/**/*.spec.ts'],
  transform: { '^.+\\.ts$': require('../scripts/jest/swc')() },
  globalSetup: '<rootDir>/support/globalSetup.js',
  globalTeardown: '<rootDir>/support/globalTeardown.js',
  setupFilesAfterEnv: ['<rootDir>/support/retry.js'],
  testTimeout: 60000,
  maxWorkers: E2E_WORKERS,
};
