import { testStringParity } from '@sig/shared/testing/stringParity';
import { CITIZEN_ERRORS, CURP_MESSAGES, curpProblem, type CurpProblem } from '@sig/shared/contract';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

testStringParity({ es, en, tr, ar });

test('every citizen error code and every CURP problem of the contract has its text', () => {
  const problems: CurpProblem[] = ['length', 'format', 'date', 'state', 'check_digit'];
  // each problem the contract's rule can answer is one of these
  for (const [curp, problem] of [['X', 'length'], ['123456789012345678', 'format'], ['BOXW311320HNERXN09', 'date'], ['BOXW310820HZZRXN09', 'state'], ['BOXW310820HNERXN08', 'check_digit']] as const) {
    expect(curpProblem(curp)).toBe(problem);
  }
  const needed = [...Object.keys(CITIZEN_ERRORS).map((code) => `error.${code}`), ...problems.map((p) => `curp.${p}`), ...Object.keys(CURP_MESSAGES).map((p) => `curp.${p}`)];
  for (const strings of [es, en, tr, ar] as Record<string, string>[]) expect(needed.filter((k) => !strings[k])).toEqual([]);
});
