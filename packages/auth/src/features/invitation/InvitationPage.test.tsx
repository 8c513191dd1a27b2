import { INVITATION_PATHS } from '@sig/shared';
import { fireEvent, screen } from '@testing-library/react';

import { fakeServer } from '@sig/shared/testing/fakeServer';
import { button, renderAt } from '../../test/renderApp';

const ID = 'Inv1tat10nL1nkXyZ0abc';
const INVITATION = { cliente: 'Municipio Otro', email: 'beto@tula.gob.mx', invitedBy: 'Ana Pérez', roles: ['Consulta'], expiresAt: '2026-12-01T00:00:00.000Z' };

describe('InvitationPage', () => {
  it('shows who invites, where and with which roles, and accepts only when asked', async () => {
    const server = fakeServer();
    server.on('POST', INVITATION_PATHS.check, () => ({ json: INVITATION }));
    server.on('POST', INVITATION_PATHS.accept, () => ({ json: { status: 200, msg: 'Ya formas parte de Municipio Otro.', cliente: 'Municipio Otro' } }));
    renderAt(`/invitacion/${ID}`);
    expect(screen.getByText('Buscando la invitación...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Te invitan a Municipio Otro' })).toBeTruthy();
    expect(screen.getByText('Ana Pérez, de Municipio Otro, quiere que trabajes ahí con tu cuenta de SIG.')).toBeTruthy();
    expect(screen.getByTestId('invitation-email').textContent).toBe('beto@tula.gob.mx');
    expect(screen.getByText('Consulta')).toBeTruthy();
    expect(server.callsTo('POST', INVITATION_PATHS.accept)).toHaveLength(0);
    fireEvent.click(button('Aceptar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ya formas parte de Municipio Otro' })).toBeTruthy();
    expect(server.callsTo('POST', INVITATION_PATHS.accept).map((c) => c.body)).toEqual([{ _id: ID }]);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('declines', async () => {
    const server = fakeServer();
    server.on('POST', INVITATION_PATHS.check, () => ({ json: INVITATION }));
    server.on('POST', INVITATION_PATHS.decline, () => ({ json: { status: 200, msg: 'Rechazaste la invitación.', cliente: 'Municipio Otro' } }));
    renderAt(`/invitacion/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitación rechazada' })).toBeTruthy();
    expect(screen.getByText('Municipio Otro no tiene acceso a tu cuenta.')).toBeTruthy();
    expect(server.callsTo('POST', INVITATION_PATHS.decline)).toHaveLength(1);
  });

  it('explains an unknown, used or expired link', async () => {
    const server = fakeServer();
    server.on('POST', INVITATION_PATHS.check, () => ({ json: {} }));
    renderAt(`/invitacion/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitación no encontrada' })).toBeTruthy();
  });

  it('says the link stopped working when it was used in the meantime', async () => {
    const server = fakeServer();
    server.on('POST', INVITATION_PATHS.check, () => ({ json: INVITATION }));
    server.on('POST', INVITATION_PATHS.accept, () => ({ status: 404, json: { statusCode: 404, code: 'admin.invitation_not_found', message: 'La invitación no existe.', field: '_id' } }));
    renderAt(`/invitacion/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitación no encontrada' })).toBeTruthy();
  });
});
