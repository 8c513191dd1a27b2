import 'fake-indexeddb/auto';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { thisPeriod } from './filters';
import { API, CATALOG, currentUrl, entrega, page, programa, renderAt, repartidor, signIn } from '../test/listaFixtures';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.programas, () => ({ json: { items: [programa(), programa({ id: 'prog-2', nombre: 'Cerrado', activo: false })] } }));
  server.on('GET', API.zonas, () => ({ json: CATALOG([{ id: 'z-1', nombre: 'Norte' }]) }));
  server.on('GET', API.colonias, () => ({ json: CATALOG([{ id: 'col-1', nombre: 'Centro' }]) }));
  server.on('GET', API.misEntregas, () => ({ json: { items: [], generadoEn: '2026-11-29T12:00:00.000Z' } }));
  server.on('GET', API.repartidores, () => ({ json: { items: [repartidor(), repartidor({ usuario: { id: 'u-rep-2', displayName: 'Ana Gómez', email: 'ana@demo.sig' }, activo: false })] } }));
});

const rows = () => [
  entrega(),
  entrega({ id: 'ent-2', folio: 'L-2026-000002', estado: 'fallida', motivoFallo: 'rechazada', repartidor: { id: 'u-rep-1', displayName: 'Pedro Ruiz' }, programadaPara: '2026-11-25' }),
];

describe('the deliveries list', () => {
  it('shows a reader the deliveries with the filters of the address, each folio opening its delivery', async () => {
    signIn(['LogisticaLista']);
    server.on('GET', API.entregas, () => ({ json: page(rows(), { total: 30, page: 2 }) }));
    renderAt('/logistica/lista?estado=fallida&repartidorId=ninguno&q=mar&page=2&bogus=1');
    expect(await screen.findByRole('link', { name: 'L-2026-000001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'L-2026-000002' }).getAttribute('href')).toBe('/logistica/envio/ent-2');
    expect(Object.fromEntries(server.queries(API.entregas)[0]!)).toEqual({ estado: 'fallida', repartidorId: 'ninguno', q: 'mar', page: '2', pageSize: '25' });
    const row = screen.getByRole('link', { name: 'L-2026-000002' }).closest('tr')!;
    expect(within(row).getByText('Fallida')).toBeTruthy();
    expect(within(row).getByText('La persona la rechazó')).toBeTruthy();
    expect(within(row).getByText('Pedro Ruiz')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'L-2026-000001' }).closest('tr')!).getByText('Sin asignar')).toBeTruthy();
    expect(screen.getByText('30 entregas')).toBeTruthy();
    // nothing assigned to this reader: no "mis entregas" card
    expect(screen.queryByRole('region', { name: /^Mis entregas/ })).toBeNull();
    // a reader neither creates nor assigns
    expect(screen.queryByRole('button', { name: 'Nueva entrega' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Crear desde programa' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows a repartidor their own open deliveries on top, each opening its page, and nothing to someone with none', async () => {
    signIn(['LogisticaLista']);
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    server.on('GET', API.misEntregas, () => ({ json: { items: [{ ...entrega({ id: 'ent-9', folio: 'L-2026-000009' }), codigoSha256: null }], generadoEn: '2026-11-29T12:00:00.000Z' } }));
    renderAt('/logistica/lista');
    const mine = await screen.findByRole('region', { name: 'Mis entregas por hacer (1)' });
    expect(within(mine).getByRole('link', { name: 'L-2026-000009' }).getAttribute('href')).toBe('/logistica/envio/ent-9');
    expect(within(mine).getByText('Pendiente')).toBeTruthy();
  });

  it('shows a long route’s first deliveries, and the rest on request', async () => {
    signIn(['LogisticaLista']);
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    const route = Array.from({ length: 11 }, (_, i) => ({ ...entrega({ id: `ent-r${i}`, folio: `L-2026-0001${String(i).padStart(2, '0')}` }), codigoSha256: null }));
    server.on('GET', API.misEntregas, () => ({ json: { items: route, generadoEn: '2026-11-29T12:00:00.000Z' } }));
    renderAt('/logistica/lista');
    const mine = await screen.findByRole('region', { name: 'Mis entregas por hacer (11)' });
    expect(within(mine).getAllByRole('link')).toHaveLength(8);
    fireEvent.click(within(mine).getByRole('button', { name: 'Mostrar las 3 restantes' }));
    expect(within(mine).getAllByRole('link')).toHaveLength(11);
    expect(within(mine).queryByRole('button', { name: /restantes/ })).toBeNull();
  });

  it('keeps a changed filter in the address and asks again from page 1', async () => {
    signIn(['LogisticaLista']);
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    renderAt('/logistica/lista?page=3');
    await screen.findByRole('link', { name: 'L-2026-000001' });
    const repartidorSelect = screen.getByRole('combobox', { name: 'Repartidor' }) as HTMLSelectElement;
    await waitFor(() => expect(within(repartidorSelect).getByRole('option', { name: 'Pedro Ruiz' })).toBeTruthy());
    fireEvent.change(repartidorSelect, { target: { value: 'ninguno' } });
    await waitFor(() => expect(currentUrl()).toBe('/logistica/lista?repartidorId=ninguno'));
    await waitFor(() => expect(Object.fromEntries(server.queries(API.entregas).at(-1)!)).toEqual({ repartidorId: 'ninguno', page: '1', pageSize: '25' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'L-2026' } });
    await waitFor(() => expect(currentUrl()).toBe('/logistica/lista?repartidorId=ninguno&q=L-2026'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Quitar filtros' })[0]!);
    await waitFor(() => expect(currentUrl()).toBe('/logistica/lista'));
  });

  it('says how to start when there are none, and what to do when the filters match none', async () => {
    signIn(['LogisticaEditar']);
    server.on('GET', API.entregas, () => ({ json: page([]) }));
    const first = renderAt('/logistica/lista');
    expect(await screen.findByText('Aún no hay entregas: crea las primeras desde un programa con «Crear desde programa».')).toBeTruthy();
    first.unmount();
    renderAt('/logistica/lista?estado=entregada');
    expect(await screen.findByText('Ninguna entrega coincide con los filtros. Quita alguno para ver más.')).toBeTruthy();
  });

  it('explains a refusal in the user’s words and offers to try again', async () => {
    signIn(['LogisticaLista']);
    server.on('GET', API.entregas, () => apiError(403, 'product.disabled', 'Este municipio no tiene ese producto contratado.'));
    renderAt('/logistica/lista');
    expect(await screen.findByRole('alert')).toBeTruthy();
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'L-2026-000001' })).toBeTruthy();
  });

  it('lets an editor choose rows and assign them to a repartidor, and shows the server’s count', async () => {
    signIn(['LogisticaEditar']);
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    server.on('POST', API.asignar, () => ({ json: { asignadas: 1, sinRepartidor: 0, cerradas: 1 } }));
    renderAt('/logistica/lista');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Elegir L-2026-000001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir L-2026-000002' }));
    expect(screen.getByText('2 entregas elegidas')).toBeTruthy();
    const to = screen.getByRole('combobox', { name: 'Asignar a' });
    // only active staff are offered
    await waitFor(() => expect(within(to).getByRole('option', { name: 'Pedro Ruiz' })).toBeTruthy());
    expect(within(to).queryByRole('option', { name: 'Ana Gómez' })).toBeNull();
    fireEvent.change(to, { target: { value: 'u-rep-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('1 asignada · ya cerradas, sin cambio: 1')).toBeTruthy();
    expect(server.callsTo('POST', API.asignar)[0]!.body).toEqual({ ids: ['ent-1', 'ent-2'], destino: { modo: 'repartidor', repartidorId: 'u-rep-1' } });
    // the list is read again and the choice is cleared
    await waitFor(() => expect(server.queries(API.entregas).length).toBeGreaterThan(1));
    expect(screen.queryByText('2 entregas elegidas')).toBeNull();
  });

  it('assigns the whole page by zona, and shows a refusal by its code', async () => {
    signIn(['LogisticaEditar']);
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    server.on('POST', API.asignar, () => apiError(400, 'logistica.repartidor_not_found', 'x'));
    renderAt('/logistica/lista');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Elegir todas las entregas de esta página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Esa persona no es parte del personal de entregas activo.')).toBeTruthy();
    expect(server.callsTo('POST', API.asignar)[0]!.body).toEqual({ ids: ['ent-1', 'ent-2'], destino: { modo: 'porZona' } });
  });

  it('creates one delivery for a habitante found in the registry, this month by default', async () => {
    signIn(['LogisticaEditar']);
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    server.on('GET', API.habitantes, () => ({
      json: { items: [{ id: 'hab-9', nombreCompleto: 'Juan Pérez', curp: 'PEPJ900101HHGRRN01', telefono: '7711111111', colonia: { id: 'col-1', nombre: 'Centro' }, zona: null, edad: 36, sexo: 'H', consentimiento: true, createdAt: '2026-01-01T00:00:00.000Z' }], total: 1, totalExact: true, page: 1, pageSize: 8 },
    }));
    server.on('POST', API.entregas, () => ({ status: 201, json: entrega({ id: 'ent-9', folio: 'L-2026-000009' }) }));
    renderAt('/logistica/lista');
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva entrega' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    // what is missing is said next to each field
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear entrega' }));
    expect(await within(dialog).findAllByText('Este dato es obligatorio.')).toHaveLength(3);
    expect((within(dialog).getByLabelText(/^Periodo/) as HTMLInputElement).value).toBe(thisPeriod());
    const programaSelect = within(dialog).getByRole('combobox', { hidden: true, name: /Programa/ });
    await waitFor(() => expect(within(programaSelect).getByRole('option', { hidden: true, name: 'Apoyo alimentario' })).toBeTruthy());
    // an inactive programme takes no new deliveries
    expect(within(programaSelect).queryByRole('option', { hidden: true, name: 'Cerrado' })).toBeNull();
    fireEvent.change(programaSelect, { target: { value: 'prog-1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true, name: /Artículo o paquete/ }), { target: { value: 'Despensa básica' } });
    fireEvent.change(within(dialog).getByRole('searchbox', { hidden: true, name: /Buscar habitante/ }), { target: { value: 'Juan' } });
    fireEvent.click(await within(dialog).findByRole('radio', { hidden: true, name: /Juan Pérez · PEPJ900101HHGRRN01 · Centro/ }));
    expect(Object.fromEntries(server.queries(API.habitantes).at(-1)!)).toEqual({ q: 'Juan', page: '1', pageSize: '8' });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear entrega' }));
    expect(await screen.findByText('Entrega L-2026-000009 creada.')).toBeTruthy();
    expect(server.callsTo('POST', API.entregas)[0]!.body).toEqual({ programaId: 'prog-1', articulo: 'Despensa básica', periodo: thisPeriod(), habitanteId: 'hab-9', programadaPara: null });
  });

  it('creates deliveries in bulk from a programme’s roll, saying how many beforehand and what happened after', async () => {
    signIn(['LogisticaEditar']);
    server.on('GET', API.entregas, () => ({ json: page([]) }));
    server.on('POST', API.lote, () => ({ status: 201, json: { creadas: 10, omitidas: 2, asignadas: 8, ids: [] } }));
    renderAt('/logistica/lista');
    fireEvent.click(await screen.findByRole('button', { name: 'Crear desde programa' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Elige un programa para ver a cuántas personas llegará.')).toBeTruthy();
    const programaSelect = within(dialog).getByRole('combobox', { hidden: true, name: /Programa/ });
    await waitFor(() => expect(within(programaSelect).getByRole('option', { hidden: true, name: 'Apoyo alimentario' })).toBeTruthy());
    fireEvent.change(programaSelect, { target: { value: 'prog-1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true, name: /Artículo o paquete/ }), { target: { value: 'Despensa' } });
    expect(within(dialog).getByText('El programa tiene 12 personas inscritas: se crearán como mucho 12 entregas.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear hasta 12 entregas' }));
    expect(await screen.findByText('10 creadas · 2 omitidas (ya la tenían) · 8 asignadas')).toBeTruthy();
    expect(server.callsTo('POST', API.lote)[0]!.body).toEqual({ programaId: 'prog-1', articulo: 'Despensa', periodo: thisPeriod(), programadaPara: null, origen: { tipo: 'padron' }, asignarPorZona: true });
  });

  it('creates deliveries in bulk from a registry search, and keeps a refusal in the dialog, translated', async () => {
    signIn(['LogisticaEditar']);
    server.on('GET', API.entregas, () => ({ json: page([]) }));
    server.on('GET', API.habitantes, () => ({ json: { items: [], total: 1000, totalExact: false, page: 1, pageSize: 1 } }));
    server.on('POST', API.lote, () => apiError(400, 'logistica.lote_too_large', 'x'));
    renderAt('/logistica/lista');
    fireEvent.click(await screen.findByRole('button', { name: 'Crear desde programa' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const programaSelect = within(dialog).getByRole('combobox', { hidden: true, name: /Programa/ });
    await waitFor(() => expect(within(programaSelect).getByRole('option', { hidden: true, name: 'Apoyo alimentario' })).toBeTruthy());
    fireEvent.change(programaSelect, { target: { value: 'prog-1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true, name: /Artículo o paquete/ }), { target: { value: 'Despensa' } });
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: 'Una búsqueda en el padrón' }));
    const zona = within(dialog).getByRole('combobox', { hidden: true, name: 'Zona' });
    await waitFor(() => expect(within(zona).getByRole('option', { hidden: true, name: 'Norte' })).toBeTruthy());
    fireEvent.change(zona, { target: { value: 'z-1' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { hidden: true, name: 'Asignar cada una a un repartidor de su zona' }));
    await waitFor(() => expect(Object.fromEntries(server.queries(API.habitantes).at(-1)!)).toEqual({ zonaId: 'z-1', page: '1', pageSize: '1' }));
    expect(await within(dialog).findByText('La búsqueda encuentra más de 1000 personas: agrega filtros si no quieres crearlas todas.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: /Crear hasta/ }));
    expect(await within(dialog).findByText('La selección tiene demasiadas personas para una sola vez.')).toBeTruthy();
    expect(server.callsTo('POST', API.lote)[0]!.body).toMatchObject({ origen: { tipo: 'busqueda', filtro: { zonaId: 'z-1' } }, asignarPorZona: false });
  });

  it('shows the filtered deliveries on the map, saying how many have no place', async () => {
    // jsdom has no 2D canvas: a stand-in that draws nothing (a stand-in for the browser, not our code)
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function () {
      return new Proxy({}, { get: (t: Record<string | symbol, unknown>, k) => (k in t ? t[k] : () => undefined), set: (t, k, v) => ((t[k] = v), true) });
    } as unknown as typeof original;
    try {
      await mapShows();
    } finally {
      HTMLCanvasElement.prototype.getContext = original;
    }
  });

  async function mapShows() {
    signIn(['LogisticaLista']);
    server.on('GET', API.mapa, () => ({
      json: {
        items: [
          { id: 'ent-1', folio: 'L-2026-000001', lat: 20.05, lng: -99.34, estado: 'pendiente' },
          { id: 'ent-2', folio: 'L-2026-000002', lat: 20.06, lng: -99.35, estado: 'entregada' },
        ],
        total: 2,
        truncado: false,
        sinUbicacion: 3,
      },
    }));
    renderAt('/logistica/lista?vista=mapa&zonaId=z-1');
    expect(await screen.findByText(/Entregas en el mapa: 2\./)).toBeTruthy();
    expect(screen.getByText(/Sin ubicación \(no aparecen en el mapa\): 3\./)).toBeTruthy();
    expect(Object.fromEntries(server.queries(API.mapa)[0]!)).toEqual({ zonaId: 'z-1' });
    expect(server.queries(API.entregas)).toHaveLength(0);
    await screen.findByRole('application', { name: 'Mapa de entregas' });
    // the legend counts the points per state
    const legend = await screen.findByRole('list', { name: 'Estatus' });
    expect(within(legend).getByText('Entregada').closest('li')!.textContent).toContain('1');
    fireEvent.click(screen.getByRole('button', { name: 'Tabla' }));
    await waitFor(() => expect(currentUrl()).toBe('/logistica/lista?zonaId=z-1'));
  }

  it('downloads the CSV of the filters (not of one page) in the user’s language', async () => {
    signIn(['LogisticaLista']);
    server.on('GET', API.entregas, () => ({ json: page(rows()) }));
    server.onRaw('GET', API.csv, () => ({ body: 'folio\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="entregas.csv"' } }));
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    try {
      renderAt('/logistica/lista?estado=pendiente&page=2');
      fireEvent.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
      await waitFor(() => expect(saved).toEqual(['entregas.csv']));
      expect(Object.fromEntries(server.rawCalls[0]!.query)).toEqual({ estado: 'pendiente' });
      expect(server.rawCalls[0]!.headers.get('accept-language')).toBe('es');
    } finally {
      click.mockRestore();
    }
  });
});
