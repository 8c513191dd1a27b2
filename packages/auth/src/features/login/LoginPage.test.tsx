import { AUTH_PATHS, rememberUrl, sessionStore } from '@sig/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { loginResponse } from '../../test/fixtures';
import { typeInto as type } from '../../test/typeInto';
import { button, currentPath, input, messageUnder, renderAt, signIn } from '../../test/renderApp';


function fillLogin(email = 'ana@tula.gob.mx', password = 'secreta-1') {
  type(input('Correo electrónico'), email);
  type(input('Contraseña'), password);
}

describe('LoginPage', () => {
  it('shows the spec messages and keeps submit disabled until the form is valid', () => {
    renderAt('/login');
    const submit = button('Iniciar sesión');
    expect(submit.disabled).toBe(true);

    type(input('Correo electrónico'), 'ana@');
    expect(messageUnder(input('Correo electrónico'))).toBe('Debes ingresar un correo electrónico válido');

    type(input('Contraseña'), '');
    expect(messageUnder(input('Contraseña'))).toBe('Por favor, introduzca tu contraseña.');

    type(input('Contraseña'), 'abc');
    expect(messageUnder(input('Contraseña'))).toBe('La contraseña es demasiado corta; debe tener un mínimo de 4 caracteres.');
    expect(submit.disabled).toBe(true);

    type(input('Correo electrónico'), 'ana@tula.gob.mx');
    type(input('Contraseña'), 'abcd');
    expect(messageUnder(input('Correo electrónico'))).toBe('');
    expect(messageUnder(input('Contraseña'))).toBe('');
    expect(submit.disabled).toBe(false);
  });

  it('does not flash a message when focus leaves the empty e-mail for a link (the click would miss it)', () => {
    renderAt('/login');
    const email = input('Correo electrónico');
    const link = screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' });
    fireEvent.blur(email, { relatedTarget: link });
    expect(messageUnder(email)).toBe('');
    fireEvent.blur(email, { relatedTarget: input('Contraseña') });
    expect(messageUnder(email)).toBe('Debes ingresar un correo electrónico válido');
  });

  it('has autocomplete hints and links to recovery and registration', () => {
    renderAt('/login');
    expect(input('Correo electrónico').getAttribute('autocomplete')).toBe('email');
    expect(input('Contraseña').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/recovery/mail');
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/register');
  });

  it('signs in and goes to the URL the guard remembered', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.login, () => ({ json: loginResponse(['SigVerSolicitudes']) }));
    rememberUrl('/sig/solicitud/42');
    renderAt('/login');
    fillLogin();
    fireEvent.click(button('Iniciar sesión'));

    await waitFor(() => expect(currentPath()).toBe('/sig/solicitud/42'));
    expect(server.callsTo('POST', AUTH_PATHS.login)[0].body).toEqual({ email: 'ana@tula.gob.mx', password: 'secreta-1' });
    expect(sessionStore.getState().status).toBe('signed-in');
  });

  it('without a remembered URL, report viewers land on the report list', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.login, () => ({ json: loginResponse(['SigVerReporte']) }));
    renderAt('/login');
    fillLogin();
    fireEvent.click(button('Iniciar sesión'));
    await waitFor(() => expect(currentPath()).toBe('/sig/reportes'));
  });

  it('without a remembered URL, other users land on /home', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.login, () => ({ json: loginResponse(['Home']) }));
    renderAt('/login');
    fillLogin();
    fireEvent.click(button('Iniciar sesión'));
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('stays on the form and shows the error when the server refuses', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.login, () => apiError(401, 'auth.invalid_credentials', 'Correo o contraseña incorrectos.'));
    renderAt('/login');
    fillLogin();
    fireEvent.click(button('Iniciar sesión'));

    expect(await screen.findByText('Correo o contraseña incorrectos.')).toBeTruthy();
    expect(currentPath()).toBe('/login');
    await waitFor(() => expect(button('Iniciar sesión').disabled).toBe(false));
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('sends a visitor who is already signed in to the portal', async () => {
    signIn(['admin']);
    renderAt('/login');
    await waitFor(() => expect(currentPath()).toBe('/sig/reportes'));
  });
});
