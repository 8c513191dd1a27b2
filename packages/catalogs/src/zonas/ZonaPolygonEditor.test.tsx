import '../test/svgSupport';

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FALLBACK_VIEW } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLayoutSize } from '@sig/shared/testing/layoutSize';
import { clickMap, drag, latLngAt } from '../test/mapPointer';
import { ZonaPolygonEditor } from './ZonaPolygonEditor';
import { type PolygonDraft, emptyDraft, fromGeoPolygon, toGeoPolygon } from './polygonEdit';

useLayoutSize(640, 320);
// Leaflet focuses the map on a mouse press and scrolls the page back where it was; jsdom cannot scroll.
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));

const square = { type: 'Polygon' as const, coordinates: [[[-99.14, 19.42], [-99.13, 19.42], [-99.13, 19.43], [-99.14, 19.43], [-99.14, 19.42]]] };

/** A form holding the value, as the catalogue dialog does. */
function Form({ initial, drafts }: { initial: PolygonDraft; drafts: PolygonDraft[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ZonaPolygonEditor
      label="Polígono"
      value={value}
      onChange={(v) => {
        drafts.push(v);
        setValue(v);
      }}
    />
  );
}

function renderEditor(initial: PolygonDraft = emptyDraft()) {
  const drafts: PolygonDraft[] = [];
  render(<Form initial={initial} drafts={drafts} />);
  return { last: () => drafts.at(-1)!, drafts };
}

/** The map once it takes clicks (the editor sets its crosshair cursor then). */
async function findMap() {
  const map = await screen.findByRole('application', { name: 'Mapa para dibujar el contorno' });
  await waitFor(() => expect(map.classList.contains('leaflet-crosshair')).toBe(true));
  return map;
}
const count = () => screen.getByTestId('zona-polygon-count').textContent;
const vertices = () => [...document.querySelectorAll<HTMLElement>('.sig-zona-vertex')];
const outlinePath = () => document.querySelector<SVGPathElement>('.leaflet-overlay-pane path');
const geoJsonBox = () => screen.getByLabelText('GeoJSON del contorno') as HTMLTextAreaElement;
/** Where Leaflet placed an icon in the map's pane (jsdom has no 3D transforms, so it uses left and top). */
const placeOf = (el: HTMLElement): [number, number] => [parseFloat(el.style.left), parseFloat(el.style.top)];

type SystemGlobals = { __SIG_SYSTEM_BUNDLE__?: boolean; __system_context__?: { import(id: string): Promise<unknown> } };

// First in the file: the map module, once loaded, stays loaded for the file's other tests.
describe('when the map cannot be downloaded', () => {
  const system = globalThis as SystemGlobals;
  afterEach(() => {
    delete system.__SIG_SYSTEM_BUNDLE__;
    delete system.__system_context__;
  });

  it('shows it loading, then a retry, and the outline can still be typed as GeoJSON', async () => {
    // SystemJS (the browser's loader in the portal) fails once, as on a lost connection, then answers
    let fail = true;
    system.__SIG_SYSTEM_BUNDLE__ = true;
    system.__system_context__ = { import: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : import('@sig/shared/map')) };
    const { last } = renderEditor();
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByText('No se pudo cargar el mapa. Reintenta o edita el contorno como GeoJSON.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Editar como GeoJSON' }));
    fireEvent.change(geoJsonBox(), { target: { value: JSON.stringify(square) } });
    expect(count()).toBe('4 vértices');
    expect(toGeoPolygon(last())).toEqual(square);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await findMap();
    await waitFor(() => expect(vertices()).toHaveLength(4));
  });
});

describe('ZonaPolygonEditor', () => {
  it('adds a vertex where the map is clicked and draws the closed outline, counting aloud', async () => {
    const { last } = renderEditor();
    const map = await findMap();
    expect(count()).toBe('Marca al menos 3 puntos en el mapa.');
    expect(screen.getByTestId('zona-polygon-count').getAttribute('aria-live')).toBe('polite');

    clickMap(map, 200, 100);
    expect(count()).toBe('1 vértice. Marca al menos 3 puntos en el mapa.');
    clickMap(map, 400, 100);
    clickMap(map, 300, 250);
    expect(count()).toBe('3 vértices');
    expect(last().outline).toEqual([latLngAt(200, 100), latLngAt(400, 100), latLngAt(300, 250)]);
    expect(vertices()).toHaveLength(3);
    expect(vertices()[1].title).toBe('Vértice 2: arrástralo para moverlo');
    // a polygon path closes itself ("z"), from the first corner through the other two
    expect(outlinePath()?.getAttribute('d')).toMatch(/^M200 100L400 100L300 250z$/);
  });

  it('moves a vertex that is dragged', async () => {
    const { last } = renderEditor();
    const map = await findMap();
    clickMap(map, 200, 100);
    clickMap(map, 400, 100);
    clickMap(map, 300, 250);
    drag(vertices()[2], [300, 250], [-60, 20]);
    expect(last().outline).toEqual([latLngAt(200, 100), latLngAt(400, 100), latLngAt(240, 270)]);
    expect(placeOf(vertices()[2])).toEqual([240, 270]);
  });

  it('undoes the last vertex, and clears a polygon only once confirmed', async () => {
    const { last } = renderEditor();
    const map = await findMap();
    const undo = screen.getByRole('button', { name: 'Deshacer último punto' }) as HTMLButtonElement;
    const clear = screen.getByRole('button', { name: 'Borrar contorno' }) as HTMLButtonElement;
    expect([undo.disabled, clear.disabled]).toEqual([true, true]);
    for (const [x, y] of [[200, 100], [400, 100], [300, 250], [150, 250]]) clickMap(map, x, y);

    fireEvent.click(undo);
    expect(last().outline).toEqual([latLngAt(200, 100), latLngAt(400, 100), latLngAt(300, 250)]);
    expect(vertices()).toHaveLength(3);

    fireEvent.click(clear);
    const ask = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(ask).getByText('¿Borrar el contorno?')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { hidden: true, name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(vertices()).toHaveLength(3);

    fireEvent.click(clear);
    fireEvent.click(within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', { hidden: true, name: 'Borrar' }));
    await waitFor(() => expect(vertices()).toHaveLength(0));
    expect(last().outline).toEqual([]);
    expect(outlinePath()).toBeNull();
    expect(count()).toBe('Marca al menos 3 puntos en el mapa.');
  });

  it('clears fewer than 3 points without asking', async () => {
    const { last } = renderEditor();
    const map = await findMap();
    clickMap(map, 200, 100);
    clickMap(map, 400, 100);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar contorno' }));
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(last().outline).toEqual([]);
  });

  it('adds a vertex at the centre on Enter when the map has the focus, and says how in its help', async () => {
    const { last } = renderEditor();
    const map = await findMap();
    const help = document.getElementById(map.getAttribute('aria-describedby')!)!.textContent;
    expect(help).toContain('pulsa Enter para añadir un vértice en el centro');
    map.focus();
    fireEvent.keyDown(map, { key: 'Enter' });
    expect(last().outline).toEqual([FALLBACK_VIEW.center]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Deshacer último punto' }), { key: 'Enter' });
    expect(last().outline).toHaveLength(1);
  });

  it('shows a saved polygon whole: its vertices spread over the map, not a dot on the country', async () => {
    renderEditor(fromGeoPolygon(square));
    await findMap();
    expect(count()).toBe('4 vértices');
    await waitFor(() => expect(vertices()).toHaveLength(4));
    const places = vertices().map(placeOf);
    const xs = places.map(([x]) => x);
    const ys = places.map(([, y]) => y);
    // fitted with 24 px of padding in a 640 × 320 map: the square fills the height
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(150);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(640);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(320);
  });

  it('keeps the GeoJSON text and the map in step both ways', async () => {
    const { last } = renderEditor();
    const map = await findMap();
    const toggle = screen.getByRole('button', { name: 'Editar como GeoJSON' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(geoJsonBox().value).toBe('');

    for (const [x, y] of [[200, 100], [400, 100], [300, 250]]) clickMap(map, x, y);
    expect(JSON.parse(geoJsonBox().value)).toEqual(toGeoPolygon(last()));

    // what is typed stays as typed, and the map draws it
    const typed = JSON.stringify({ type: 'Feature', properties: {}, geometry: square }, null, 2);
    fireEvent.change(geoJsonBox(), { target: { value: typed } });
    expect(geoJsonBox().value).toBe(typed);
    expect(vertices()).toHaveLength(4);
    expect(toGeoPolygon(last())).toEqual(square);

    // a typo is pointed out and the last good outline stays on the map, not sendable
    fireEvent.change(geoJsonBox(), { target: { value: typed.slice(0, -3) } });
    expect(screen.getByText('No es un JSON válido.')).toBeTruthy();
    expect(vertices()).toHaveLength(4);
    expect(last().problem).toBe('json');

    // drawing again replaces the broken text
    act(() => void clickMap(map, 320, 40));
    expect(last().problem).toBeNull();
    expect(JSON.parse(geoJsonBox().value).coordinates[0]).toHaveLength(6);
  });
});
