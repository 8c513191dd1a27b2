import { AUTH_PATHS } from '@sig/shared';
import { fireEvent, screen } from '@testing-library/react';

import { fakeServer } from '@sig/shared/testing/fakeServer';
import { button, input, renderAt } from '../../test/renderApp';
import { typeInto } from '../../test/typeInto';

const ID = 'Ac7iV4t10nT1ck3tXyZ0';

describe('ActivationPage', () => {
  it('says Activación no encontrada on an empty answer', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.activeCheck, () => ({ json: {} }));
    renderAt(`/active/${ID}`);
    expect(screen.getByText('Buscando activación...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Activación no encontrada' })).toBeTruthy();
    expect(server.callsTo('POST', AUTH_PATHS.activeCheck).map((c) => c.body)).toEqual([{ _id: ID }]);
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('sets the password and says Activación finalizada', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.activeCheck, () => ({ json: { email: 'beto@tula.gob.mx' } }));
    server.on('POST', AUTH_PATHS.activeChange, () => ({ json: { status: 200, msg: 'Activación finalizada.', data: { email: 'beto@tula.gob.mx' } } }));
    renderAt(`/active/${ID}`);
    expect(await screen.findByText('beto@tula.gob.mx')).toBeTruthy();
    typeInto(input('Nueva contraseña'), 'beto-tula-2021');
    typeInto(input('Confirmar contraseña'), 'beto-tula-2021');
    fireEvent.click(button('Activar cuenta'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Activación finalizada' })).toBeTruthy();
    expect(server.callsTo('POST', AUTH_PATHS.activeChange).map((c) => c.body)).toEqual([{ _id: ID, password: 'beto-tula-2021' }]);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });
});
