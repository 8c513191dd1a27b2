import { navigate } from '@sig/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { dependencia } from './test/fixtures';
import { renderAt, signIn } from './test/renderApp';

const DEPS = '/api/1.0/sig/catalogos/dependencias';
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['SigDependenciaEdit']);
});

describe('the parcel router', () => {
  it('follows links, back and forward, and draws nothing on another parcel’s path', async () => {
    server.on('GET', DEPS, () => ({ json: { items: [dependencia()], total: 1, page: 1, pageSize: 25 } }));
    server.on('GET', `${DEPS}/d1`, () => ({ json: dependencia() }));
    server.on('GET', '/api/1.0/sig/catalogos/modulos', () => ({ json: { items: [], total: 0, page: 1, pageSize: 25 } }));
    const { container } = renderAt('/sig/dependencias');

    fireEvent.click(await screen.findByRole('link', { name: 'Obras Públicas' }));
    expect(await screen.findByRole('heading', { name: 'Obras Públicas' })).toBeTruthy();

    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'Obras Públicas' })).toBeTruthy();
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'Obras Públicas' })).toBeTruthy();

    act(() => navigate('/sig/reportes'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Obras Públicas' })).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('matches paths case-sensitively, as root-config does', async () => {
    const { container } = renderAt('/sig/Dependencias');
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(server.calls).toEqual([]);
  });
});
