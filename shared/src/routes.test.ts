import { PERMISSION_NAMES } from './permissions';
import { ROUTES, matchPath, matchRoute, redirectFor } from './routes';

describe('route table', () => {
  it('matches params, optional params and decodes them', () => {
    expect(matchPath('/recovery/:id/:client', '/recovery/abc/demo')).toEqual({ id: 'abc', client: 'demo' });
    expect(matchPath('/act/s/:cliente?', '/act/s')).toEqual({ cliente: undefined });
    expect(matchPath('/act/s/:cliente?', '/act/s/mi%20pueblo')).toEqual({ cliente: 'mi pueblo' });
    expect(matchPath('/sig/reportes', '/sig/reportes/')).toEqual({});
    expect(matchPath('/sig/reportes', '/sig/reportes/x')).toBeNull();
  });
  it('picks the specific route where patterns overlap', () => {
    expect(matchRoute('/evento/checkin/7')?.route.path).toBe('/evento/checkin/:id');
    expect(matchRoute('/evento/1/2/3/4')?.route.path).toBe('/evento/:productId/:clienteId/:habitanteId/:tipoId');
    expect(matchRoute('/bettaid/list')?.route.path).toBe('/bettaid/list');
    expect(matchRoute('/act/port/h1/reporte/t1')?.route.path).toBe('/act/port/:habitante/reporte/:tiporeporte');
    expect(matchRoute('/no/such/page')).toBeNull();
  });
  it('gates every staff route with admin and only known permissions', () => {
    for (const r of ROUTES) {
      if (r.auth === null) {
        expect(r.layout).toBe('public');
        continue;
      }
      expect(r.auth).toContain('admin');
      for (const p of r.auth) expect(PERMISSION_NAMES).toContain(p);
    }
  });
  it('has the redirects of spec 2.2', () => {
    expect(redirectFor('/')).toBe('/home');
    expect(redirectFor('/sig/bot/contacts')).toBe('/sig/bot/contacts/all');
    expect(redirectFor('/config/users/')).toBe('/config/users/all');
    expect(redirectFor('/config/roles')).toBe('/config/roles/all');
    expect(redirectFor('/home')).toBeNull();
  });
});
