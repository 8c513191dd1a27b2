import { testStringParity } from '@sig/shared/testing/stringParity';
import { PEOPLE_ERRORS } from '@sig/shared/contract';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

testStringParity({ es, en, tr, ar });

const LANGS = { es, en, tr, ar } as Record<string, Record<string, string>>;

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
