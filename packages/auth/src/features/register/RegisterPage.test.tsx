import { AUTH_PATHS, sessionStore } from '@sig/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { button, currentPath, input, messageUnder, renderAt } from '../../test/renderApp';
import { typeInto } from '../../test/typeInto';

const REGISTER = `POST ${AUTH_PATHS.register}`;

function fill({ municipio = '' } = {}) {
  typeInto(input('Nombre completo'), 'Ana López');
  typeInto(input('Nombre del municipio'), municipio);
  typeInto(input('Correo electrónico'), 'ana@tula.gob.mx');
}

describe('RegisterPage', () => {
  it('checks name and e-mail before it lets you submit; asks for no password', () => {
    renderAt('/register');
    expect(button('Crear cuenta').disabled).toBe(true);
    typeInto(input('Nombre completo'), ' ');
    expect(messageUnder(input('Nombre completo'))).toBe('Debes ingresar tu nombre');
    typeInto(input('Correo electrónico'), 'ana');
    expect(messageUnder(input('Correo electrónico'))).toBe('Debes ingresar un correo electrónico válido');
    expect(button('Crear cuenta').disabled).toBe(true);
    expect(screen.queryByLabelText(/contraseña/i)).toBeNull();
  });

  it('sends the registration, then says to check the mail, signed out', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.register, () => ({ json: { status: 200, msg: 'Te enviamos un correo. Abre el enlace que contiene para terminar de crear tu cuenta.', data: { email: 'ana@tula.gob.mx' } } }));
    renderAt('/register');
    fill({ municipio: ' Tula de Allende ' });
    fireEvent.click(button('Crear cuenta'));

    await screen.findByText('REVISA TU CORREO');
    expect(screen.getByText('ana@tula.gob.mx')).toBeTruthy();
    expect(server.callsTo('POST', AUTH_PATHS.register).map((c) => c.body)).toEqual([{ displayName: 'Ana López', email: 'ana@tula.gob.mx', municipio: 'Tula de Allende' }]);
    expect(currentPath()).toBe('/register');
    expect(sessionStore.getState().status).not.toBe('signed-in');
  });

  it('says clearly that registration is closed and disables the form', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.register, () => apiError(403, 'register.closed', 'El registro está cerrado. Pide una invitación al administrador de tu municipio.'));
    renderAt('/register');
    fill();
    fireEvent.click(button('Crear cuenta'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Registro cerrado');
    expect(alert.textContent).toContain('El registro está cerrado. Pide una invitación al administrador de tu municipio.');
    expect(input('Correo electrónico').disabled).toBe(true);
    expect(button('Crear cuenta').disabled).toBe(true);
    expect(currentPath()).toBe('/register');
  });

  it('shows a server error under the field it names', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.register, () => apiError(400, 'validation', 'El campo «email» no es válido.', 'email'));
    renderAt('/register');
    fill();
    fireEvent.click(button('Crear cuenta'));

    await screen.findByText('El campo «email» no es válido.');
    expect(messageUnder(input('Correo electrónico'))).toBe('El campo «email» no es válido.');
    expect(messageUnder(input('Nombre completo'))).toBe('');
    expect(input('Correo electrónico').disabled).toBe(false);
  });

  it('spreads a list of field errors over their fields', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.register, () => apiError(400, 'validation', 'El campo «displayName» debe tener como máximo 120 caracteres.', 'displayName', [
        { type: 'displayName', message: 'El campo «displayName» debe tener como máximo 120 caracteres.' },
        { type: 'municipio', message: 'El campo «municipio» debe tener como máximo 120 caracteres.' },
      ]));
    renderAt('/register');
    fill({ municipio: 'Tula' });
    fireEvent.click(button('Crear cuenta'));

    await screen.findByText('El campo «municipio» debe tener como máximo 120 caracteres.');
    expect(messageUnder(input('Nombre del municipio'))).toContain('El campo «municipio» debe tener como máximo 120 caracteres.');
    expect(messageUnder(input('Nombre completo'))).toBe('El campo «displayName» debe tener como máximo 120 caracteres.');
  });
});
