import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@sig/shared';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import { publicCliente } from '../../test/fixtures';
import { currentPath, currentUrl, findTitle, renderAt } from '../../test/renderApp';

const CLIENTE = '/api/1.0/public/demo';

describe('the public start page', () => {
  it('shows the municipality and its three actions, with no token on the request', async () => {
    const server = fakeServer();
    server.on('GET', CLIENTE, () => ({ json: publicCliente() }));
    localStorage.setItem('access_token', 'staff-token-of-this-browser');
    renderAt('/act/s/demo');

    expect(await screen.findByText('Municipio Demo')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '¿En qué te ayudamos?' })).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Qué puedes hacer' });
    expect(within(actions).getByRole('link', { name: /Reportar un problema/ }).getAttribute('href')).toBe('/act/registro/buscar/demo?intent=reporte');
    expect(within(actions).getByRole('link', { name: /Hacer una solicitud/ }).getAttribute('href')).toBe('/act/registro/buscar/demo?intent=solicitud');
    expect(screen.getByRole('heading', { name: 'Consultar un folio' })).toBeTruthy();
    expect(server.calls.map((c) => c.authorization)).toEqual([null]);
  });

  it('looks up a folio typed in lower case', async () => {
    const server = fakeServer();
    server.on('GET', CLIENTE, () => ({ json: publicCliente() }));
    server.on('GET', '/api/1.0/public/demo/seguimiento/R-2026-000123', () => apiError(404, 'citizen.folio_not_found', 'No encontramos ese folio.'));
    renderAt('/act/s/demo');
    const field = await screen.findByRole('textbox', { name: /Número de folio/ });

    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(screen.getByText('Escribe tu número de folio.')).toBeTruthy();
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: ' r-2026-000123 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(currentPath()).toBe('/act/folio/demo/R-2026-000123');
  });

  it('without a municipality in the address, finds it by name (never by its code) and links to its page (issue 24)', async () => {
    const server = fakeServer();
    server.on('GET', '/api/1.0/municipios', ({ query }) => ({
      json: { items: (query.get('q') ?? '') === 'tula' ? [{ slug: 'tula', nombre: 'Tula de Allende', logo: null, km: null }] : [{ slug: 'demo', nombre: 'Demo', logo: null, km: null }, { slug: 'tula', nombre: 'Tula de Allende', logo: null, km: null }] },
    }));
    renderAt('/act/s');
    expect(await findTitle('Atención ciudadana en línea')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Código/ })).toBeNull();
    expect(await screen.findByRole('link', { name: /Demo/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: /Nombre del municipio/ }), { target: { value: 'tula' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Demo/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Tula de Allende/ }).getAttribute('href')).toBe('/act/s/tula');
  });

  it('with the device’s position, lists the nearest first with the distance', async () => {
    const server = fakeServer();
    server.on('GET', '/api/1.0/municipios', ({ query }) => ({ json: { items: query.get('lat') ? [{ slug: 'pachuca', nombre: 'Pachuca de Soto', logo: null, km: 1.2 }] : [] } }));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 20.1, longitude: -98.75 } } as GeolocationPosition) } });
    renderAt('/act/s');
    fireEvent.click(await screen.findByRole('button', { name: 'Usar mi ubicación' }));
    expect(await screen.findByText('A 1.2 km de ti')).toBeTruthy();
    expect(server.queries('/api/1.0/municipios').find((q) => q.get('lat'))?.get('lng')).toBe('-98.7500');
  });

  it('says kindly that an unknown municipality was not found, and lets you type another code', async () => {
    const server = fakeServer();
    server.on('GET', '/api/1.0/public/nada', () => apiError(404, 'citizen.cliente_not_found', 'No encontramos ese municipio.'));
    renderAt('/act/s/nada');
    expect(await findTitle('No encontramos ese municipio')).toBeTruthy();
    expect(screen.getByText(/No hay ningún municipio con el código «nada»/)).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: /Nombre del municipio/ }) as HTMLInputElement).value).toBe('nada');
  });

  it('says when the municipality does not receive cases online, and still offers the folio lookup', async () => {
    const server = fakeServer();
    server.on('GET', CLIENTE, () => ({ json: publicCliente({ recibeCasos: false }) }));
    renderAt('/act/s/demo');
    expect(await screen.findByText('Este municipio no recibe casos en línea')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Reportar un problema/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Número de folio/ })).toBeTruthy();
  });

  it('offers a retry when the network fails, and recovers', async () => {
    const server = fakeServer();
    let calls = 0;
    server.on('GET', CLIENTE, () => (++calls <= 3 ? { status: 503, json: { statusCode: 503, code: 'unavailable', message: 'down' } } : { json: publicCliente() }));
    renderAt('/act/s/demo');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Reportar un problema/ })).toBeTruthy();
  });

  it('switches to Arabic, right to left, from the header', async () => {
    const server = fakeServer();
    server.on('GET', CLIENTE, () => ({ json: publicCliente() }));
    renderAt('/act/s/demo');
    await screen.findByText('Municipio Demo');
    const languages = screen.getByRole('navigation', { name: 'Idioma' });
    await act(async () => {
      fireEvent.click(within(languages).getByRole('button', { name: 'العربية' }));
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('كيف يمكننا مساعدتك؟');
    await act(() => setLanguage('es'));
  });
});
