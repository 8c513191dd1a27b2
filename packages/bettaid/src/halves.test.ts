import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { isPublicPath } from './halves';

/*
 * The parcel's boundary between its halves: a citizen's page loads the entry chunk and the public chunk only,
 * so nothing they reach may import the staff half or the modules the build loads only with it (webpack.config.js).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { STAFF_ONLY }: { STAFF_ONLY: string[] } = require('../webpack.config.js');

const src = __dirname;
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
  });
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
/** What loads with the file itself: static imports (a dynamic import() is a chunk of its own). */
const staticImportsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|^import)\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('the two halves of @sig/bettaid', () => {
  it('the entry, the public half and the shared lib never import the staff half or its modules', () => {
    const light = [join(src, 'App.tsx'), join(src, 'halves.ts'), join(src, 'sig-bettaid.tsx'), ...files(join(src, 'card')), ...files(join(src, 'public')), ...files(join(src, 'lib')), ...files(join(src, 'i18n'))];
    const offenders = light.flatMap((f) =>
      staticImportsOf(f)
        .filter((spec) => STAFF_ONLY.includes(spec) || /(^|\/)staff(\/|$)/.test(spec))
        .map((spec) => `${relative(src, f)}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the staff half reaches the staff-only modules it uses only through the lazy chunk (App.tsx imports it with import())', () => {
    const app = readFileSync(join(src, 'App.tsx'), 'utf8');
    expect(app).toMatch(/lazy\(\(\) => import\('\.\/staff\/StaffApp'\)/);
    expect(app).toMatch(/lazy\(\(\) => import\('\.\/public\/PublicApp'\)/);
    expect(app).not.toMatch(/from '\.\/(staff|public)\//);
    // every staff-only module the staff half imports is declared as such, so it is never fetched with a public page
    const used = new Set(files(join(src, 'staff')).flatMap(importsOf).filter((s) => !s.startsWith('.')));
    for (const m of ['@sig/shared/staff-ui', '@reduxjs/toolkit/query/react', 'react-router-dom']) expect([m, used.has(m)]).toEqual([m, true]);
    expect(STAFF_ONLY).toEqual(expect.arrayContaining(['@sig/shared/staff-ui', '@reduxjs/toolkit/query/react', 'react-router-dom', '@reduxjs/toolkit', 'react-redux']));
  });

  it('tells public paths from staff ones (a habitante\'s own card shares the /bettaid prefix with the staff pages)', () => {
    expect(['/btid/abc', '/bettaid/bettaid/demo/h1/t1'].map(isPublicPath)).toEqual([true, true]);
    expect(['/bettaid/list', '/bettaid/edit/nueva', '/bettaid/editar/p1', '/bettaid/rg/p1/h1', '/bettaid/rg/p1/h1/historial'].map(isPublicPath)).toEqual([false, false, false, false, false]);
  });
});
