import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import * as ReactRouterDom from 'react-router-dom';

import { importsOutside, namedImports, repoRoot, sourceRoots, sources } from './sourceScan';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROUTER_EXPORTS }: { ROUTER_EXPORTS: string[] } = require('@sig/webpack-config/router-exports');

describe('the curated react-router module', () => {
  it('exports only names that exist in react-router-dom', () => {
    expect(ROUTER_EXPORTS.filter((n) => !(n in ReactRouterDom))).toEqual([]);
  });

  it('has every name a parcel, root-config or the shared module imports', () => {
    expect(importsOutside('react-router-dom', (n) => ROUTER_EXPORTS.includes(n))).toEqual([]);
  });

  it('exports nothing no one imports (each name costs every page that routes)', () => {
    const used = new Set(sourceRoots.flatMap((root) => sources(join(repoRoot, root)).flatMap((f) => namedImports(readFileSync(f, 'utf8'), 'react-router-dom'))));
    expect(ROUTER_EXPORTS.filter((n) => !used.has(n))).toEqual([]);
  });

  it('is the only way to react-router (the bare react-router package would be a second, uncurated copy)', () => {
    const offenders = sourceRoots.flatMap((root) =>
      sources(join(repoRoot, root))
        .filter((f) => /from\s+['"]react-router(?:\/[^'"]*)?['"]/.test(readFileSync(f, 'utf8')))
        .map((f) => relative(repoRoot, f)),
    );
    expect(offenders).toEqual([]);
  });

  it('finds value imports and leaves out type-only ones', () => {
    expect(namedImports(`import { Route as R, type Params, useParams } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';`, 'react-router-dom')).toEqual(['Route', 'useParams']);
  });
});
