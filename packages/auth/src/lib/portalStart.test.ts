import { portalStartFor } from './portalStart';

describe('portalStartFor', () => {
  it('sends report viewers and admins to the report list', () => {
    expect(portalStartFor(['SigVerReporte'])).toBe('/sig/reportes');
    expect(portalStartFor(['admin'])).toBe('/sig/reportes');
  });
  it('sends everyone else to the public home', () => {
    expect(portalStartFor(['Home', 'SigMidb'])).toBe('/home');
    expect(portalStartFor([])).toBe('/home');
  });
});
