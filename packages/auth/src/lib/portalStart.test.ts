import { fakeServer } from '@sig/shared/testing/fakeServer';

import { portalStartFor, startAfterSignIn } from './portalStart';

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

describe('startAfterSignIn (issue 24)', () => {
  const status = (needsGuide: boolean) => ({ slug: 'x', steps: [], counts: { dependencias: 0, tiposReporte: 0, estatusReporte: 0, origenes: 0, colonias: 0, miembros: 1 }, complete: false, needsGuide });

  it('sends an administrator whose cliente lacks its map or catalogues to the setup guide', async () => {
    const server = fakeServer();
    server.on('GET', '/api/1.0/setup/status', () => ({ json: status(true) }));
    expect(await startAfterSignIn(['admin'])).toBe('/sig/configuracion');
    server.on('GET', '/api/1.0/setup/status', () => ({ json: status(false) }));
    expect(await startAfterSignIn(['admin'])).toBe('/sig/reportes');
  });

  it('never asks for anyone else, and a failed answer is the usual start', async () => {
    const server = fakeServer();
    server.on('GET', '/api/1.0/setup/status', () => ({ status: 500, json: { statusCode: 500, message: 'x' } }));
    expect(await startAfterSignIn(['admin'])).toBe('/sig/reportes');
    expect(await startAfterSignIn(['SigVerReporte'])).toBe('/sig/reportes');
    expect(server.callsTo('GET', '/api/1.0/setup/status')).toHaveLength(1);
  });
});
