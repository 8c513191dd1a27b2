// Browser-side unit and component tests (jsdom): shared, root-config and the React parcels.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.web.env.js',
  roots: ['<rootDir>/shared/src', '<rootDir>/root-config/src', '<rootDir>/packages'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/packages/server/', '/dist/'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@sig/shared$': '<rootDir>/shared/src/sig-shared.ts',
    // test doubles and fixtures shared by the parcels' tests (never bundled)
    '^@sig/shared/testing/(.*)$': '<rootDir>/shared/src/test/$1',
    '^@sig/shared/(.*)$': '<rootDir>/shared/src/$1',
  },
  transform: {
    '/@fluentui/(react-components/lib-commonjs|react-icons/lib-cjs)/index\\.cjs$': '<rootDir>/scripts/jest/lazyBarrel.js',
    '^.+\\.tsx$': require('./scripts/jest/swc')({ jsx: true }),
    '^.+\\.(ts|js)$': require('./scripts/jest/swc')(),
  },
  // ky, supercluster and its kdbush ship ESM only; Fluent's barrels are made lazy (scripts/jest/lazyBarrel.js).
  transformIgnorePatterns: ['/node_modules/(?!(ky|supercluster|kdbush|@fluentui/(react-components/lib-commonjs|react-icons/lib-cjs)/index\\.cjs$))'],
  setupFiles: ['<rootDir>/jest.web.setup.js'],
  // Fluent menus and drawers render slowly in jsdom; on a busy 2-core machine 5 s is not always enough.
  testTimeout: 20000,
};
