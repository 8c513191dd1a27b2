import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { fakeServer } from '@sig/shared/testing/fakeServer';
import { CLIENTE, auditPage } from '../test/fixtures';
import { messageUnder, renderAt, signIn } from '../test/renderApp';
import { validateCliente } from './ClientePage';

const CLIENTE_PATH = '/api/1.0/admin/cliente';
const LOGO_PATH = '/api/1.0/admin/cliente/logo';
const BROADCAST_PATH = '/api/1.0/admin/broadcast';
const OPEN311_KEYS_PATH = '/api/1.0/admin/cliente/open311-keys';
const MAIL_PATH = '/api/1.0/admin/cliente/correos';
const LOGO_URL = '/files/logos/tula-0123456789abcdef0123456789abcdef.png';

beforeEach(() => signIn(['admin']));

function serve() {
  const server = fakeServer();
  server.on('GET', CLIENTE_PATH, () => ({ json: CLIENTE }));
  server.on('GET', '/api/1.0/admin/audit', () => ({ json: auditPage() }));
  server.on('GET', OPEN311_KEYS_PATH, () => ({ json: { items: [] } }));
  server.on('GET', MAIL_PATH, () => ({ json: { pendiente: 2, enviado: 1250, fallido: 0, rebotado: 3 } }));
  server.on('PUT', CLIENTE_PATH, ({ body }) => ({ json: { ...CLIENTE, ...(body as object) } }));
  server.on('PUT', LOGO_PATH, () => ({ json: { ...CLIENTE, logo: LOGO_URL } }));
  server.on('DELETE', LOGO_PATH, () => ({ json: { ...CLIENTE, logo: null } }));
  server.on('POST', BROADCAST_PATH, () => ({ json: { sent: true } }));
  return server;
}

describe('cliente settings', () => {
  it('labels the registry switch in words, never with its internal name (issue 21)', async () => {
    serve();
    renderAt('/config/client/edit');
    const registry = await screen.findByRole('switch', { name: 'Cubre el padrón ciudadano (MIDB)' });
    expect((registry as HTMLInputElement).checked).toBe(true);
    expect(document.body.textContent).not.toContain('cover_midb');
  });

  it('shows how the mails to citizens stand (issue 24)', async () => {
    serve();
    renderAt('/config/client/edit');
    const section = await screen.findByRole('region', { name: 'Correos a ciudadanos' });
    await waitFor(() => expect(within(section).getByText('Enviados').nextElementSibling?.textContent).toMatch(/^1[,.\s\u00a0]?250$/));
    expect(within(section).getByText('Rebotados').nextElementSibling?.textContent).toBe('3');
  });

  it('offers the setup guide while steps are left (issue 24), and not once it is complete', async () => {
    const server = serve();
    const steps = (state: 'pendiente' | 'hecho') => ['identidad', 'zonaHoraria', 'mapa', 'catalogos', 'colonias', 'equipo', 'difusion'].map((step, i) => ({ step, state: i < 4 ? 'hecho' : state }));
    const status = (state: 'pendiente' | 'hecho') => ({ slug: 'tula', steps: steps(state), counts: { dependencias: 1, tiposReporte: 1, estatusReporte: 1, origenes: 1, colonias: 0, miembros: 1 }, complete: state === 'hecho', needsGuide: false });
    server.on('GET', '/api/1.0/setup/status', () => ({ json: status('pendiente') }));
    renderAt('/config/client/edit');
    expect(await screen.findByText('Pasos por completar en la configuración inicial: 3.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir la guía' }).getAttribute('href')).toBe('/sig/configuracion');
    cleanup();
    server.on('GET', '/api/1.0/setup/status', () => ({ json: status('hecho') }));
    renderAt('/config/client/edit');
    await screen.findByRole('region', { name: 'Correos a ciudadanos' });
    await waitFor(() => expect(server.callsTo('GET', '/api/1.0/setup/status').length).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: 'Abrir la guía' })).toBeNull();
  });

  it('refuses a colour that is not #rrggbb and sends nothing', async () => {
    const server = serve();
    renderAt('/config/client/edit');
    const primary = (await screen.findByLabelText(/^Color primario/, { selector: 'input:not([type=color])' })) as HTMLInputElement;
    fireEvent.change(primary, { target: { value: '#12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(messageUnder(primary)).toContain('Escribe un color hexadecimal como #0f6cbd.'));
    expect(server.callsTo('PUT', CLIENTE_PATH)).toHaveLength(0);
  });

  it('saves the whole form with the colour lower-cased', async () => {
    const server = serve();
    renderAt('/config/client/edit');
    const primary = (await screen.findByLabelText(/^Color primario/, { selector: 'input:not([type=color])' })) as HTMLInputElement;
    fireEvent.change(primary, { target: { value: '#AA00CC' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Eventos' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Operación sin CURP' }));
    fireEvent.change(screen.getByLabelText(/^Distancia máxima al centro de una colonia/), { target: { value: '750' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Al asignar una persona, pasar el caso del estatus inicial al siguiente/ }));
    fireEvent.change(screen.getByLabelText(/^Radio para reportes duplicados/), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(server.callsTo('PUT', CLIENTE_PATH)).toHaveLength(1));
    expect(server.callsTo('PUT', CLIENTE_PATH)[0].body).toEqual({
      nombre: 'Tula',
      colors: { primary: '#aa00cc', secondary: '#115ea3' },
      timezone: 'America/Mexico_City',
      products: ['sig', 'midb', 'eventos'],
      operacion_sin_curp: true,
      cover_midb: true,
      colonia_radio_m: 750,
      asignar_mueve_estatus: true,
      duplicados_radio_m: 120,
      duplicados_dias: 30,
      map: { lat: 20.05, lng: -99.34, zoom: 13, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
    });
  });

  it('validates time zone, map and tile URL as the server does', () => {
    const base = { nombre: 'Tula', primary: '#0f6cbd', secondary: '#115ea3', timezone: 'America/Mexico_City', lat: '20', lng: '-99', zoom: '12', tileUrl: 'https://t/{z}/{x}/{y}.png', products: [], operacion_sin_curp: false, cover_midb: false, colonia_radio_m: '1000', asignar_mueve_estatus: false, duplicados_radio_m: '50', duplicados_dias: '30' };
    expect(validateCliente(base)).toEqual({});
    expect(validateCliente({ ...base, timezone: 'Mars/Olympus' })).toEqual({ timezone: 'v.timezone' });
    expect(validateCliente({ ...base, lat: '91', zoom: '3.5' })).toEqual({ lat: 'v.lat', zoom: 'v.zoom' });
    expect(validateCliente({ ...base, tileUrl: 'http://t/{z}/{x}/{y}.png' })).toEqual({ tileUrl: 'v.tileUrl' });
    expect(validateCliente({ ...base, secondary: 'blue' })).toEqual({ secondary: 'v.color' });
    // the colonia radius: whole metres within the server's bounds; 0 turns the centroid match off
    expect(validateCliente({ ...base, colonia_radio_m: '0' })).toEqual({});
    for (const colonia_radio_m of ['', '-1', '20001', '12.5', 'mil']) expect(validateCliente({ ...base, colonia_radio_m })).toEqual({ colonia_radio_m: 'v.coloniaRadio' });
    // duplicate reports (issue 24): 10–500 m, 1–365 days, whole numbers
    expect(validateCliente({ ...base, duplicados_radio_m: '10', duplicados_dias: '365' })).toEqual({});
    expect(validateCliente({ ...base, duplicados_radio_m: '500', duplicados_dias: '1' })).toEqual({});
    for (const duplicados_radio_m of ['', '9', '501', '25.5']) expect(validateCliente({ ...base, duplicados_radio_m })).toEqual({ duplicados_radio_m: 'v.coloniaRadio' });
    for (const duplicados_dias of ['', '0', '366', '2.5']) expect(validateCliente({ ...base, duplicados_dias })).toEqual({ duplicados_dias: 'v.duplicadosDias' });
  });

  it('refuses duplicate-report bounds out of range at their fields, and sends nothing (issue 24)', async () => {
    const server = serve();
    renderAt('/config/client/edit');
    const radio = (await screen.findByLabelText(/^Radio para reportes duplicados/)) as HTMLInputElement;
    expect(radio.value).toBe('50');
    const dias = screen.getByLabelText(/^Días para reportes duplicados/) as HTMLInputElement;
    expect(dias.value).toBe('30');
    fireEvent.change(radio, { target: { value: '600' } });
    fireEvent.change(dias, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(messageUnder(radio)).toContain('Escribe un número entero de metros, de 10 a 500.'));
    expect(messageUnder(dias)).toContain('Escribe un número entero de días, de 1 a 365.');
    expect(server.callsTo('PUT', CLIENTE_PATH)).toHaveLength(0);
  });

  it('uploads a PNG logo at once, shows it, and keeps unsaved form edits', async () => {
    const server = serve();
    renderAt('/config/client/edit');
    const nombre = (await screen.findByLabelText(/^Nombre\s*\*?$/)) as HTMLInputElement;
    fireEvent.change(nombre, { target: { value: 'Tula de Allende' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Subir logotipo', { selector: 'input' }), { target: { files: [file] } });
    expect((await screen.findByRole('img', { name: 'Logotipo de Tula' })).getAttribute('src')).toBe(LOGO_URL);
    expect(server.callsTo('PUT', LOGO_PATH)).toHaveLength(1);
    expect(nombre.value).toBe('Tula de Allende');
  });

  it('refuses an SVG or an image over 512 kB before sending, saying what to do', async () => {
    const server = serve();
    renderAt('/config/client/edit');
    const input = await screen.findByLabelText('Subir logotipo', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    await screen.findByText('Elige una imagen PNG, JPEG o WebP (SVG no se admite).');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' })] } });
    await screen.findByText('La imagen pasa de 512 kB: redúcela e inténtalo de nuevo.');
    expect(server.callsTo('PUT', LOGO_PATH)).toHaveLength(0);
  });

  it('removes the logo only after confirmation', async () => {
    const server = fakeServer();
    server.on('GET', CLIENTE_PATH, () => ({ json: { ...CLIENTE, logo: LOGO_URL } }));
    server.on('GET', '/api/1.0/admin/audit', () => ({ json: auditPage() }));
    server.on('GET', OPEN311_KEYS_PATH, () => ({ json: { items: [] } }));
    server.on('DELETE', LOGO_PATH, () => ({ json: { ...CLIENTE, logo: null } }));
    renderAt('/config/client/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar logotipo' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar el logotipo?' });
    expect(server.callsTo('DELETE', LOGO_PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar logotipo' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Logotipo de Tula' })).toBeNull());
    expect(server.callsTo('DELETE', LOGO_PATH)).toHaveLength(1);
  });

  it('asks before a live reload of every page, and checks the delay first', async () => {
    const server = serve();
    renderAt('/config/client/edit');
    const seconds = (await screen.findByLabelText('Recargar en (segundos)')) as HTMLInputElement;
    fireEvent.change(seconds, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir recarga a todos' }));
    await screen.findByText('Escribe un número entero de segundos entre 0 y 600.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();
    renderAt('/config/client/edit');
    fireEvent.change(await screen.findByLabelText('Recargar en (segundos)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir recarga a todos' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Pedir a todos que recarguen?' });
    expect(server.callsTo('POST', BROADCAST_PATH)).toHaveLength(0);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pedir recarga a todos' }));
    await waitFor(() => expect(server.callsTo('POST', BROADCAST_PATH)).toHaveLength(1));
    expect(server.callsTo('POST', BROADCAST_PATH)[0].body).toEqual({ event: 'reload', delayMs: 30000 });
  });
});
