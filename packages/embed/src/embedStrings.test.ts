import { LANGUAGES } from '@sig/shared';

import { citizenStrings } from './citizenStrings';
import { embedStrings, embedText, languageOf } from './embedStrings';

const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

test.each([
  ['the runtime and the map', embedStrings],
  ['the form and the folio lookup', citizenStrings],
] as const)('%s: every language has every string, none empty, with the same placeholders', (_what, table) => {
  const source = table.es as Record<string, string>;
  for (const { id } of LANGUAGES) {
    const strings = table[id] as Record<string, string>;
    expect([id, Object.keys(strings).sort()]).toEqual([id, Object.keys(source).sort()]);
    for (const [key, text] of Object.entries(strings)) {
      expect([id, key, text.trim().length > 0]).toEqual([id, key, true]);
      expect([id, key, vars(text)]).toEqual([id, key, vars(source[key])]);
    }
  }
});

test('fills placeholders', () => {
  expect(embedText('en')('embed.error.cliente', { cliente: 'nadie' })).toBe('We could not find the municipality “nadie”. Check the cliente attribute.');
});

test('the lang attribute as one of the four languages, Spanish otherwise', () => {
  expect([languageOf('ar'), languageOf('EN-us'), languageOf('tr'), languageOf('xx'), languageOf(undefined), languageOf('')]).toEqual(['ar', 'en', 'tr', 'es', 'es', 'es']);
});
