import { fireEvent, screen, waitFor } from '@testing-library/react';

import { installFakeServer } from '../test/fakeServer';
import { CLIENTE, auditPage } from '../test/fixtures';
import { messageUnder, renderAt, signIn } from '../test/renderApp';
import { validateCliente } from './ClientePage';

const CLIENTE_PATH = '/api/1.0/admin/cliente';

beforeEach(() => signIn(['admin']));

function serve() {
  return installFakeServer({
    [`GET ${CLIENTE_PATH}`]: { json: CLIENTE },
    [`GET /api/1.0/admin/audit`]: { json: auditPage() },
    [`PUT ${CLIENTE_PATH}`]: (body) => ({ json: { ...CLIENTE, ...(body as object) } }),
  });
}

describe('cliente settings', () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(server.callsTo('PUT', CLIENTE_PATH)).toHaveLength(1));
    expect(server.callsTo('PUT', CLIENTE_PATH)[0].body).toEqual({
      nombre: 'Tula',
      colors: { primary: '#aa00cc', secondary: '#115ea3' },
      timezone: 'America/Mexico_City',
      products: ['sig', 'midb', 'eventos'],
      operacion_sin_curp: true,
      cover_midb: true,
      map: { lat: 20.05, lng: -99.34, zoom: 13, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
    });
  });

  it('validates time zone, map and tile URL as the server does', () => {
    const base = { nombre: 'Tula', primary: '#0f6cbd', secondary: '#115ea3', timezone: 'America/Mexico_City', lat: '20', lng: '-99', zoom: '12', tileUrl: 'https://t/{z}/{x}/{y}.png', products: [], operacion_sin_curp: false, cover_midb: false };
    expect(validateCliente(base)).toEqual({});
    expect(validateCliente({ ...base, timezone: 'Mars/Olympus' })).toEqual({ timezone: 'v.timezone' });
    expect(validateCliente({ ...base, lat: '91', zoom: '3.5' })).toEqual({ lat: 'v.lat', zoom: 'v.zoom' });
    expect(validateCliente({ ...base, tileUrl: 'http://t/{z}/{x}/{y}.png' })).toEqual({ tileUrl: 'v.tileUrl' });
    expect(validateCliente({ ...base, secondary: 'blue' })).toEqual({ secondary: 'v.color' });
  });
});
