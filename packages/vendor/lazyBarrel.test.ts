import { execFileSync } from 'node:child_process';

// scripts/jest/lazyBarrel.js makes Fluent's barrels load their parts on demand in the web tests. A plain Node
// process (no jest transforms) loads the real, eager barrels to compare with: the same names, each of the
// same type.
function realShape(name: string): Record<string, string> {
  const script = `const m = require(${JSON.stringify(name)}); const o = {}; for (const k of Object.keys(m)) o[k] = typeof m[k]; process.stdout.write(JSON.stringify(o));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: __dirname, maxBuffer: 64 << 20 }).toString());
}

describe.each(['@fluentui/react-components', '@fluentui/react-icons'])('%s in the web tests', (name) => {
  it('exposes exactly the names of the real barrel, each of the same type', () => {
    const lazy = require(name) as Record<string, unknown>;
    const real = realShape(name);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    const lazyShape = Object.fromEntries(Object.keys(real).map((k) => [k, typeof lazy[k]]));
    expect(lazyShape).toEqual(real);
  });
});
