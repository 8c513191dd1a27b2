// Server tests: ts-jest in transpile-only mode (tsc -p packages/server type-checks), the real
// @sig/shared source, and the ESM-only packages (jose; cookie under light-my-request, which inject()
// uses) transpiled to CommonJS like our own files.
const path = require('node:path');

const tsJest = ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.test.json') }];

module.exports = {
  displayName: '@sig/server',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': tsJest,
    '/node_modules/(jose|cookie)/.+\\.js$': tsJest,
    '\\.txt$': '<rootDir>/jest/textTransform.js',
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(jose|cookie)/).*/node_modules/'],
  moduleNameMapper: {
    '^@sig/shared/(.*)$': '<rootDir>/../../shared/src/$1',
  },
  testTimeout: 30000,
};
