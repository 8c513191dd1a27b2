import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { CLIENTE, ROLES, adminUser, auditEntry, auditPage, usersPage } from './test/fixtures';
import { renderAt, signIn } from './test/renderApp';

/*
 * A write answers what it changed: the page shows the answer with no second read of it, and only the lists and
 * the history that the write makes stale are read again (their tags), once.
 */

const USERS = '/api/1.0/admin/users';
const USER = `${USERS}/u2`;
const ROLES_PATH = '/api/1.0/admin/roles';
const AUDIT = '/api/1.0/admin/audit';
let server: FakeServer;

const gets = (path: string) => server.callsTo('GET', path).length;

beforeEach(() => {
  server = fakeServer();
  signIn(['admin']);
  server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
});

describe('writes update what is shown without reading it again', () => {
  it('disabling a user shows the answered user and reads only the history again', async () => {
    const history = [auditEntry()];
    server.on('GET', USER, () => ({ json: adminUser() }));
    server.on('GET', AUDIT, () => ({ json: auditPage(history) }));
    server.on('POST', `${USER}/disable`, () => {
      history.unshift(auditEntry({ id: 'a2', action: 'user.disable', before: { status: 'active' }, after: { status: 'disabled' } }));
      return { json: { status: 200, msg: 'Usuario desactivado.', user: adminUser({ status: 'disabled' }) } };
    });
    renderAt('/config/users/u2');
    await screen.findByText('Datos o roles editados');

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: 'Desactivar' }));

    expect(await screen.findByRole('button', { name: 'Reactivar' })).toBeTruthy();
    const history$ = within(screen.getByRole('region', { name: 'Historial de cambios' }));
    // the new entry's title and its change of status both say it
    await waitFor(() => expect(history$.getAllByText('Desactivado').length).toBeGreaterThan(1));
    expect(gets(USER)).toBe(1);
    expect(gets(AUDIT)).toBe(2);
    expect(gets(ROLES_PATH)).toBe(1);
  });

  it('an invitation reads the users list again once, and nothing else', async () => {
    const users = usersPage(1, 1);
    server.on('GET', USERS, () => ({ json: users }));
    server.on('POST', USERS, () => {
      const invited = adminUser({ id: 'u9', email: 'nuevo@tula.gob.mx', displayName: 'Nuevo', status: 'pending' });
      users.items.push(invited);
      users.total += 1;
      return { json: { status: 200, msg: 'Invitación enviada.', user: invited } };
    });
    renderAt('/config/users/all');
    await screen.findByText('Persona 1');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText(/^Correo electrónico/), { target: { value: 'nuevo@tula.gob.mx' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { hidden: true, name: 'Capturista' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Enviar invitación' }));

    expect(await screen.findByRole('link', { name: 'Nuevo' })).toBeTruthy();
    expect(gets(USERS)).toBe(2);
    expect(gets(ROLES_PATH)).toBe(1);
  });

  it('renaming a role shows the answered role and reads only the history again', async () => {
    const role = ROLES[1];
    server.on('GET', `${ROLES_PATH}/r-clerk`, () => ({ json: role }));
    server.on('GET', '/api/1.0/admin/permissions', () => ({ json: { groups: [] } }));
    server.on('GET', AUDIT, () => ({ json: auditPage() }));
    server.on('PATCH', `${ROLES_PATH}/r-clerk`, ({ body }) => ({ json: { ...role, ...(body as object) } }));
    renderAt('/config/roles/r-clerk');
    const nombre = await screen.findByRole('textbox', { name: /^Nombre/ });
    await screen.findByText('Sin cambios registrados.');
    fireEvent.change(nombre, { target: { value: 'Capturista de campo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Capturista de campo' })).toBeTruthy();
    await waitFor(() => expect(gets(AUDIT)).toBe(2));
    expect(gets(`${ROLES_PATH}/r-clerk`)).toBe(1);
    expect(gets('/api/1.0/admin/permissions')).toBe(1);
  });

  it('a new Open311 key joins the shown list from the answer; the settings are not read again', async () => {
    const KEYS = '/api/1.0/admin/cliente/open311-keys';
    server.on('GET', '/api/1.0/admin/cliente', () => ({ json: CLIENTE }));
    server.on('GET', AUDIT, () => ({ json: auditPage() }));
    server.on('GET', KEYS, () => ({ json: { items: [] } }));
    server.on('POST', KEYS, () => ({
      json: { id: 'k1', nombre: 'Plataforma estatal', sufijo: 'WbQ1', createdAt: '2026-03-02T16:00:00.000Z', createdBy: 'u1', lastUsedAt: null, revokedAt: null, apiKey: 'q3Vb9sZk2Lw0xT7hYp4NfR1cMd8eJa6uGo5iKsWbQ1' },
    }));
    renderAt('/config/client/edit');
    const name = await screen.findByLabelText(/^Nombre de la nueva clave/);
    await screen.findByText(/^Otras plataformas cívicas/);
    fireEvent.change(name, { target: { value: 'Plataforma estatal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nueva clave' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { hidden: true, name: 'Ya la copié' }));

    expect(await screen.findByText('…WbQ1')).toBeTruthy();
    await waitFor(() => expect(gets(AUDIT)).toBe(2));
    expect(gets(KEYS)).toBe(1);
    expect(gets('/api/1.0/admin/cliente')).toBe(1);
  });
});
