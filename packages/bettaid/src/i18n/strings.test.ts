import { testStringParity } from '@sig/shared/testing/stringParity';
import { BT_ERRORS } from '@sig/shared/contract';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

testStringParity({ es, en, tr, ar });

const LANGS = { es, en, tr, ar } as Record<string, Record<string, string>>;

// words that are the same in English or Turkish (an acronym, a name)
const SAME = new Set(['campo.curp', 'editor.logo']);

test('the translations are not the Spanish copied over', () => {
  for (const lng of ['en', 'tr', 'ar']) {
    const copied = Object.keys(es).filter((k) => !SAME.has(k) && LANGS[lng]![k] === (es as Record<string, string>)[k]);
    expect([lng, copied]).toEqual([lng, []]);
  }
});

test('every error code of the BettaID API is translated, in every language', () => {
  for (const [lng, strings] of Object.entries(LANGS)) {
    const missing = Object.keys(BT_ERRORS).filter((code) => !strings[`error.${code}`]);
    expect([lng, missing]).toEqual([lng, []]);
  }
});
