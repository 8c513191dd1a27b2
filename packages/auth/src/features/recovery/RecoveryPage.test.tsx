import { AUTH_PATHS } from '@sig/shared';
import { fireEvent, screen } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { button, input, messageUnder, renderAt } from '../../test/renderApp';
import { typeInto } from '../../test/typeInto';

const ID = 'Zk3v9Qw1x8PpLmN2aBcD';
const CHECK = `POST ${AUTH_PATHS.recoveryCheck}`;
const CHANGE = `POST ${AUTH_PATHS.recoveryChange}`;
const changed = { json: { status: 200, msg: 'Contraseña restablecida.', data: { email: 'ana@tula.gob.mx' } } };

describe('RecoveryPage', () => {
  it('looks the link up, then says Recuperación no encontrada on an empty answer', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.recoveryCheck, () => ({ json: {} }));
    renderAt(`/recovery/${ID}/tula`);
    expect(screen.getByText('Buscando recuperación...')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Recuperación no encontrada' })).toBeTruthy();
    expect(server.callsTo('POST', AUTH_PATHS.recoveryCheck).map((c) => c.body)).toEqual([{ _id: ID }]);
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' }).getAttribute('href')).toBe('/recovery/mail');
  });

  it('shows the account, checks both passwords and ends with Contraseña restablecida', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.recoveryCheck, () => ({ json: { email: 'ana@tula.gob.mx' } }));
    server.on('POST', AUTH_PATHS.recoveryChange, () => changed);
    renderAt(`/recovery/${ID}/tula`);
    expect(await screen.findByText('ana@tula.gob.mx')).toBeTruthy();

    typeInto(input('Nueva contraseña'), '');
    expect(messageUnder(input('Nueva contraseña'))).toContain('Por favor, introduzca su contraseña.');
    typeInto(input('Nueva contraseña'), 'corta');
    expect(messageUnder(input('Nueva contraseña'))).toContain('La contraseña es demasiado corta - debe tener un mínimo de 8 caracteres.');
    typeInto(input('Nueva contraseña'), 'tula-2021-segura');
    typeInto(input('Confirmar contraseña'), 'tula-2021-segur');
    expect(messageUnder(input('Confirmar contraseña'))).toBe('Debe coincidir las contraseñas');
    expect(button('Guardar contraseña').disabled).toBe(true);

    typeInto(input('Confirmar contraseña'), 'tula-2021-segura');
    expect(messageUnder(input('Confirmar contraseña'))).toBe('');
    fireEvent.click(button('Guardar contraseña'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contraseña restablecida' })).toBeTruthy();
    expect(server.callsTo('POST', AUTH_PATHS.recoveryChange).map((c) => c.body)).toEqual([{ _id: ID, password: 'tula-2021-segura' }]);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('puts a server error about the password under the password field', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.recoveryCheck, () => ({ json: { email: 'ana@tula.gob.mx' } }));
    server.on('POST', AUTH_PATHS.recoveryChange, () => apiError(400, 'password.common', 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.', 'password'));
    renderAt(`/recovery/${ID}/tula`);
    await screen.findByText('ana@tula.gob.mx');
    typeInto(input('Nueva contraseña'), 'password123');
    typeInto(input('Confirmar contraseña'), 'password123');
    fireEvent.click(button('Guardar contraseña'));

    await screen.findByText('Esa contraseña es demasiado común. Elige otra más difícil de adivinar.');
    expect(messageUnder(input('Nueva contraseña'))).toContain('Esa contraseña es demasiado común. Elige otra más difícil de adivinar.');
    // only there, not in an alert above the form as well
    expect(screen.getAllByText(/demasiado común/)).toHaveLength(1);

    // editing the field clears the server's verdict
    typeInto(input('Nueva contraseña'), 'otra-clave-larga');
    expect(messageUnder(input('Nueva contraseña'))).not.toContain('demasiado común');
  });

  it('shows the message of a 404 on change in an alert', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.recoveryCheck, () => ({ json: { email: 'ana@tula.gob.mx' } }));
    server.on('POST', AUTH_PATHS.recoveryChange, () => apiError(404, 'ticket.not_found', 'Recuperación no encontrada o vencida. Solicita un nuevo enlace.', '_id'));
    renderAt(`/recovery/${ID}/tula`);
    await screen.findByText('ana@tula.gob.mx');
    typeInto(input('Nueva contraseña'), 'tula-2021-segura');
    typeInto(input('Confirmar contraseña'), 'tula-2021-segura');
    fireEvent.click(button('Guardar contraseña'));

    expect((await screen.findByRole('alert')).textContent).toContain('El enlace no es válido o ya expiró. Solicita uno nuevo.');
    expect(screen.queryByText('Contraseña restablecida')).toBeNull();
  });

  it('offers a retry when the check cannot reach the server', async () => {
    let answers = 0;
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.recoveryCheck, () => (++answers === 1 ? { status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'x' } } : { json: { email: 'ana@tula.gob.mx' } }));
    renderAt(`/recovery/${ID}/tula`);
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos comprobar el enlace.');
    fireEvent.click(button('Reintentar'));
    expect(await screen.findByText('ana@tula.gob.mx')).toBeTruthy();
  });
});
