// One TypeScript transform for every jest run (web, server, e2e): SWC strips the types and turns ESM into
// CommonJS without type-checking, as ts-jest's transpile-only mode did, at a fraction of its cost; npm test's
// `tsc` runs are the type check. `jsx` for the browser side (React's automatic runtime, as tsconfig's react-jsx).
/** @returns {[string, object]} a jest `transform` entry */
module.exports = function swcJest({ jsx = false } = {}) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: jsx ? { syntax: 'typescript', tsx: true } : { syntax: 'typescript' },
        target: 'es2022',
        transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
};
