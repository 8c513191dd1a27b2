import { PEOPLE_ERRORS } from '@sig/shared/contract';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

const LANGS = { es, en, tr, ar } as Record<string, Record<string, string>>;

test('every language has every string, none empty, and no string the source lacks', () => {
  const source = Object.keys(es).sort();
  for (const [lng, strings] of Object.entries(LANGS)) {
    expect([lng, Object.keys(strings).sort()]).toEqual([lng, source]);
    expect([lng, Object.entries(strings).filter(([, v]) => !v.trim()).map(([k]) => k)]).toEqual([lng, []]);
  }
});

test('placeholders survive translation', () => {
  const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
  for (const [k, v] of Object.entries(es)) {
    for (const [lng, strings] of Object.entries(LANGS)) expect([lng, k, vars(strings[k]!)]).toEqual([lng, k, vars(v)]);
  }
});

test('every error code of the persons API is translated, in every language', () => {
  for (const [lng, strings] of Object.entries(LANGS)) {
    const missing = Object.keys(PEOPLE_ERRORS).filter((code) => !strings[`error.${code}`]);
    expect([lng, missing]).toEqual([lng, []]);
  }
});

test('the translations are not the Spanish copied over', () => {
  for (const lng of ['en', 'tr', 'ar']) {
    const same = Object.keys(es).filter((k) => LANGS[lng]![k] === (es as Record<string, string>)[k] && !/^(CURP|Folio|No)$/.test(LANGS[lng]![k]!));
    expect([lng, same]).toEqual([lng, []]);
  }
});
