import { setLanguage } from '@sig/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { dependencia, estatus, tipo } from '../test/fixtures';
import { messageUnder, renderAt, signIn } from '../test/renderApp';

const BASE = '/api/1.0/sig/catalogos';
const list = <T,>(items: T[]) => ({ json: { items, total: items.length, page: 1, pageSize: 25 } });
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  signIn(['admin']);
});

const posted = (path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

describe('estatus', () => {
  const ESTATUS = `${BASE}/estatusreporte`;
  const rows = [estatus({ id: 'e1', nombre: 'Recibido', inicial: true }), estatus({ id: 'e2', nombre: 'En proceso', orden: 1, transiciones: ['e1'] }), estatus({ id: 'e3', nombre: 'Cerrado', orden: 2, final: true })];

  it('shows each estatus with its transitions by name, and posts the ticked transitions as ids', async () => {
    server.on('GET', ESTATUS, () => list(rows));
    server.on('POST', ESTATUS, ({ body }) => ({ status: 201, json: estatus({ ...(body as object), id: 'e4' }) }));
    renderAt('/sig/config/statusreportes');
    const row = (await screen.findByText('En proceso')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Recibido')).toBeTruthy());
    expect(within(screen.getByText('Recibido', { selector: 'span' }).closest('tr')!).getByText('Inicial')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo estatus' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Rechazado' } });
    fireEvent.change(within(dialog).getByLabelText('Orden'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { hidden: true, name: 'Recibido' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { hidden: true, name: 'Cerrado' }));
    fireEvent.click(within(dialog).getByRole('switch', { hidden: true, name: 'Final' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));

    await waitFor(() => expect(posted(ESTATUS)).toHaveLength(1));
    expect(posted(ESTATUS)[0]).toEqual({ nombre: 'Rechazado', orden: 5, inicial: false, final: true, transiciones: ['e1', 'e3'], activo: true });
  });

  it('does not offer an estatus as its own transition, and shows the rule the server applies', async () => {
    server.on('GET', ESTATUS, () => list(rows));
    server.on('PATCH', `${ESTATUS}/e3`, () => apiError(400, 'catalog.initial_final', 'Un estatus no puede ser inicial y final a la vez.', 'final'));
    await act(() => setLanguage('en'));
    renderAt('/sig/config/statusreportes');
    await screen.findByText('Cerrado');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Cerrado' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).queryByRole('checkbox', { hidden: true, name: 'Cerrado' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { hidden: true, name: 'En proceso' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { hidden: true, name: 'Initial' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Save changes' }));
    await waitFor(() => expect(messageUnder(within(dialog).getByRole('switch', { hidden: true, name: 'Final' }))).toContain('A status cannot be both initial and final.'));
  });

  it('refreshes every list of the catalogue after a write, with no reload by hand', async () => {
    const all = [...rows];
    server.on('GET', ESTATUS, () => list(all));
    server.on('POST', ESTATUS, ({ body }) => {
      all.push(estatus({ ...(body as object), id: 'e4' }));
      return { status: 201, json: all.at(-1) };
    });
    renderAt('/sig/config/statusreportes');
    await screen.findByText('En proceso');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo estatus' }));
    let dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Rechazado' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    // the table and the whole list behind the transition choices both read the catalogue again
    expect(await screen.findByText('Rechazado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Recibido' }));
    dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('checkbox', { hidden: true, name: 'Rechazado' })).toBeTruthy();
  });
});

describe('dependencia and its módulos', () => {
  it('lists the módulos of the dependencia and creates one tied to it', async () => {
    server.on('GET', `${BASE}/dependencias/d1`, () => ({ json: dependencia() }));
    server.on('GET', `${BASE}/modulos`, () => list([]));
    server.on('POST', `${BASE}/modulos`, ({ body }) => ({ status: 201, json: { id: 'm1', direccion: '', horario: '', ubicacion: null, activo: true, createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-10T10:00:00.000Z', ...(body as object) } }));
    renderAt('/sig/dependencias/d1');
    expect(await screen.findByRole('heading', { name: 'Obras Públicas' })).toBeTruthy();
    await screen.findByText('Todavía no hay registros en este catálogo.');
    expect(server.queries(`${BASE}/modulos`)[0].get('dependenciaId')).toBe('d1');

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo módulo' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Ventanilla Única' } });
    fireEvent.change(within(dialog).getByLabelText('Latitud'), { target: { value: '19.43' } });
    fireEvent.change(within(dialog).getByLabelText('Longitud'), { target: { value: '-99.13' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));
    await waitFor(() => expect(posted(`${BASE}/modulos`)).toHaveLength(1));
    expect(posted(`${BASE}/modulos`)[0]).toEqual({ nombre: 'Ventanilla Única', direccion: '', horario: '', ubicacion: { lat: 19.43, lng: -99.13 }, activo: true, dependenciaId: 'd1' });
  });
});

describe('tipos de reporte', () => {
  it('names the dependencia of each tipo and picks it from the dependencias', async () => {
    server.on('GET', `${BASE}/dependencias`, () => list([dependencia(), dependencia({ id: 'd2', nombre: 'Agua Potable' })]));
    server.on('GET', `${BASE}/tiposreporte`, () => list([tipo()]));
    server.on('POST', `${BASE}/tiposreporte`, ({ body }) => ({ status: 201, json: tipo({ ...(body as object), id: 't2' }) }));
    renderAt('/sig/config/tiporeporte');
    const row = (await screen.findByText('Fuga de agua')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Obras Públicas')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo tipo de reporte' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Bache' } });
    fireEvent.change(within(dialog).getByLabelText(/^Días de atención/), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));
    expect(messageUnder(within(dialog).getByLabelText(/^Dependencia/))).toBe('Este campo es obligatorio.');
    expect(messageUnder(within(dialog).getByLabelText(/^Días de atención/))).toContain('Escribe un número de 0 a 365.');

    fireEvent.change(within(dialog).getByLabelText(/^Dependencia/), { target: { value: 'd2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Días de atención/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('switch', { hidden: true, name: 'Público' }));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));
    await waitFor(() => expect(posted(`${BASE}/tiposreporte`)).toHaveLength(1));
    expect(posted(`${BASE}/tiposreporte`)[0]).toEqual({ nombre: 'Bache', dependenciaId: 'd2', slaDias: 3, icono: '', descripcion: '', pideFoto: false, publico: true, activo: true });
  });
});

describe('operación sin CURP', () => {
  it('points to the cliente settings', async () => {
    renderAt('/sig/config/operacionsincurp');
    expect((await screen.findByRole('link', { name: 'Ir a la configuración del cliente' })).getAttribute('href')).toBe('/config/client/edit');
  });
});
