import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { colonia, dependencia, origen } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

/* Issue 21 item 14: a link to one módulo or to a row's edit form opens that item, not its list. */

const BASE = '/api/1.0/sig/catalogos';
const list = <T,>(items: T[]) => ({ json: { items, total: items.length, page: 1, pageSize: 25 } });
const modulo = (over: Record<string, unknown> = {}) => ({
  id: 'm7',
  nombre: 'Ventanilla Norte',
  dependenciaId: 'd1',
  direccion: 'Av. Juárez 10',
  horario: 'L-V 9 a 15',
  ubicacion: { lat: 19.4, lng: -99.1 },
  activo: true,
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-10T10:00:00.000Z',
  ...over,
});
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['admin']);
});

const patched = (path: string) => server.calls.filter((c) => c.method === 'PATCH' && c.path === path).map((c) => c.body);

describe('/sig/modulo/:id', () => {
  it('shows that módulo with its data and edits it, keeping its dependencia', async () => {
    server.on('GET', `${BASE}/modulos/m7`, () => ({ json: modulo() }));
    server.on('GET', `${BASE}/dependencias/d1`, () => ({ json: dependencia() }));
    server.on('PATCH', `${BASE}/modulos/m7`, ({ body }) => ({ json: modulo(body as Record<string, unknown>) }));
    renderAt('/sig/modulo/m7');
    expect(await screen.findByRole('heading', { name: 'Ventanilla Norte' })).toBeTruthy();
    expect(screen.getByText('Av. Juárez 10')).toBeTruthy();
    expect(screen.getByText('L-V 9 a 15')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Todos los módulos de Obras Públicas' })).getAttribute('href')).toBe('/sig/dependencias/d1');
    // not the dependencia's list of módulos
    expect(server.calls.some((c) => c.method === 'GET' && c.path === `${BASE}/modulos`)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Editar módulo' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect((within(dialog).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Ventanilla Norte');
    fireEvent.change(within(dialog).getByLabelText('Horario'), { target: { value: 'L-S 8 a 14' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));
    await waitFor(() => expect(patched(`${BASE}/modulos/m7`)).toHaveLength(1));
    expect(patched(`${BASE}/modulos/m7`)[0]).toMatchObject({ nombre: 'Ventanilla Norte', horario: 'L-S 8 a 14', dependenciaId: 'd1' });
  });

  it('says so when the módulo does not exist', async () => {
    server.on('GET', `${BASE}/modulos/nope`, () => apiError(404, 'catalog.not_found', 'No existe ese registro en el catálogo.'));
    renderAt('/sig/modulo/nope');
    expect(await screen.findByText(/No existe ese registro/)).toBeTruthy();
  });
});

describe('catalogue …/editar/:id addresses', () => {
  it.each([
    ['/sig/catalogo/colonias/editar/c9', 'colonias', 'c9', colonia({ id: 'c9', nombre: 'San Miguel' }), 'San Miguel'],
    ['/sig/catalogo/origens/editar/o4', 'origenes', 'o4', origen({ id: 'o4', nombre: 'WhatsApp' }), 'WhatsApp'],
  ])('%s opens the edit form of that row, even when it is not on the first page', async (path, catalog, id, item, nombre) => {
    server.on('GET', `${BASE}/${catalog}`, () => list([]));
    server.on('GET', `${BASE}/zonas`, () => list([]));
    server.on('GET', `${BASE}/${catalog}/${id}`, () => ({ json: item }));
    server.on('PATCH', `${BASE}/${catalog}/${id}`, ({ body }) => ({ json: { ...item, ...(body as object) } }));
    renderAt(path);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(`Editar «${nombre}»`)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe(nombre);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));
    await waitFor(() => expect(patched(`${BASE}/${catalog}/${id}`)).toHaveLength(1));
  });

  it('tells when the row to edit does not exist, and shows the list', async () => {
    server.on('GET', `${BASE}/colonias`, () => list([colonia()]));
    server.on('GET', `${BASE}/zonas`, () => list([]));
    server.on('GET', `${BASE}/colonias/gone`, () => apiError(404, 'catalog.not_found', 'No existe ese registro en el catálogo.'));
    renderAt('/sig/catalogo/colonias/editar/gone');
    expect(await screen.findByText('Centro')).toBeTruthy();
    await waitFor(() => expect(snackbarTexts()).toContain('No existe ese registro en el catálogo.'));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
