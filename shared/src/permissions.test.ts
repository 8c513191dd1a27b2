import { hasPermission } from './permissions';

describe('hasPermission (spec 6)', () => {
  it('null allows everyone, with or without a role', () => {
    expect(hasPermission(null, [])).toBe(true);
    expect(hasPermission(null, ['admin'])).toBe(true);
    expect(hasPermission(undefined, null)).toBe(true);
  });
  it('an empty list allows only users without a role', () => {
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission([], ['Home'])).toBe(false);
  });
  it('a list requires any overlap', () => {
    expect(hasPermission(['admin', 'SigVerReporte'], ['SigVerReporte'])).toBe(true);
    expect(hasPermission(['admin', 'SigVerReporte'], ['admin'])).toBe(true);
    expect(hasPermission(['admin', 'SigVerReporte'], ['SigVerSolicitudes', 'Home'])).toBe(false);
    expect(hasPermission(['admin'], [])).toBe(false);
  });
  it('accepts a single role string', () => {
    expect(hasPermission(['admin', 'staff'], 'staff')).toBe(true);
    expect(hasPermission(['admin'], 'staff')).toBe(false);
  });
});
