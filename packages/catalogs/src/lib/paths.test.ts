import * as contract from '@sig/shared/contract';

import { CATALOG_ERROR_CODES } from './paths';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { tr } from '../i18n/tr';

test('the parcel knows every catalogue error code of the contract', () => {
  expect([...CATALOG_ERROR_CODES].sort()).toEqual(Object.keys(contract.CATALOG_ERRORS).sort());
});

test('every catalogue error code is translated in every language', () => {
  for (const strings of [es, en, tr, ar] as Record<string, string>[]) {
    for (const code of CATALOG_ERROR_CODES) expect(strings[`error.${code}`]).toBeTruthy();
  }
  for (const code of CATALOG_ERROR_CODES) expect(es[`error.${code}`]).toBe(contract.CATALOG_ERRORS[code]);
});
