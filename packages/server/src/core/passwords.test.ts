import { DEFAULT_SCRYPT, Passwords, checkPasswordPolicy } from './passwords';
import { commonPasswordCount, isCommonPassword } from './commonPasswords';

describe('passwords', () => {
  const pw = new Passwords({ N: 2 ** 14, r: 8, p: 1 });

  test('scrypt hash carries its parameters and a random salt; verify is exact', async () => {
    const a = await pw.hash('Clave-correcta-1');
    const b = await pw.hash('Clave-correcta-1');
    expect(a).toMatch(/^scrypt\$N=16384,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await pw.verify('Clave-correcta-1', a)).toBe(true);
    expect(await pw.verify('Clave-correcta-2', a)).toBe(false);
    expect(await pw.verify('x', null)).toBe(false);
    expect(await pw.verify('x', 'basura')).toBe(false);
  });

  test('a hash made with other parameters still verifies, and is flagged for rehash', async () => {
    const old = await new Passwords({ N: 2 ** 12, r: 8, p: 1 }).hash('Clave-vieja-1');
    expect(await pw.verify('Clave-vieja-1', old)).toBe(true);
    expect(pw.needsRehash(old)).toBe(true);
    expect(pw.needsRehash(await pw.hash('x'))).toBe(false);
  });

  test('production default is OWASP scrypt N=2^17, r=8, p=1', () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(new Passwords().params).toEqual(DEFAULT_SCRYPT);
  });

  test('policy: length and the common-password list (case-insensitive)', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('Contraseña')).toBe(true);
    expect(() => checkPasswordPolicy('Qwerty123')).toThrow(expect.objectContaining({ code: 'password.common', field: 'password', statusCode: 400 }));
    expect(() => checkPasswordPolicy('corta')).toThrow(expect.objectContaining({ code: 'password.too_short' }));
    expect(() => checkPasswordPolicy('x'.repeat(129))).toThrow(expect.objectContaining({ code: 'password.too_long' }));
    expect(() => checkPasswordPolicy('Tlaquepaque-lluvia-73')).not.toThrow();
  });
});
