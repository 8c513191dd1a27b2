/*
 * The CURP (Clave Única de Registro de Población) as RENAPO builds it: 18 characters — four letters from
 * the names, the birth date (YYMMDD), sex (H, M or X), the state of birth (two letters, NE born abroad),
 * three inner consonants, a homonym character (a digit for births before 2000, a letter after) and a
 * check digit computed over the first 17. Plain code, no zod, so the browser's forms use it too.
 */

export const CURP_LENGTH = 18;

const STATES = 'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(' ');

const SHAPE = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

/** RENAPO's alphabet for the check digit: Ñ sits between N and O. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export type CurpProblem = 'length' | 'format' | 'date' | 'state' | 'check_digit';

/** The CURP as typed, made comparable: trimmed, upper case, inner spaces removed. */
export function normalizeCurp(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The check digit (0–9) of the first 17 characters. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]!) * (18 - i);
  return (10 - (sum % 10)) % 10;
}

function validDate(curp: string): boolean {
  const yy = Number(curp.slice(4, 6));
  const mm = Number(curp.slice(6, 8));
  const dd = Number(curp.slice(8, 10));
  // The homonym character tells the century: a digit before 2000, a letter from 2000 on.
  const year = (/\d/.test(curp[16]!) ? 1900 : 2000) + yy;
  const d = new Date(Date.UTC(year, mm - 1, dd));
  return d.getUTCFullYear() === year && d.getUTCMonth() === mm - 1 && d.getUTCDate() === dd;
}

/** What is wrong with a (normalized) CURP, or null when it is valid. */
export function curpProblem(curp: string): CurpProblem | null {
  if (curp.length !== CURP_LENGTH) return 'length';
  if (!SHAPE.test(curp)) return 'format';
  if (!validDate(curp)) return 'date';
  if (!STATES.includes(curp.slice(11, 13))) return 'state';
  if (curpCheckDigit(curp) !== Number(curp[17])) return 'check_digit';
  return null;
}

/** The birth date a valid CURP states, as YYYY-MM-DD. */
export function curpBirthDate(curp: string): string {
  const year = (/\d/.test(curp[16]!) ? 1900 : 2000) + Number(curp.slice(4, 6));
  return `${year}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
}

/** Server-side Spanish messages; the browser translates the problem code. */
export const CURP_MESSAGES: Record<CurpProblem, string> = {
  length: 'La CURP tiene 18 caracteres.',
  format: 'La CURP no tiene la forma de una CURP: revisa letras y números.',
  date: 'La fecha de nacimiento de la CURP no existe.',
  state: 'La clave del estado de nacimiento de la CURP no existe.',
  check_digit: 'El último dígito de la CURP no corresponde: revisa que esté bien escrita.',
};
