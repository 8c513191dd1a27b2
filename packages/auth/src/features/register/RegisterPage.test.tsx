import { AUTH_PATHS, sessionStore } from '@sig/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { apiError, installFakeServer } from '../../test/fakeServer';
import { sessionResponse } from '../../test/fixtures';
import { button, currentPath, input, messageUnder, renderAt } from '../../test/renderApp';
import { typeInto } from '../../test/typeInto';

const REGISTER = `POST ${AUTH_PATHS.register}`;

function fill({ municipio = '' } = {}) {
  typeInto(input('Nombre completo'), 'Ana López');
  typeInto(input('Nombre del municipio'), municipio);
  typeInto(input('Correo electrónico'), 'ana@tula.gob.mx');
  typeInto(input('Contraseña'), 'tula-2021-segura');
  typeInto(input('Confirmar contraseña'), 'tula-2021-segura');
}

describe('RegisterPage', () => {
  it('checks name, e-mail, password length and confirmation before it lets you submit', () => {
    renderAt('/register');
    expect(button('Crear cuenta').disabled).toBe(true);
    typeInto(input('Nombre completo'), ' ');
    expect(messageUnder(input('Nombre completo'))).toBe('Debes ingresar tu nombre');
    typeInto(input('Correo electrónico'), 'ana');
    expect(messageUnder(input('Correo electrónico'))).toBe('Debes ingresar un correo electrónico válido');
    typeInto(input('Contraseña'), '1234567');
    expect(messageUnder(input('Contraseña'))).toContain('La contraseña es demasiado corta - debe tener un mínimo de 8 caracteres.');
    typeInto(input('Confirmar contraseña'), '7654321');
    expect(messageUnder(input('Confirmar contraseña'))).toBe('Debe coincidir las contraseñas');
    expect(button('Crear cuenta').disabled).toBe(true);
  });

  it('creates the account and its municipality, then opens the report list', async () => {
    const server = installFakeServer({ [REGISTER]: { json: sessionResponse(['admin']) } });
    renderAt('/register');
    fill({ municipio: ' Tula de Allende ' });
    fireEvent.click(button('Crear cuenta'));

    await waitFor(() => expect(currentPath()).toBe('/sig/reportes'));
    expect(server.callsTo(AUTH_PATHS.register).map((c) => c.body)).toEqual([
      { displayName: 'Ana López', email: 'ana@tula.gob.mx', password: 'tula-2021-segura', municipio: 'Tula de Allende' },
    ]);
    expect(sessionStore.getState().status).toBe('signed-in');
  });

  it('says clearly that registration is closed and disables the form', async () => {
    installFakeServer({ [REGISTER]: apiError(403, 'register.closed', 'El registro está cerrado. Pide una invitación al administrador de tu municipio.') });
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
    installFakeServer({ [REGISTER]: apiError(409, 'register.email_taken', 'El correo ya está registrado.', 'email') });
    renderAt('/register');
    fill();
    fireEvent.click(button('Crear cuenta'));

    await screen.findByText('El correo ya está registrado.');
    expect(messageUnder(input('Correo electrónico'))).toBe('El correo ya está registrado.');
    expect(messageUnder(input('Nombre completo'))).toBe('');
    expect(input('Correo electrónico').disabled).toBe(false);
  });

  it('spreads a list of field errors over their fields', async () => {
    installFakeServer({
      [REGISTER]: apiError(400, 'validation', 'El campo «displayName» debe tener como máximo 120 caracteres.', 'displayName', [
        { type: 'displayName', message: 'El campo «displayName» debe tener como máximo 120 caracteres.' },
        { type: 'municipio', message: 'El campo «municipio» debe tener como máximo 120 caracteres.' },
      ]),
    });
    renderAt('/register');
    fill({ municipio: 'Tula' });
    fireEvent.click(button('Crear cuenta'));

    await screen.findByText('El campo «municipio» debe tener como máximo 120 caracteres.');
    expect(messageUnder(input('Nombre del municipio'))).toContain('El campo «municipio» debe tener como máximo 120 caracteres.');
    expect(messageUnder(input('Nombre completo'))).toBe('El campo «displayName» debe tener como máximo 120 caracteres.');
  });
});
