import { LANGUAGES } from '@sig/shared';

import { embedStrings, embedText } from './embedStrings';

const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

test('every language has every string, none empty, with the same placeholders', () => {
  const source = embedStrings.es as Record<string, string>;
  for (const { id } of LANGUAGES) {
    const strings = embedStrings[id] as Record<string, string>;
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
