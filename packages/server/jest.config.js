// Server tests: SWC strips the types (npm test type-checks with tsc), the real @sig/shared source, and the ESM-only
// packages (jose; cookie under light-my-request, which inject() uses) turned into CommonJS like our own files.
const swc = require('../../scripts/jest/swc')();

module.exports = {
  displayName: '@sig/server',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  // Two nodes joined through Redis need a Redis (.ci/run gives TEST_REDIS_URL); without one there is nothing to run.
  testPathIgnorePatterns: process.env.TEST_REDIS_URL ? ['/node_modules/'] : ['/node_modules/', '/twoNodes\\.test\\.ts$'],
  transform: {
    '^.+\\.ts$': swc,
    '/node_modules/(jose|cookie)/.+\\.js$': swc,
    '\\.txt$': '<rootDir>/jest/textTransform.js',
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(jose|cookie)/).*/node_modules/'],
  moduleNameMapper: {
    // the shared test fixtures, as @sig/shared's package exports name them
    '^@sig/shared/testing/(.*)$': '<rootDir>/../../shared/src/test/$1',
    '^@sig/shared/(.*)$': '<rootDir>/../../shared/src/$1',
  },
  testTimeout: 30000,
  // PostgreSQL runs start from fresh worker databases, and every run has an id for what its workers build once (jest/globalSetup.js)
  globalSetup: '<rootDir>/jest/globalSetup.js',
  globalTeardown: '<rootDir>/jest/globalTeardown.js',
};
