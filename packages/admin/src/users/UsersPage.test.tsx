import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { ROLES, adminUser, usersPage } from '../test/fixtures';
import { messageUnder, renderAt, signIn, snackbarTexts } from '../test/renderApp';

const USERS = '/api/1.0/admin/users';
const ROLES_PATH = '/api/1.0/admin/roles';

beforeEach(() => signIn(['EditarUsuarios', 'EditarRoles']));

describe('users list', () => {
  it('renders a row per user of the answer with status and owner badges', async () => {
    const server = fakeServer();
    server.on('GET', USERS, () => ({
      json: {
        items: [
          adminUser({ id: 'u1', displayName: 'Ana López', email: 'ana@tula.gob.mx', owner: true, roles: [{ id: 'r-admin', nombre: 'Administrador' }] }),
          adminUser({ id: 'u2', displayName: 'Beto Ruiz', status: 'pending' }),
          adminUser({ id: 'u3', displayName: 'Carla Díaz', email: 'carla@tula.gob.mx', status: 'disabled', roles: [] }),
        ],
        total: 3,
        page: 1,
        pageSize: 25,
      },
    }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all');

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4); // header + 3
    const ana = within(rows[1]);
    expect(ana.getByRole('link', { name: 'Ana López' }).getAttribute('href')).toBe('/config/users/u1');
    expect(ana.getByText('Propietario')).toBeTruthy();
    expect(ana.getByText('Activo')).toBeTruthy();
    expect(within(rows[2]).getByText('Pendiente')).toBeTruthy();
    expect(within(rows[3]).getByText('Desactivado')).toBeTruthy();
    expect(within(rows[3]).getByText('Sin roles')).toBeTruthy();
    expect(screen.getByText('1–3 de 3')).toBeTruthy();
  });

  it('searches on the server with q after typing stops, and keeps it in the address', async () => {
    const server = fakeServer();
    server.on('GET', USERS, ({ query }) => ({ json: query.get('q') === 'beto' ? { items: [adminUser()], total: 1, page: 1, pageSize: 25 } : usersPage(3, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all');
    await screen.findByText('Persona 1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'beto' } });
    await screen.findByText('Beto Ruiz');
    const last = server.callsTo('GET', USERS).at(-1)!;
    expect(last.query.get('q')).toBe('beto');
    expect(last.query.get('page')).toBe('1');
    expect(window.location.search).toBe('?q=beto');
    // one request for the settled text, not one per keystroke
    expect(server.callsTo('GET', USERS).filter((c) => c.query.get('q') === 'beto')).toHaveLength(1);
  });

  it('filters by status and role from the address and the selects', async () => {
    const server = fakeServer();
    server.on('GET', USERS, () => ({ json: usersPage(2, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all?status=pending');
    await screen.findByText('Persona 1');
    expect(server.callsTo('GET', USERS)[0].query.get('status')).toBe('pending');

    const role = screen.getByLabelText('Rol') as HTMLSelectElement;
    await waitFor(() => expect(role.disabled).toBe(false));
    fireEvent.change(role, { target: { value: 'r-clerk' } });
    await waitFor(() => expect(server.callsTo('GET', USERS).at(-1)!.query.get('role')).toBe('r-clerk'));
    expect(server.callsTo('GET', USERS).at(-1)!.query.get('status')).toBe('pending');
    expect(new URLSearchParams(window.location.search).get('role')).toBe('r-clerk');
  });

  it('pages through the server answer with previous and next', async () => {
    const server = fakeServer();
    server.on('GET', USERS, ({ query }) => ({ json: usersPage(60, Number(query.get('page'))) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all');
    expect(await screen.findByText('1–25 de 60')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('26–50 de 60')).toBeTruthy();
    expect(screen.getByText('Persona 26')).toBeTruthy();
    expect(server.callsTo('GET', USERS).at(-1)!.query.get('page')).toBe('2');
    expect(window.location.search).toBe('?page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('51–60 de 60')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const server = fakeServer();
    server.on('GET', USERS, () => ({ json: usersPage(0, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all');
    expect(await screen.findByText('No hay usuarios que coincidan.')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    const server = fakeServer();
    server.on('GET', USERS, () => (fail ? apiError(403, 'auth.forbidden', 'No tienes permiso para esta acción.') : { json: usersPage(1, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all');
    expect(await screen.findByText('No tienes permiso para esta acción.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Persona 1')).toBeTruthy();
  });
});

describe('invite dialog', () => {
  const openInvite = async () => {
    await screen.findByText('Persona 1');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
    // jsdom has no layout: Fluent's focus manager may leave aria-hidden on the dialog, hence `hidden`
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await within(dialog).findByRole('checkbox', { hidden: true, name: 'Capturista' });
    return dialog;
  };

  it('posts the invitation, confirms it and reloads the list', async () => {
    const server = fakeServer();
    server.on('GET', USERS, () => ({ json: usersPage(1, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    server.on('POST', USERS, () => ({ json: { status: 200, msg: 'Invitación enviada.', user: adminUser({ id: 'u9', email: 'nuevo@tula.gob.mx', status: 'pending' }) } }));
    renderAt('/config/users/all');
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^Correo electrónico/), { target: { value: 'nuevo@tula.gob.mx' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Nuevo' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { hidden: true, name: 'Capturista' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Enviar invitación' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(server.callsTo('POST', USERS)[0].body).toEqual({ email: 'nuevo@tula.gob.mx', displayName: 'Nuevo', roleIds: ['r-clerk'] });
    expect(snackbarTexts()).toContain('Invitación enviada a nuevo@tula.gob.mx.');
    await waitFor(() => expect(server.callsTo('GET', USERS)).toHaveLength(2));
  });

  it('checks the form before posting', async () => {
    const server = fakeServer();
    server.on('GET', USERS, () => ({ json: usersPage(1, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    renderAt('/config/users/all');
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^Correo electrónico/), { target: { value: 'no-es-correo' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('Debes ingresar un correo electrónico válido')).toBeTruthy();
    expect(within(dialog).getByText('Elige al menos un rol.')).toBeTruthy();
    expect(server.callsTo('POST', USERS)).toHaveLength(0);
  });

  it('shows the server error next to the field it names', async () => {
    const server = fakeServer();
    server.on('GET', USERS, () => ({ json: usersPage(1, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    server.on('POST', USERS, () => apiError(409, 'admin.already_member', 'Ese correo ya es usuario de este cliente.', 'email'));
    renderAt('/config/users/all');
    const dialog = await openInvite();
    const email = within(dialog).getByLabelText(/^Correo electrónico/);
    fireEvent.change(email, { target: { value: 'beto@tula.gob.mx' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { hidden: true, name: 'Capturista' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Enviar invitación' }));

    await waitFor(() => expect(messageUnder(email)).toContain('Ese correo ya es usuario de este cliente.'));
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
  });

  it('shows a privilege escalation refusal, translated, next to the roles', async () => {
    const server = fakeServer();
    server.on('GET', USERS, () => ({ json: usersPage(1, 1) }));
    server.on('GET', ROLES_PATH, () => ({ json: { roles: ROLES } }));
    server.on('POST', USERS, () => apiError(403, 'admin.privilege_escalation', 'No puedes otorgar un permiso que tú no tienes.', 'roleIds'));
    renderAt('/config/users/all');
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText(/^Correo electrónico/), { target: { value: 'x@tula.gob.mx' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { hidden: true, name: 'Administrador' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('No puedes otorgar un permiso que tú no tienes.')).toBeTruthy();
  });
});
