import { AUTH_PATHS } from '@sig/shared';
import { fireEvent, screen } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { button, input, messageUnder, renderAt } from '../../test/renderApp';
import { typeInto } from '../../test/typeInto';

describe('RecoveryMailPage', () => {
  it('asks for the e-mail, then a valid one, with submit disabled until then', () => {
    renderAt('/recovery/mail');
    const submit = button('Enviar enlace');
    expect(submit.disabled).toBe(true);

    typeInto(input('Correo electrónico'), '');
    expect(messageUnder(input('Correo electrónico'))).toBe('Debes ingresar el correo electrónico');
    typeInto(input('Correo electrónico'), 'ana@tula');
    expect(messageUnder(input('Correo electrónico'))).toBe('Debes ingresar un correo electrónico válido');
    expect(submit.disabled).toBe(true);

    typeInto(input('Correo electrónico'), 'ana@tula.gob.mx');
    expect(submit.disabled).toBe(false);
  });

  it('posts the address and shows CORREO ENVIADO without telling whether it exists', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.recovery, () => ({ json: { status: 200, msg: 'Si el correo está registrado, te enviamos un enlace.', data: { email: 'ana@tula.gob.mx' } } }));
    renderAt('/recovery/mail');
    typeInto(input('Correo electrónico'), ' ana@tula.gob.mx ');
    fireEvent.click(button('Enviar enlace'));

    expect(await screen.findByRole('heading', { level: 1, name: 'CORREO ENVIADO' })).toBeTruthy();
    expect(screen.getByText(/^Si el correo/).textContent).toBe(
      'Si el correo ana@tula.gob.mx está registrado, en unos minutos recibirás un enlace para restablecer tu contraseña.',
    );
    expect(server.callsTo('POST', AUTH_PATHS.recovery).map((c) => c.body)).toEqual([{ email: 'ana@tula.gob.mx' }]);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('shows a refusal of the server in an alert and keeps the form', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.recovery, () => apiError(429, 'rate_limited', 'Demasiadas solicitudes.'));
    renderAt('/recovery/mail');
    typeInto(input('Correo electrónico'), 'ana@tula.gob.mx');
    fireEvent.click(button('Enviar enlace'));

    expect((await screen.findByRole('alert')).textContent).toContain('Demasiados intentos. Espera unos minutos e inténtalo de nuevo.');
    expect(screen.queryByText('CORREO ENVIADO')).toBeNull();
  });
});
