import { CITIZEN_ERRORS, CURP_MESSAGES, curpProblem, type CurpProblem } from '@sig/shared/contract';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

test('every language has every string, and no string the source lacks', () => {
  const source = Object.keys(es).sort();
  for (const strings of [en, tr] as Record<string, string>[]) expect(Object.keys(strings).sort()).toEqual(source);
  const sourceBases = new Set(source.map(base));
  expect(Object.keys(ar).filter((k) => !sourceBases.has(base(k)))).toEqual([]);
  for (const k of source) expect((ar as Record<string, string>)[k]).toBeTruthy();
});

test('placeholders survive translation', () => {
  const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
  for (const [k, v] of Object.entries(es)) {
    if (/_(one|zero|two)$/.test(k)) continue; // singular forms may spell the number out
    for (const strings of [en, tr, ar] as Record<string, string>[]) expect([k, vars(strings[k])]).toEqual([k, vars(v)]);
  }
});

test('every citizen error code and every CURP problem of the contract has its text', () => {
  const problems: CurpProblem[] = ['length', 'format', 'date', 'state', 'check_digit'];
  // each problem the contract's rule can answer is one of these
  for (const [curp, problem] of [['X', 'length'], ['123456789012345678', 'format'], ['BOXW311320HNERXN09', 'date'], ['BOXW310820HZZRXN09', 'state'], ['BOXW310820HNERXN08', 'check_digit']] as const) {
    expect(curpProblem(curp)).toBe(problem);
  }
  const needed = [...Object.keys(CITIZEN_ERRORS).map((code) => `error.${code}`), ...problems.map((p) => `curp.${p}`), ...Object.keys(CURP_MESSAGES).map((p) => `curp.${p}`)];
  for (const strings of [es, en, tr, ar] as Record<string, string>[]) expect(needed.filter((k) => !strings[k])).toEqual([]);
});
