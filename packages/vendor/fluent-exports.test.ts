import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import * as Fluent from '@fluentui/react-components';

import { importsOutside, repoRoot, sourceRoots, sources } from './sourceScan';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { core, extras, onDemand }: { core: string[]; extras: string[]; onDemand: string[] } = require('@sig/webpack-config/fluent-exports');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitFluentImports } = require('@sig/webpack-config/fluent-split-loader');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_VENDORS }: { SHARED_VENDORS: string[] } = require('@sig/webpack-config/vendors');
const curated = [...core, ...extras, ...onDemand];

describe('the curated Fluent module', () => {
  it('exports only names that exist in @fluentui/react-components', () => {
    const missing = curated.filter((n) => !(n in Fluent));
    expect(missing).toEqual([]);
  });

  it('serves each name from exactly one of the three modules', () => {
    expect(curated.filter((n, i) => curated.indexOf(n) !== i)).toEqual([]);
  });

  it('rewrites one import into the core, extras and on-demand modules, keeping aliases and dropping type-only names', () => {
    const out = splitFluentImports(`import { Button, Menu as M, type Theme, Badge, tokens } from '@fluentui/react-components';\nuse();`);
    expect(out).toBe(`import { Button, tokens } from '@fluentui/react-components'; import { Menu as M } from '@sig/fluent-lazy'; import { Badge } from '@sig/fluent-extras';\nuse();`);
  });

  it('refuses at build time a name in neither half', () => {
    expect(() => splitFluentImports(`import { DatePicker } from '@fluentui/react-components';`, 'x.tsx')).toThrow(/DatePicker/);
  });

  it('has every name a parcel, root-config or the shared module imports', () => {
    expect(importsOutside('@fluentui/react-components', (n) => curated.includes(n))).toEqual([]);
  });

  it('keeps the public pages (auth, citizen, the public halves of transparency and events) on the core half, so a cold page never loads the staff half', () => {
    const publicRoots = ['packages/auth/src', 'packages/citizen/src', 'packages/transparency/src/public', 'packages/transparency/src/lib', 'packages/events/src/public', 'packages/events/src/lib'];
    expect(importsOutside('@fluentui/react-components', (n) => core.includes(n), publicRoots)).toEqual([]);
  });

  it('is the only way parcels reach Fluent (no sub-packages: they would be a second copy of its contexts; icons are bundled)', () => {
    // a sub-package served as its own shared module (its contexts, one copy for all) is the exception
    const allowed = new Set(['react-components', 'react-icons', ...SHARED_VENDORS.filter((n) => n.startsWith('@fluentui/')).map((n) => n.slice('@fluentui/'.length))]);
    expect(allowed.has('react-shared-contexts')).toBe(true);
    const offenders: string[] = [];
    for (const root of sourceRoots) {
      for (const file of sources(join(repoRoot, root))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/from\s+['"]@fluentui\/([^'"]+)['"]/g)) {
          if (!allowed.has(m[1])) offenders.push(`${relative(repoRoot, file)}: @fluentui/${m[1]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('parcel boundaries', () => {
  it('a parcel imports only @sig/shared (the browser door), its module subpaths (staff-ui, map, icons) and vendor modules, never another parcel', () => {
    const offenders: string[] = [];
    // embed: a self-contained bundle for other sites (everything inside it), not a portal parcel
    const parcels = readdirSync(join(repoRoot, 'packages')).filter((p) => !['server', 'vendor', 'webpack-config', 'embed'].includes(p));
    for (const p of parcels) {
      for (const file of sources(join(repoRoot, 'packages', p, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
          const spec = m[1];
          const escapes = spec.startsWith('.') && relative(join(repoRoot, 'packages', p), join(dirname(file), spec)).startsWith('..');
          // test support (src/test/*) and test files are never bundled: they may use the shared test doubles and the contract
          const testFile = /[\\/]src[\\/]test[\\/]/.test(file) || /\.test\.tsx?$/.test(file);
          const testDouble = testFile && (spec.startsWith('@sig/shared/testing/') || spec === '@sig/shared/contract');
          const sharedModule = ['@sig/shared', '@sig/shared/staff-ui', '@sig/shared/map', '@sig/shared/icons', '@sig/shared/field'].includes(spec);
          if ((spec.startsWith('@sig/') && !sharedModule && !testDouble) || escapes) offenders.push(`${relative(repoRoot, file)}: ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it.each(['staff-ui', 'field'])('@sig/shared/%s reaches the shared stores only through @sig/shared (a relative path would bundle a second copy)', (sub) => {
    const dir = join(repoRoot, 'shared/src', sub);
    const offenders: string[] = [];
    for (const file of sources(dir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const target = join(dirname(file), m[1]);
        if (m[1].startsWith('.') && relative(dir, target).startsWith('..') && !isPlainContractFile(target)) offenders.push(`${relative(repoRoot, file)}: ${m[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the plain contract files staff-ui takes relatively hold no state and no zod', () => {
    expect(isPlainContractFile(join(repoRoot, 'shared/src/contract/botPaths'))).toBe(true);
    expect(isPlainContractFile(join(repoRoot, 'shared/src/contract/botFlow'))).toBe(true);
    // a schema file (zod) is not plain: it belongs to the contract module
    expect(isPlainContractFile(join(repoRoot, 'shared/src/contract/bot'))).toBe(false);
    expect(isPlainContractFile(join(repoRoot, 'shared/src/shell/panelStore'))).toBe(false);
  });

  it('zod runs in the browser only inside the contract module (it is bundled there, not shared: another user would ship a second copy)', () => {
    const contract = join(repoRoot, 'shared/src/contract');
    const offenders = sourceRoots
      .filter((r) => r !== 'packages/server/src' && r !== 'packages/embed/src')
      .flatMap((r) => sources(join(repoRoot, r)))
      .filter((f) => !f.startsWith(contract) && !/[\\/]src[\\/](test|testing)[\\/]/.test(f))
      .filter((f) => /import\s+(?!type\b)[^;]*from\s+['"]zod(?:\/[^'"]*)?['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(repoRoot, f));
    expect(offenders).toEqual([]);
  });

  it('the cold bundle (@sig/shared) never pulls in @sig/shared/staff-ui', () => {
    const offenders = sources(join(repoRoot, 'shared/src'))
      .filter((f) => !f.includes(join('shared', 'src', 'staff-ui')) && !f.includes(join('shared', 'src', 'test')))
      .filter((f) => /['"](?:@sig\/shared\/staff-ui|[./]*staff-ui(?:\/[^'"]*)?)['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(repoRoot, f));
    expect(offenders).toEqual([]);
  });
});

/**
 * A contract file of constants and pure functions (paths, error codes, the bot flow's checks): it imports nothing
 * but other such files and declares no module-level `let`, so a second copy in a shared module is only bytes, never a second state.
 */
function isPlainContractFile(target: string): boolean {
  const contract = join(repoRoot, 'shared/src/contract');
  if (relative(contract, target).startsWith('..')) return false;
  const file = `${target}.ts`;
  if (!existsSync(file)) return false;
  const text = readFileSync(file, 'utf8');
  if (/^(?:export )?let\s/m.test(text)) return false;
  const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return imports.every((spec) => spec.startsWith('./') && isPlainContractFile(join(dirname(file), spec)));
}
