import '../test/svgSupport';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { zona } from '../test/fixtures';
import { useLayoutSize } from '@sig/shared/testing/layoutSize';
import { clickMap, latLngAt } from '../test/mapPointer';
import { messageUnder, renderAt, signIn } from '../test/renderApp';

const ZONAS = '/api/1.0/sig/catalogos/zonas';
const list = <T,>(items: T[]) => ({ json: { items, total: items.length, page: 1, pageSize: 25 } });
const square = { type: 'Polygon' as const, coordinates: [[[-99.14, 19.42], [-99.13, 19.42], [-99.13, 19.43], [-99.14, 19.43], [-99.14, 19.42]]] };
let server: FakeServer;

useLayoutSize(640, 320);
// Leaflet focuses the map on a mouse press and scrolls the page back where it was; jsdom cannot scroll.
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));

beforeEach(() => {
  server = fakeServer();
  signIn(['admin']);
});

const sent = (method: string) => server.calls.filter((c) => c.method === method).map((c) => c.body);

async function openDialog(button: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  const map = await within(dialog).findByRole('application', { hidden: true, name: 'Mapa para dibujar el contorno' });
  // the editor takes clicks once it has set its crosshair cursor
  await waitFor(() => expect(map.classList.contains('leaflet-crosshair')).toBe(true));
  return { dialog, map, field: within(dialog).getByRole('group', { hidden: true, name: 'Polígono' }) };
}

describe('/sig/zonas', () => {
  it('creates a zona by drawing its outline: three points make the closed ring the request carries', async () => {
    server.on('GET', ZONAS, () => list([]));
    server.on('POST', ZONAS, ({ body }) => ({ status: 201, json: zona({ ...(body as object), id: 'z9' }) }));
    renderAt('/sig/zonas');
    await screen.findByText('Todavía no hay registros en este catálogo.');

    const { dialog, map, field } = await openDialog('Nueva zona');
    expect(within(dialog).queryByText(/llegará en un paso posterior/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Zona Sur' } });
    clickMap(map, 200, 100);
    clickMap(map, 400, 100);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));
    expect(messageUnder(field)).toContain('Marca al menos 3 puntos distintos, o borra el contorno para dejar la zona sin polígono.');
    expect(sent('POST')).toHaveLength(0);

    clickMap(map, 300, 250);
    expect(within(dialog).getByTestId('zona-polygon-count').textContent).toBe('3 vértices');
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Crear' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const ring = [latLngAt(200, 100), latLngAt(400, 100), latLngAt(300, 250), latLngAt(200, 100)].map(({ lat, lng }) => [lng, lat]);
    expect(sent('POST')[0]).toEqual({ nombre: 'Zona Sur', responsable: '', poligono: { type: 'Polygon', coordinates: [ring] }, activo: true });
  });

  it('opens a saved outline on the map and sends it back unchanged', async () => {
    server.on('GET', ZONAS, () => list([zona({ poligono: square })]));
    server.on('PATCH', `${ZONAS}/z1`, ({ body }) => ({ json: zona({ ...(body as object) }) }));
    renderAt('/sig/zonas');
    expect(await screen.findByText('4 vértices')).toBeTruthy();

    const { dialog } = await openDialog('Editar Zona Centro');
    await waitFor(() => expect(dialog.querySelectorAll('.sig-zona-vertex')).toHaveLength(4));
    fireEvent.change(within(dialog).getByLabelText('Responsable'), { target: { value: 'Luis Gómez' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toEqual({ nombre: 'Zona Centro', responsable: 'Luis Gómez', poligono: square, activo: true });
  });

  it('takes a pasted GeoJSON Feature as the outline, and holds back a broken one', async () => {
    server.on('GET', ZONAS, () => list([zona({ poligono: square }), zona({ id: 'z2', nombre: 'Zona Norte' })]));
    server.on('PATCH', `${ZONAS}/z2`, ({ body }) => ({ json: zona({ ...(body as object), id: 'z2' }) }));
    renderAt('/sig/zonas');
    expect(await screen.findByText('Sin polígono')).toBeTruthy();

    const { dialog, field } = await openDialog('Editar Zona Norte');
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Editar como GeoJSON' }));
    const text = within(dialog).getByLabelText('GeoJSON del contorno');
    fireEvent.change(text, { target: { value: '{"type":"Feature"' } });
    expect(messageUnder(text)).toContain('No es un JSON válido.');
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));
    expect(messageUnder(field)).toContain('El GeoJSON del contorno tiene un error: corrígelo o dibuja el contorno en el mapa.');
    expect(sent('PATCH')).toHaveLength(0);

    fireEvent.change(text, { target: { value: JSON.stringify({ type: 'Feature', properties: {}, geometry: square }) } });
    expect(dialog.querySelectorAll('.sig-zona-vertex')).toHaveLength(4);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toMatchObject({ poligono: square });
  });

  it('sends no polygon when the outline is cleared', async () => {
    server.on('GET', ZONAS, () => list([zona({ poligono: square })]));
    server.on('PATCH', `${ZONAS}/z1`, ({ body }) => ({ json: zona({ ...(body as object) }) }));
    renderAt('/sig/zonas');
    await screen.findByText('4 vértices');

    const { dialog } = await openDialog('Editar Zona Centro');
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Borrar contorno' }));
    const ask = await screen.findByRole('alertdialog', { hidden: true });
    fireEvent.click(within(ask).getByRole('button', { hidden: true, name: 'Borrar' }));
    await waitFor(() => expect(dialog.querySelectorAll('.sig-zona-vertex')).toHaveLength(0));
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Guardar cambios' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toMatchObject({ poligono: null });
  });
});
