import { STORAGE_KEYS } from '@sig/shared';

import { preloadRoute } from './preloadRoute';

const MAPPED = new Set(['@sig/cases', '@sig/auth', '@sig/navbar', '@sig/toolbar', '@sig/shared/staff-ui', '@sig/shared/icons', '@sig/shared/contract', '@sig/fluent-extras']);

beforeAll(() => {
  (globalThis as unknown as { System: { resolve(n: string): string } }).System = {
    resolve: (n: string) => {
      if (!MAPPED.has(n)) throw new Error(`${n} is not in the import map`);
      return `/x/${n}.js`;
    },
  };
});

afterEach(() => {
  document.head.replaceChildren();
  localStorage.clear();
});

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.getAttribute('href'));

describe('preloadRoute', () => {
  it('signed in on a staff page: the parcel, the shell and the staff modules, only those the import map has', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'x');
    preloadRoute('/sig/reportes');
    expect(preloaded()).toEqual(expect.arrayContaining(['/x/@sig/cases.js', '/x/@sig/navbar.js', '/x/@sig/shared/staff-ui.js', '/x/@sig/shared/icons.js', '/x/@sig/fluent-extras.js']));
    expect(preloaded()).not.toContain('/x/@sig/auth.js');
    // answers are checked against the contract once the page is drawn: it is no part of the page's load
    expect(preloaded()).not.toContain('/x/@sig/shared/contract.js');
  });

  it('signed out on a staff page: only the login parcel, none of the staff modules', () => {
    preloadRoute('/sig/reportes');
    expect(preloaded()).toEqual(['/x/@sig/auth.js']);
  });
});
