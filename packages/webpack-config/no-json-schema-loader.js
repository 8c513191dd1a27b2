/**
 * Replaces one of zod's JSON Schema files (./contract-module.js says which and why) by functions of the same
 * names that throw. The names are read from the file itself, so a zod update that adds one still builds.
 */
function stubExports(source) {
  const names = [
    ...[...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]),
    ...[...source.matchAll(/^export \{ \w+ as (\w+) \}/gm)].map((m) => m[1]),
  ];
  return [
    `const unavailable = () => { throw new Error('zod: JSON Schema is not built into the browser contract (packages/webpack-config/contract-module.js)'); };`,
    ...names.map((n) => `export const ${n} = unavailable;`),
  ].join('\n');
}

module.exports = function noJsonSchemaLoader(source) {
  return stubExports(source);
};
module.exports.stubExports = stubExports;
