import { TRANSP_ERRORS, TRANSP_ESTATUS, TRANSP_FORMATOS, TRANSP_MAILS, TRANSP_RECOMPUTE_REASONS } from '@sig/shared/contract';
import { testStringParity } from '@sig/shared/testing/stringParity';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

testStringParity({ es, en, tr, ar });

test("every error code, estatus, format, mail and recompute reason of the contract has its text in every language", () => {
  const needed = [
    ...Object.keys(TRANSP_ERRORS).map((code) => `error.${code}`),
    ...TRANSP_ESTATUS.map((e) => `estatus.${e}`),
    ...TRANSP_FORMATOS.map((f) => `formato.${f}`),
    ...TRANSP_MAILS.map((m) => `mail.${m}`),
    ...TRANSP_RECOMPUTE_REASONS.map((r) => `history.motivo.${r}`),
  ];
  for (const strings of [es, en, tr, ar] as Record<string, string>[]) expect(needed.filter((k) => !strings[k])).toEqual([]);
});

test('Arabic gives every counted string its six plural forms', () => {
  const counted = [...new Set(Object.keys(es).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)))];
  const missing = counted.flatMap((k) => ['zero', 'one', 'two', 'few', 'many', 'other'].map((f) => `${k}_${f}`)).filter((k) => !(ar as Record<string, string>)[k]);
  expect(missing).toEqual([]);
});
