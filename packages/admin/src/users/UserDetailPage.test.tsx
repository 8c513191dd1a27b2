import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { fakeServer } from '@sig/shared/testing/fakeServer';
import { ROLES, adminUser, auditEntry, auditPage } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const USER = '/api/1.0/admin/users/u2';
const DISABLE = '/api/1.0/admin/users/u2/disable';

function serve(user = adminUser()) {
  const server = fakeServer();
  server.on('GET', USER, () => ({ json: user }));
  server.on('GET', '/api/1.0/admin/roles', () => ({ json: { roles: ROLES } }));
  server.on('GET', '/api/1.0/admin/audit', () => ({ json: auditPage([auditEntry()]) }));
  server.on('PATCH', USER, ({ body }) => ({ json: { status: 200, msg: 'Usuario guardado.', user: { ...user, ...(body as object) } } }));
  server.on('POST', DISABLE, () => ({ json: { status: 200, msg: 'Usuario desactivado.', user: { ...user, status: 'disabled' } } }));
  return server;
}

beforeEach(() => signIn(['EditarUsuarios', 'EditarRoles']));

describe('user detail', () => {
  it('disables only after a confirmation that warns about the immediate sign-out', async () => {
    const server = serve();
    renderAt('/config/users/u2');
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));

    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    expect(dialog.getByText(/Se cerrará de inmediato su sesión en este cliente/)).toBeTruthy();
    expect(server.callsTo('POST', DISABLE)).toHaveLength(0);

    fireEvent.click(dialog.getByRole('button', { hidden: true, name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(server.callsTo('POST', DISABLE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    const again = within(await screen.findByRole('alertdialog', { hidden: true }));
    fireEvent.click(again.getByRole('button', { hidden: true, name: 'Desactivar' }));
    await waitFor(() => expect(server.callsTo('POST', DISABLE)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Reactivar' })).toBeTruthy();
    expect(snackbarTexts()).toContain('Usuario desactivado: su sesión en este cliente se cerró.');
  });

  it("leaves an administrator's account alone for a user manager who is not one, and not for an administrator", async () => {
    serve(adminUser({ permissions: ['admin'], roles: [{ id: 'r-admin', nombre: 'Administrador' }] }));
    renderAt('/config/users/u2');
    expect(await screen.findByText('Solo un administrador puede cambiar o desactivar la cuenta de otro administrador.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Desactivar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '7730000000' } });
    expect((screen.getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps name, phone and photo read-only on an account that is the person's own, and still saves roles", async () => {
    const server = serve(adminUser({ profileLocked: true }));
    renderAt('/config/users/u2');
    expect(await screen.findByText(/los cambia la persona desde su cuenta/)).toBeTruthy();
    for (const label of ['Nombre', 'Teléfono']) expect((screen.getByLabelText(label, { exact: false }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vacío' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(server.callsTo('PATCH', USER)).toHaveLength(1));
    expect(server.callsTo('PATCH', USER)[0].body).toEqual({ roleIds: ['r-clerk', 'r-empty'] });
  });

  it('lets an administrator change another administrator', async () => {
    signIn(['admin']);
    serve(adminUser({ permissions: ['admin'], roles: [{ id: 'r-admin', nombre: 'Administrador' }] }));
    renderAt('/config/users/u2');
    expect((await screen.findByRole('button', { name: 'Desactivar' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Solo un administrador puede cambiar o desactivar la cuenta de otro administrador.')).toBeNull();
  });

  it('sends only the changed fields and shows the history as before → after', async () => {
    const server = serve();
    renderAt('/config/users/u2');
    expect(await screen.findByText('Datos o roles editados')).toBeTruthy();
    expect(screen.getByText('Beto')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Teléfono/), { target: { value: '7731234567' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vacío' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(server.callsTo('PATCH', USER)).toHaveLength(1));
    expect(server.callsTo('PATCH', USER)[0].body).toEqual({ phone: '7731234567', roleIds: ['r-clerk', 'r-empty'] });
  });

  it('offers to resend the invitation to a pending user and no recovery mail', async () => {
    serve(adminUser({ status: 'pending' }));
    renderAt('/config/users/u2');
    expect(await screen.findByRole('button', { name: 'Reenviar invitación' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar correo de recuperación' })).toBeNull();
  });
});
