import { testStringParity } from '@sig/shared/testing/stringParity';
import { MIDB_ERRORS, MIDB_IMPORT_ERRORS, PEOPLE_ERRORS } from '@sig/shared/contract';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

testStringParity({ es, en, tr, ar });

const LANGS = { es, en, tr, ar } as Record<string, Record<string, string>>;

// a habitante's record answers the persons' codes (persona.stale, persona.curp_taken…)
test('every error code of the registry API, its import and a habitante’s record is translated, in every language', () => {
  for (const [lng, strings] of Object.entries(LANGS)) {
    const missing = [...Object.keys(MIDB_ERRORS), ...Object.keys(PEOPLE_ERRORS), ...Object.keys(MIDB_IMPORT_ERRORS)].filter((code) => !strings[`error.${code}`]);
    expect([lng, missing]).toEqual([lng, []]);
  }
});

test('the translations are not the Spanish copied over', () => {
  // names and notations that read the same in every language
  const same = new Set(['field.curp', 'import.field.curp', 'common.no', 'history.byAt', 'map.range', 'history.changed']);
  for (const lng of ['en', 'tr', 'ar']) {
    const copied = Object.keys(es).filter((k) => !same.has(k) && LANGS[lng]![k] === (es as Record<string, string>)[k]);
    expect([lng, copied]).toEqual([lng, []]);
  }
});
