import { curpBirthDate, curpCheckDigit, curpProblem, normalizeCurp } from './curp';

/** A CURP built from its first 17 characters with the right check digit. */
const withDigit = (first17: string) => first17 + String(curpCheckDigit(first17));

describe('CURP', () => {
  test('accepts a published valid CURP', () => {
    // python-stdnum's documented example
    expect(curpProblem('BOXW310820HNERXN09')).toBeNull();
  });

  test('computes the check digit over the first 17 characters, Ñ between N and O', () => {
    expect(curpCheckDigit('BOXW310820HNERXN0')).toBe(9);
    expect(withDigit('PEÑA800101HDFRRN0')).not.toBe(withDigit('PENA800101HDFRRN0'));
  });

  test('a CURP born in 2000 or later has a letter as homonym character', () => {
    const curp = withDigit('GAML050315MJCRPRA');
    expect(curpProblem(curp)).toBeNull();
    expect(curpBirthDate(curp)).toBe('2005-03-15');
    expect(curpBirthDate('BOXW310820HNERXN09')).toBe('1931-08-20');
  });

  test.each([
    ['BOXW310820HNERXN0', 'length'],
    ['BOXW310820HNERXN091', 'length'],
    ['1OXW310820HNERXN09', 'format'],
    ['BOXW310820ZNERXN09', 'format'],
    ['BOXW311320HNERXN09', 'date'],
    ['BOXW310230HNERXN09', 'date'],
    ['BOXW310820HZZRXN09', 'state'],
    ['BOXW310820HNERXN08', 'check_digit'],
  ])('%s -> %s', (curp, problem) => {
    expect(curpProblem(curp)).toBe(problem);
  });

  test('normalizes what people type', () => {
    expect(normalizeCurp(' boxw 310820hnerxn09 ')).toBe('BOXW310820HNERXN09');
  });
});
