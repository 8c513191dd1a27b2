import { setLanguage } from '@sig/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { PERMISSION_GROUPS, ROLES, auditPage } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

const ROLE = '/api/1.0/admin/roles/r-clerk';

function serve() {
  const role = ROLES[1];
  const server = fakeServer();
  server.on('GET', ROLE, () => ({ json: role }));
  server.on('GET', '/api/1.0/admin/permissions', () => ({ json: PERMISSION_GROUPS }));
  server.on('GET', '/api/1.0/admin/audit', () => ({ json: auditPage() }));
  server.on('PATCH', ROLE, ({ body }) => ({ json: { ...role, ...(body as object) } }));
  server.on('DELETE', ROLE, () => apiError(409, 'admin.role_in_use', 'El rol está asignado a usuarios: quítaselo antes de borrarlo.', 'id'));
  return server;
}

describe('role editor', () => {
  it('saves the chosen permissions, grouped by product with their descriptions', async () => {
    signIn(['admin']);
    const server = serve();
    renderAt('/config/roles/r-clerk');
    const sig = within((await screen.findByText('SIG (reportes y solicitudes)')).closest('fieldset')!);
    expect((sig.getByRole('checkbox', { name: /Ver los reportes y su mapa/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(sig.getByRole('checkbox', { name: /Ver las solicitudes/ }));
    fireEvent.click(sig.getByRole('checkbox', { name: /Ver los reportes/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(server.callsTo('PATCH', ROLE)).toHaveLength(1));
    expect(server.callsTo('PATCH', ROLE)[0].body).toEqual({ permissions: ['SigVerSolicitudes'] });
  });

  it('describes each permission in the user’s language', async () => {
    signIn(['admin']);
    serve();
    await act(async () => {
      await setLanguage('en');
    });
    renderAt('/config/roles/r-clerk');
    expect(await screen.findByRole('checkbox', { name: /See the list, map and detail of reports/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Administrator: opens every page/ })).toBeTruthy();
  });

  it('does not let a user grant a permission they do not hold', async () => {
    signIn(['EditarRoles', 'SigVerReporte']);
    serve();
    renderAt('/config/roles/r-clerk');
    const admin = (await screen.findByRole('checkbox', { name: /Administrador: abre todas/ })) as HTMLInputElement;
    expect(admin.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Crear y editar roles/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('explains why a role in use cannot be deleted', async () => {
    signIn(['admin']);
    const server = serve();
    renderAt('/config/roles/r-clerk');
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar rol' }));
    const dialog = within(await screen.findByRole('alertdialog', { hidden: true }));
    expect(dialog.getByText(/asignado a 3 usuario/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: 'Borrar rol' }));
    expect(await dialog.findByText('El rol está asignado a usuarios: quítaselo antes de borrarlo.')).toBeTruthy();
    expect(server.callsTo('DELETE', ROLE)).toHaveLength(1);
    expect(window.location.pathname).toBe('/config/roles/r-clerk');
  });
});
