import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { publicCliente } from '../../test/fixtures';
import { renderAt } from '../../test/renderApp';

const CLIENTE = '/api/1.0/public/demo';
const COLONIAS = `${CLIENTE}/colonias`;
const SUBSCRIBE = `${CLIENTE}/alertas`;
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', CLIENTE, () => ({ json: publicCliente() }));
  server.on('GET', COLONIAS, () => ({ json: { items: [{ id: 'c1', nombre: 'Centro' }, { id: 'c2', nombre: 'La Merced' }] } }));
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** Opens the start page's area alert form and answers it. */
async function openForm(): Promise<HTMLElement> {
  renderAt('/act/s/demo');
  const section = await screen.findByRole('region', { name: 'Alertas de tu zona' });
  expect(server.calls.some((c) => c.path === COLONIAS)).toBe(false);
  fireEvent.click(within(section).getByRole('button', { name: 'Elegir una zona' }));
  return screen.findByRole('form', { name: 'Alertas de tu zona' });
}
const subscriptions = () => server.calls.filter((c) => c.method === 'POST' && c.path === SUBSCRIBE).map((c) => c.body);

describe('area alerts on the start page (issue 24)', () => {
  it('a colonia and chosen tipos: checked here, sent with the page’s language, then the confirmation is announced', async () => {
    server.on('POST', SUBSCRIBE, () => ({ status: 202, json: { enviado: true } }));
    const form = await openForm();
    const colonia = await within(form).findByRole('combobox', { name: /Colonia/ });
    fireEvent.submit(form);
    expect(await within(form).findByText('Elige una colonia.')).toBeTruthy();
    expect(within(form).getByText('Escribe tu correo.')).toBeTruthy();
    expect(document.activeElement).toBe(colonia);

    fireEvent.change(colonia, { target: { value: 'c2' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Fuga de agua' }));
    fireEvent.change(within(form).getByLabelText(/Tu correo electrónico/), { target: { value: 'vecina@correo' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Revisa el correo: debe ser como nombre@ejemplo.com.')).toBeTruthy();
    expect(subscriptions()).toEqual([]);
    // the feed follows the same filters
    expect(within(form).getByRole('link', { name: 'Suscribirse por Atom' }).getAttribute('href')).toBe(`${CLIENTE}/reportes.atom?colonia=c2&tipos=t2`);

    fireEvent.change(within(form).getByLabelText(/Tu correo electrónico/), { target: { value: ' vecina@correo.mx ' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('status')).textContent).toContain('vecina@correo.mx');
    expect(subscriptions()).toEqual([{ email: 'vecina@correo.mx', lang: 'es', colonia: 'c2', tipos: ['t2'] }]);
  });

  it('a radius around a point on the map (no tiles needed): the point is required, the radius chosen', async () => {
    server.on('POST', SUBSCRIBE, () => ({ status: 202, json: { enviado: true } }));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Un punto en el mapa' }));
    expect(within(form).getByRole('button', { name: 'Un punto en el mapa' }).getAttribute('aria-pressed')).toBe('true');
    const map = await within(form).findByTestId('sig-map');
    fireEvent.change(within(form).getByLabelText(/Tu correo electrónico/), { target: { value: 'radio@correo.mx' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Toca el mapa para marcar el centro de la zona.')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Suscribirse por Atom' }).getAttribute('href')).toBe(`${CLIENTE}/reportes.atom`);

    fireEvent.keyDown(map, { key: 'Enter' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Distancia alrededor del punto' }), { target: { value: '1000' } });
    await waitFor(() => expect(within(form).queryByText('Toca el mapa para marcar el centro de la zona.')).toBeNull());
    expect(within(form).getByRole('link', { name: 'Suscribirse por Atom' }).getAttribute('href')).toBe(`${CLIENTE}/reportes.atom?lat=19.432600&lng=-99.133200&radio=1000`);
    fireEvent.submit(form);
    await screen.findByRole('status');
    expect(subscriptions()).toEqual([{ email: 'radio@correo.mx', lang: 'es', lat: 19.4326, lng: -99.1332, radio: 1000 }]);
  });

  it('a refusal from the server is shown in the form, which stays filled', async () => {
    server.on('POST', SUBSCRIBE, () => apiError(400, 'citizen.colonia_not_found', 'No encontramos esa colonia en este municipio.', 'colonia'));
    const form = await openForm();
    fireEvent.change(await within(form).findByRole('combobox', { name: /Colonia/ }), { target: { value: 'c1' } });
    fireEvent.change(within(form).getByLabelText(/Tu correo electrónico/), { target: { value: 'a@b.mx' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('No encontramos esa colonia en este municipio. Elige otra de la lista.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect((within(form).getByLabelText(/Tu correo electrónico/) as HTMLInputElement).value).toBe('a@b.mx');
  });

  it('opens at once with #alertas; without colonias only the map is offered', async () => {
    server.on('GET', COLONIAS, () => ({ json: { items: [] } }));
    window.history.replaceState(null, '', '/act/s/demo#alertas');
    renderAt('/act/s/demo#alertas');
    const form = await screen.findByRole('form', { name: 'Alertas de tu zona' });
    await within(form).findByTestId('sig-map');
    expect(within(form).queryByRole('button', { name: 'Una colonia' })).toBeNull();
  });

  it('is not offered by a municipality that takes no reportes online', async () => {
    server.on('GET', CLIENTE, () => ({ json: publicCliente({ recibeCasos: false }) }));
    renderAt('/act/s/demo');
    await screen.findByRole('heading', { name: 'Consultar un folio' });
    expect(screen.queryByRole('region', { name: 'Alertas de tu zona' })).toBeNull();
  });
});

describe('the area alert mail links', () => {
  it('confirms with the token of the fragment and names the area', async () => {
    server.on('POST', `${CLIENTE}/alertas/confirmar`, () => ({ json: { colonia: 'Centro', radio: null, tipos: ['Bache'] } }));
    window.history.replaceState(null, '', '/act/seguir/demo#confirmar-alerta=alerta.firma');
    renderAt('/act/seguir/demo#confirmar-alerta=alerta.firma');
    expect(await screen.findByText('Recibirás las novedades de la colonia Centro (solo: Bache)')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({ path: `${CLIENTE}/alertas/confirmar`, body: { token: 'alerta.firma' } });
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/act/s/demo');
  });

  it('stops with #baja-alerta=, and says when a link is not valid', async () => {
    server.on('POST', `${CLIENTE}/alertas/baja`, () => apiError(404, 'citizen.alert_link_invalid', 'Ese enlace no es válido.'));
    window.history.replaceState(null, '', '/act/seguir/demo#baja-alerta=otro.token');
    renderAt('/act/seguir/demo#baja-alerta=otro.token');
    expect((await screen.findByRole('alert')).textContent).toContain('Vuelve a pedir la alerta desde la página del municipio');
  });
});
