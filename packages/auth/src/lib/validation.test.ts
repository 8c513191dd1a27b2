import { isEmail, loginProblems, newPasswordProblems, recoveryMailProblems, registerProblems } from './validation';

describe('form rules', () => {
  it('accepts ordinary addresses and refuses broken ones', () => {
    expect(isEmail('ana.lopez@municipio.gob.mx')).toBe(true);
    expect(isEmail('  ana@sig.mx ')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', 'ana@sig', '@sig.mx', 'ana lopez@sig.mx', 'ana@sig..mx']) expect(isEmail(bad)).toBe(false);
  });

  it('login: valid e-mail, password required, at least 4', () => {
    expect(loginProblems({ email: 'x', password: '' })).toEqual({ email: { key: 'v.email.invalid' }, password: { key: 'v.login.password.required' } });
    expect(loginProblems({ email: 'a@b.mx', password: 'abc' }).password?.key).toBe('v.login.password.short');
    expect(loginProblems({ email: 'a@b.mx', password: 'abcd' })).toEqual({});
  });

  it('recovery e-mail: required, then valid', () => {
    expect(recoveryMailProblems({ email: ' ' }).email?.key).toBe('v.email.required');
    expect(recoveryMailProblems({ email: 'ana@' }).email?.key).toBe('v.email.invalid');
    expect(recoveryMailProblems({ email: 'ana@sig.mx' })).toEqual({});
  });

  it('new password: required, 8 to 128, confirmation matches', () => {
    expect(newPasswordProblems({ password: '', passwordConfirm: '' }).password?.key).toBe('v.password.required');
    expect(newPasswordProblems({ password: '1234567', passwordConfirm: '1234567' }).password?.key).toBe('v.password.short');
    expect(newPasswordProblems({ password: 'x'.repeat(129), passwordConfirm: 'x'.repeat(129) }).password?.key).toBe('v.password.long');
    expect(newPasswordProblems({ password: '12345678', passwordConfirm: '1234567' })).toEqual({ passwordConfirm: { key: 'v.password.match' } });
    expect(newPasswordProblems({ password: '12345678', passwordConfirm: '12345678' })).toEqual({});
  });

  it('register: name required, municipality optional but not one letter', () => {
    const ok = { displayName: 'Ana', municipio: '', email: 'ana@sig.mx' };
    expect(registerProblems(ok)).toEqual({});
    expect(registerProblems({ ...ok, displayName: '  ' }).displayName?.key).toBe('v.displayName.required');
    expect(registerProblems({ ...ok, municipio: 'X' }).municipio?.key).toBe('v.municipio.short');
    expect(registerProblems({ ...ok, municipio: 'Tula' })).toEqual({});
  });
});
