import { navigate } from '@sig/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { ciudadano, persona } from './test/fixtures';
import { renderAt, signIn } from './test/renderApp';

let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  signIn(['SigVerPersona', 'SigVerReporte', 'SigVerSolicitudes']);
});

describe('the parcel router', () => {
  it('follows links, back and forward, and draws nothing on another parcel’s path', async () => {
    server.on('GET', '/api/1.0/sig/ciudadano/hab-1', () => ({ json: ciudadano() }));
    server.on('GET', '/api/1.0/sig/persona/hab-1', () => ({ json: persona() }));
    const { container } = renderAt('/sig/ciudadano/hab-1');

    fireEvent.click(await screen.findByRole('link', { name: 'Ver ficha personal' }));
    expect(await screen.findByRole('link', { name: 'Volver al ciudadano' })).toBeTruthy();
    expect(window.location.pathname).toBe('/sig/persona/hab-1');

    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'Ver ficha personal' })).toBeTruthy();
    act(() => window.history.forward());
    expect(await screen.findByRole('link', { name: 'Volver al ciudadano' })).toBeTruthy();
    // each opening of personal data is its own read (the server records every one)
    expect(server.callsTo('GET', '/api/1.0/sig/persona/hab-1')).toHaveLength(2);

    act(() => navigate('/sig/reportes'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Volver al ciudadano' })).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('matches paths case-sensitively, as root-config does', async () => {
    const { container } = renderAt('/sig/Persona/hab-1');
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(server.calls).toEqual([]);
  });
});
