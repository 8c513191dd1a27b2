import { fireEvent, screen, within } from '@testing-library/react';

import { apiError, citizenServer, type CitizenServer } from '../../test/citizenServer';
import { habitante, publicCliente } from '../../test/fixtures';
import { currentUrl, findTitle, renderAt } from '../../test/renderApp';

let server: CitizenServer;

beforeEach(() => {
  server = citizenServer();
  server.on('GET', '/api/1.0/public/demo', () => ({ json: publicCliente() }));
  server.on('GET', '/api/1.0/public/habitante/h-7Yp2', () => ({ json: habitante({ existente: true }) }));
});

describe('the habitante’s portal', () => {
  it('greets by first name and lists the public tipos of the intent as links to their forms', async () => {
    renderAt('/act/port/demo/h-7Yp2?intent=solicitud');
    expect(await findTitle('Hola, María')).toBeTruthy();
    const kinds = screen.getByRole('group', { name: 'Qué quieres hacer' });
    expect(within(kinds).getByRole('button', { name: 'Solicitudes' }).getAttribute('aria-pressed')).toBe('true');
    const list = screen.getByRole('list', { name: 'Tipos de solicitud' });
    const link = within(list).getByRole('link', { name: /Constancia de residencia/ });
    expect(link.getAttribute('href')).toBe('/act/sol/sig/demo/h-7Yp2/s1');
    expect(link.textContent).toContain('Documento que acredita el domicilio.');

    fireEvent.click(within(kinds).getByRole('button', { name: 'Reportes' }));
    expect(currentUrl()).toBe('/act/port/demo/h-7Yp2?intent=reporte');
    const reportes = await screen.findByRole('list', { name: 'Tipos de reporte' });
    expect(within(reportes).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/act/rep/sig/demo/h-7Yp2/t1', '/act/rep/sig/demo/h-7Yp2/t2']);
    expect(screen.getByRole('textbox', { name: /Número de folio/ })).toBeTruthy();
  });

  it('offers only reportes to an anonymous citizen, and registration for a solicitud', async () => {
    renderAt('/act/port/demo/anonimo?intent=solicitud');
    expect(await findTitle('¿Qué quieres reportar?')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Qué quieres hacer' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Tipos de reporte' })).getAllByRole('link')[0].getAttribute('href')).toBe('/act/rep/sig/demo/anonimo/t1');
    expect(screen.getByRole('link', { name: 'Registrarme' }).getAttribute('href')).toBe('/act/registro/nuevo/demo?intent=solicitud');
    expect(server.calls.some((c) => c.path.includes('/habitante/'))).toBe(false);
  });

  it('sends an unknown habitante back to identify themselves', async () => {
    server.on('GET', '/api/1.0/public/habitante/h-x', () => apiError(404, 'citizen.not_found', 'No encontramos ese registro.'));
    renderAt('/act/port/demo/h-x?intent=reporte');
    expect(await findTitle('No encontramos tu registro')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Identificarme' }).getAttribute('href')).toBe('/act/registro/buscar/demo?intent=reporte');
  });

  it('treats a habitante of another municipality as unknown here', async () => {
    server.on('GET', '/api/1.0/public/habitante/h-7Yp2', () => ({ json: habitante({ cliente: 'otro' }) }));
    renderAt('/act/port/demo/h-7Yp2');
    expect(await findTitle('No encontramos tu registro')).toBeTruthy();
  });
});
