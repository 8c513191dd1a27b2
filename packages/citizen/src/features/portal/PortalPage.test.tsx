import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { saveSession } from '../../lib/habitanteSession';
import { habitante, publicCliente, session } from '../../test/fixtures';
import { currentUrl, findTitle, renderAt } from '../../test/renderApp';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/public/demo', () => ({ json: publicCliente() }));
  server.on('GET', '/api/1.0/public/habitante/h-7Yp2', () => ({ json: habitante({ existente: true }) }));
  sessionStorage.clear();
  saveSession(session());
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

  it('without this tab holding the session, the portal asks to confirm by code and sends nothing until asked', async () => {
    sessionStorage.clear();
    server.on('GET', '/api/1.0/public/habitante/h-9', () => ({ json: habitante({ id: 'h-9', existente: true }) }));
    server.on('POST', '/api/1.0/public/demo/habitantes/codigo', () => ({ json: { nombre: 'María', cliente: 'demo', canales: [{ canal: 'email', destino: 'm•••@gmail.com' }], enviado: { canal: 'email', destino: 'm•••@gmail.com' }, reenviarEn: 60, expiraEn: 600 } }));
    server.on('POST', '/api/1.0/public/demo/habitantes/verificar', () => ({ json: session({ habitante: { id: 'h-9', nombre: 'María', cliente: 'demo', existente: true } }) }));
    renderAt('/act/port/demo/h-9?intent=reporte');
    expect(await findTitle('Hola, María')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tipos de reporte' })).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Código de 6 dígitos/ }), { target: { value: '123456' } });
    expect(await screen.findByRole('list', { name: 'Tipos de reporte' })).toBeTruthy();
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ habitanteId: 'h-9' }, { habitanteId: 'h-9', codigo: '123456' }]));
  });

  it('treats a habitante of another municipality as unknown here', async () => {
    server.on('GET', '/api/1.0/public/habitante/h-7Yp2', () => ({ json: habitante({ cliente: 'otro' }) }));
    renderAt('/act/port/demo/h-7Yp2');
    expect(await findTitle('No encontramos tu registro')).toBeTruthy();
  });
});
