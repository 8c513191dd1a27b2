import { fireEvent, screen, waitFor } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { publicCase, publicCliente } from '../../test/fixtures';
import { renderAt } from '../../test/renderApp';

const FOLLOW = '/api/1.0/public/demo/seguimiento/R-2026-000123';
const SUBSCRIBE = `${FOLLOW}/seguir`;
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/public/demo', () => ({ json: publicCliente() }));
  server.on('GET', FOLLOW, () => ({ json: publicCase({ detalle: null }) }));
});

describe('following a folio by e-mail (issue 24)', () => {
  it('checks the address here, sends it with the page’s language, then says to look for the confirmation', async () => {
    server.on('POST', SUBSCRIBE, () => ({ status: 202, json: { enviado: true } }));
    renderAt('/act/folio/demo/R-2026-000123');
    const form = await screen.findByRole('form', { name: 'Recibe avisos por correo' });
    fireEvent.click(screen.getByRole('button', { name: 'Seguir este folio' }));
    expect(await screen.findByText('Escribe tu correo.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tu correo electrónico'), { target: { value: 'vecina@correo' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Revisa el correo: debe ser como nombre@ejemplo.com.')).toBeTruthy();
    expect(server.calls.some((c) => c.path === SUBSCRIBE)).toBe(false);

    fireEvent.change(screen.getByLabelText('Tu correo electrónico'), { target: { value: ' vecina@correo.mx ' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('vecina@correo.mx');
    expect(server.calls.filter((c) => c.path === SUBSCRIBE).map((c) => c.body)).toEqual([{ email: 'vecina@correo.mx', lang: 'es' }]);
  });

  it('a refusal from the server shows beside the field', async () => {
    server.on('POST', SUBSCRIBE, () => apiError(429, 'rate_limited', 'Demasiadas solicitudes.'));
    renderAt('/act/folio/demo/R-2026-000123');
    fireEvent.change(await screen.findByLabelText('Tu correo electrónico'), { target: { value: 'a@b.mx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Seguir este folio' }));
    const form = screen.getByRole('form', { name: 'Recibe avisos por correo' });
    await waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent ?? '').not.toBe(''));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the follow mail links page', () => {
  it('confirms with the token of the fragment, in a body, and links back to the folio', async () => {
    server.on('POST', '/api/1.0/public/demo/seguir/confirmar', () => ({ json: { folio: 'R-2026-000123' } }));
    renderAt('/act/seguir/demo#confirmar=seguidor.firma');
    expect(await screen.findByText('Recibirás los avisos del folio R-2026-000123')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/1.0/public/demo/seguir/confirmar', body: { token: 'seguidor.firma' } });
    expect(screen.getByRole('link', { name: 'Ver el folio R-2026-000123' }).getAttribute('href')).toBe('/act/folio/demo/R-2026-000123');
  });

  it('stops with #baja=, and says when a link is not valid', async () => {
    server.on('POST', '/api/1.0/public/demo/seguir/baja', () => apiError(404, 'citizen.follow_link_invalid', 'Ese enlace no es válido.'));
    renderAt('/act/seguir/demo#baja=otro.token');
    expect((await screen.findByRole('alert')).textContent).toContain('Pide otro desde la página del folio');
  });
});
