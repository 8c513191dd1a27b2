import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { importsOutside, namedImports, repoRoot, sourceRoots, sources } from './sourceScan';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CURATED_VENDORS, VENDOR_GROUPS }: { CURATED_VENDORS: Record<string, string[]>; VENDOR_GROUPS: Record<string, string[]> } = require('@sig/webpack-config/curated-vendors');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_VENDORS }: { SHARED_VENDORS: string[] } = require('@sig/webpack-config/vendors');

const allSources = () => sourceRoots.flatMap((root) => sources(join(repoRoot, root)));

describe.each(Object.entries(CURATED_VENDORS))('the curated %s module', (module, names) => {
  it('is a shared vendor module', () => {
    expect(SHARED_VENDORS).toContain(module);
  });

  it('exports only names that exist in the package', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pkg = require(module) as Record<string, unknown>;
    expect(names.filter((n) => !(n in pkg))).toEqual([]);
  });

  it('has every name a parcel, root-config or the shared module imports', () => {
    expect(importsOutside(module, (n) => names.includes(n))).toEqual([]);
  });

  it('exports nothing no one imports (each name costs every page that loads it)', () => {
    const used = new Set(allSources().flatMap((f) => namedImports(readFileSync(f, 'utf8'), module)));
    expect(names.filter((n) => !used.has(n))).toEqual([]);
  });
});

describe('curated vendor modules', () => {
  it('group only curated shared names, each in one group, never a group lead in another group', () => {
    const members = Object.values(VENDOR_GROUPS).flat();
    for (const name of [...Object.keys(VENDOR_GROUPS), ...members]) {
      expect([name, SHARED_VENDORS.includes(name), name in CURATED_VENDORS]).toEqual([name, true, true]);
    }
    expect(new Set(members).size).toBe(members.length);
    expect(members.filter((m) => m in VENDOR_GROUPS)).toEqual([]);
  });

  it('a group is one module whose exports are its members\' curated names, none of them twice', () => {
    for (const [lead, members] of Object.entries(VENDOR_GROUPS)) {
      const names = [lead, ...members].flatMap((m) => CURATED_VENDORS[m]);
      expect([lead, names.filter((n, i) => names.indexOf(n) !== i)]).toEqual([lead, []]);
    }
  });

  it('are the only way to react-router (the bare react-router package would be a second, uncurated copy)', () => {
    const offenders = allSources()
      .filter((f) => /from\s+['"]react-router(?:\/[^'"]*)?['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(repoRoot, f));
    expect(offenders).toEqual([]);
  });

  it('find value imports and leave out type-only ones', () => {
    expect(namedImports(`import { Route as R, type Params, useParams } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';`, 'react-router-dom')).toEqual(['Route', 'useParams']);
  });
});
