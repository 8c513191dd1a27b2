import { navigate } from '@sig/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { ROLES, adminUser, auditPage, usersPage } from './test/fixtures';
import { renderAt, signIn } from './test/renderApp';

const USERS = '/api/1.0/admin/users';
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['admin']);
});

describe('the parcel router', () => {
  it('follows links, back and forward, and draws nothing on another parcel’s path', async () => {
    server.on('GET', USERS, () => ({ json: { ...usersPage(0, 1), items: [adminUser()], total: 1 } }));
    server.on('GET', `${USERS}/u2`, () => ({ json: adminUser() }));
    server.on('GET', '/api/1.0/admin/roles', () => ({ json: { roles: ROLES } }));
    server.on('GET', '/api/1.0/admin/audit', () => ({ json: auditPage() }));
    const { container } = renderAt('/config/users/all');

    fireEvent.click(await screen.findByRole('link', { name: 'Beto Ruiz' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beto Ruiz' })).toBeTruthy();
    expect(window.location.pathname).toBe('/config/users/u2');

    act(() => window.history.back());
    expect(await screen.findByRole('link', { name: 'Beto Ruiz' })).toBeTruthy();
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { level: 1, name: 'Beto Ruiz' })).toBeTruthy();

    act(() => navigate('/sig/reportes'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Beto Ruiz' })).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('opens the users list at …/all, never a user called "all"', async () => {
    server.on('GET', USERS, () => ({ json: usersPage(1, 1) }));
    server.on('GET', '/api/1.0/admin/roles', () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all');
    expect(await screen.findByText('Persona 1')).toBeTruthy();
    expect(server.callsTo('GET', `${USERS}/all`)).toEqual([]);
  });

  it('matches paths case-sensitively, as root-config does', async () => {
    const { container } = renderAt('/config/Users/all');
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(server.calls).toEqual([]);
  });
});
