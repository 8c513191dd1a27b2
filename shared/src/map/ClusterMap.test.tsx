import { FluentProvider, type Theme, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import type { CaseMapResponse } from '../contract/cases';
import { ClusterMap, type ClusterMapProps } from './ClusterMap';
import type { ClusterStats } from './clusterLayer';
import { L } from './leaflet';
import { NEUTRAL_COLOR } from './mapColors';
import { forgetTileProbes } from './tiles';
import { useLayoutSize } from '../test/layoutSize';

useLayoutSize(800, 600);

const CENTER = { lat: 19.43, lng: -99.13 };
const data: CaseMapResponse = {
  estatus: [
    { id: 'e1', nombre: 'Nuevo', color: '#0078d4', final: false },
    { id: 'e2', nombre: 'Atendido', color: '#107c10', final: true },
  ],
  tipos: [
    { id: 't1', nombre: 'Bache', color: '#ff8c00' },
    { id: 't2', nombre: 'Alumbrado', color: '#ffb900' },
  ],
  points: [
    // three within a few metres: one cluster at zoom 12, mostly "Atendido"
    [19.4301, -99.1301, 1, 0, 'id-1', 'R-2026-000001'],
    [19.43012, -99.13012, 1, 0, 'id-2', 'R-2026-000002'],
    [19.43014, -99.1301, 0, 0, 'id-3', 'R-2026-000003'],
    // about 150 px east of them at zoom 12
    [19.43, -99.08, 0, 1, 'id-4', 'R-2026-000004'],
  ],
  total: 4,
};

function renderMap(props: Partial<ClusterMapProps> = {}) {
  let map: L.Map | null = null;
  const stats: ClusterStats[] = [];
  const opened: string[] = [];
  const view = render(
    <ClusterMap
      points={data.points}
      estatus={data.estatus}
      tipos={data.tipos}
      center={CENTER}
      zoom={12}
      markers="dom"
      onMap={(m) => (map = m)}
      onRendered={(s) => stats.push(s)}
      onOpen={(id) => opened.push(id)}
      {...props}
    />,
  );
  return { ...view, map: () => map!, stats, opened };
}

const clusterEls = () => Array.from(document.querySelectorAll<HTMLElement>('.sig-map-cluster'));
const pointEls = () => Array.from(document.querySelectorAll<HTMLElement>('.sig-map-point'));

describe('ClusterMap', () => {
  beforeEach(() => forgetTileProbes());
  afterEach(() => cleanup());

  it('draws a cluster bubble with its count, coloured by its dominant estatus, and the lone point apart', () => {
    const { stats } = renderMap();
    expect(clusterEls()).toHaveLength(1);
    const bubble = clusterEls()[0];
    expect(bubble.textContent).toBe('3');
    expect(bubble.innerHTML).toContain('--sig-map-c:#107c10');
    expect(bubble.getAttribute('aria-label')).toBe('3 reportes: pulsa para acercar');
    expect(pointEls()).toHaveLength(1);
    expect(pointEls()[0].getAttribute('aria-label')).toBe('Reporte R-2026-000004');
    expect(stats.at(-1)).toMatchObject({ zoom: 12, clusters: 1, points: 1 });
  });

  it('rings the bubble in a neutral colour when asked to', () => {
    renderMap({ clusterColors: 'neutral' });
    expect(clusterEls()[0].innerHTML).toContain(`--sig-map-c:${NEUTRAL_COLOR}`);
    expect(pointEls()[0].innerHTML).toContain('--sig-map-c:#0078d4');
  });

  it('zooms in where a clicked cluster splits and then draws its points one by one', () => {
    const { map, stats } = renderMap();
    fireEvent.click(clusterEls()[0]);
    expect(map().getZoom()).toBeGreaterThan(12);
    expect(stats.at(-1)).toMatchObject({ clusters: 0 });
    expect(pointEls().length).toBeGreaterThanOrEqual(3);
  });

  it('redraws only for the visible bounds after a move', () => {
    const { map, stats } = renderMap();
    act(() => void map().setView([25.67, -100.31], 12));
    expect(stats.at(-1)).toMatchObject({ clusters: 0, points: 0 });
    expect(clusterEls().concat(pointEls())).toHaveLength(0);
  });

  it('opens a popup with folio, tipo and estatus whose link calls onOpen with the id', async () => {
    const { opened } = renderMap({ detailHref: (id) => `/sig/reporte/${id}` });
    fireEvent.click(pointEls()[0]);
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.leaflet-popup')!);
    expect(within(popup).getByText('R-2026-000004')).toBeTruthy();
    expect(within(popup).getByText('Alumbrado')).toBeTruthy();
    expect(within(popup).getByText('Nuevo')).toBeTruthy();
    const link = within(popup).getByRole('link', { name: 'Ver detalle' });
    expect(link.getAttribute('href')).toBe('/sig/reporte/id-4');
    fireEvent.click(link);
    expect(opened).toEqual(['id-4']);
    expect(popup.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label')).toBe('Cerrar');
    expect(popup.getAttribute('dir')).toBe('ltr');
  });

  it('opens the popup right-to-left in Arabic (its close button on the left)', async () => {
    renderMap({ lang: 'ar' });
    fireEvent.click(pointEls()[0]);
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.leaflet-popup')!);
    expect(popup.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('style[data-sig-map]')?.textContent).toContain('.leaflet-popup[dir=rtl] .leaflet-popup-close-button{right:auto;left:0}');
  });

  it('uses renderPopup when given', async () => {
    renderMap({ renderPopup: (p) => <strong>Mi popup {p.folio}</strong> });
    fireEvent.click(pointEls()[0]);
    expect(await screen.findByText('Mi popup R-2026-000004')).toBeTruthy();
  });

  it('opens the point nearest the centre on Enter and moves the focus into the popup', async () => {
    const { map } = renderMap();
    act(() => void map().setView([19.43, -99.08], 12, { animate: false }));
    const container = screen.getByRole('application', { name: 'Mapa de reportes' });
    container.focus();
    fireEvent.keyDown(container, { key: 'Enter' });
    const link = await screen.findByRole('button', { name: 'Ver detalle' });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.leaflet-popup')).toBeNull());
    expect(document.activeElement).toBe(container);
  });

  it('does nothing on Enter when no marker is near the centre', () => {
    const { map } = renderMap();
    act(() => void map().setView([19.5, -99.3], 12, { animate: false }));
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Enter' });
    expect(document.querySelector('.leaflet-popup')).toBeNull();
  });

  it('shows the legend with the counts, and how many matched when the server sent fewer', () => {
    renderMap({ total: 12 });
    const legend = screen.getByRole('list', { name: 'Estatus' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nuevo2', 'Atendido2']);
    expect(screen.getByText('4 de 12 reportes en el mapa')).toBeTruthy();
  });

  it('speaks the language it is given, right-to-left in Arabic with the zoom buttons on the right', () => {
    renderMap({ lang: 'ar' });
    const container = screen.getByRole('application', { name: 'خريطة البلاغات' });
    expect(container.getAttribute('dir')).toBe('ltr');
    expect(container.parentElement!.parentElement!.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.leaflet-top.leaflet-right .leaflet-control-zoom-in')?.getAttribute('title')).toBe('تكبير');
  });

  it('adds its stylesheet to the page once however many maps there are', () => {
    renderMap();
    renderMap();
    expect(document.head.querySelectorAll('style[data-sig-map]')).toHaveLength(1);
  });

  it('keeps a plain background and says so when the tile server cannot be reached', async () => {
    const original = window.Image;
    window.Image = class {
      onerror: (() => void) | null = null;
      onload: (() => void) | null = null;
      set src(_: string) {
        setTimeout(() => this.onerror?.(), 0);
      }
    } as unknown as typeof Image;
    try {
      const tiles: string[] = [];
      renderMap({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', onTiles: (s) => tiles.push(s) });
      expect(await screen.findByText('No se pudo cargar el mapa base; los puntos siguen disponibles.')).toBeTruthy();
      expect(tiles).toEqual(['probing', 'off']);
      expect(document.querySelector('.leaflet-tile-pane')?.childElementCount).toBe(0);
      expect(clusterEls()).toHaveLength(1);
    } finally {
      window.Image = original;
    }
  });

  it('adds the tile layer with its credit when the tile server answers', async () => {
    const original = window.Image;
    window.Image = class {
      onerror: (() => void) | null = null;
      onload: (() => void) | null = null;
      set src(_: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    } as unknown as typeof Image;
    try {
      renderMap({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
      await waitFor(() => expect(document.querySelector('.leaflet-tile-pane')?.childElementCount).toBe(1));
      expect(document.querySelector('.leaflet-control-attribution')?.textContent).toContain('OpenStreetMap');
    } finally {
      window.Image = original;
    }
  });
});

/** jsdom has no 2D canvas: a stand-in that records the drawing calls (a stand-in for the browser, not our code). */
function recordingCanvas() {
  const calls: { canvas: HTMLCanvasElement; name: string; args: unknown[] }[] = [];
  const original = HTMLCanvasElement.prototype.getContext;
  const contexts = new WeakMap<HTMLCanvasElement, object>();
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
      const canvas = this;
      if (!contexts.has(canvas)) {
        const state: Record<string | symbol, unknown> = {};
        contexts.set(
          canvas,
          new Proxy(state, {
            get: (target, name) => (name in target ? target[name] : (...args: unknown[]) => void calls.push({ canvas, name: String(name), args })),
            set: (target, name, value) => (calls.push({ canvas, name: `set ${String(name)}`, args: [value] }), (target[name] = value), true),
          }),
        );
      }
      return contexts.get(canvas);
    } as typeof original;
  });
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = original;
  });
  return calls;
}

describe('ClusterMap on one canvas (the default)', () => {
  const calls = recordingCanvas();
  beforeEach(() => {
    forgetTileProbes();
    calls.length = 0;
  });
  afterEach(() => cleanup());

  const mapCanvas = () => document.querySelector<HTMLCanvasElement>('.leaflet-pane canvas')!;
  const onMap = () => calls.filter((c) => c.canvas === mapCanvas());
  const set = (name: string) => onMap().filter((c) => c.name === `set ${name}`).map((c) => c.args[0]);

  it('draws the lone point and the bubble with its count, ringed in its dominant estatus, on the canvas', () => {
    const { map, stats } = renderMap({ markers: undefined });
    const centres = onMap().filter((c) => c.name === 'arc').map((c) => c.args as number[]);
    const dot = map().latLngToLayerPoint([19.43, -99.08]);
    expect(centres[0].slice(0, 3)).toEqual([dot.x, dot.y, 6]);
    // three points: a 15 px bubble (ring included) on the cluster, a few metres from the first point
    const first = map().latLngToLayerPoint([19.4301, -99.1301]);
    const [x, y, r] = centres[1];
    expect(Math.hypot(x - first.x, y - first.y)).toBeLessThan(2);
    expect(r + 2.5).toBe(15);
    expect(onMap().filter((c) => c.name === 'fillText').map((c) => c.args.slice(0, 2))).toEqual([['3', x]]);
    expect(set('strokeStyle')).toContain('#107c10');
    expect(clusterEls().concat(pointEls())).toHaveLength(0);
    expect(stats.at(-1)).toMatchObject({ zoom: 12, clusters: 1, points: 1, added: 0 });
  });

  it('redraws after a move or a view reset and nothing clears the canvas after it', () => {
    const { map, stats } = renderMap({ markers: undefined });
    for (const [lat, lng, zoom] of [[25.67, -100.31, 12], [19.43, -99.13, 12], [19.43, -99.13, 13], [19.43, -99.13, 12]] as const) {
      calls.length = 0;
      act(() => void map().setView([lat, lng], zoom, { animate: false }));
      const names = onMap().map((c) => c.name);
      const lastDrawing = names.lastIndexOf('fillText');
      // Monterrey: nothing of this data set in view
      if (lat === 19.43) expect(lastDrawing).toBeGreaterThan(-1);
      expect(names.slice(lastDrawing + 1)).not.toContain('clearRect');
    }
    expect(stats.at(-1)).toMatchObject({ clusters: 1, points: 1 });
  });

  it('draws bubbles in the theme of the page, and again when the theme changes', () => {
    const themed = (theme: Theme) => (
      <FluentProvider theme={theme}>
        <ClusterMap points={data.points} estatus={data.estatus} tipos={data.tipos} center={CENTER} zoom={12} />
      </FluentProvider>
    );
    const view = render(themed(webDarkTheme));
    expect(webDarkTheme.colorNeutralBackground1).not.toBe(webLightTheme.colorNeutralBackground1);
    // the dot's estatus, then the bubble's background and its count
    expect(set('fillStyle')).toEqual(['#0078d4', webDarkTheme.colorNeutralBackground1, webDarkTheme.colorNeutralForeground1]);
    calls.length = 0;
    view.rerender(themed(webLightTheme));
    expect(set('fillStyle')).toEqual(['#0078d4', webLightTheme.colorNeutralBackground1, webLightTheme.colorNeutralForeground1]);
  });

  it('opens the popup of a clicked point and zooms into a clicked bubble', async () => {
    const { map } = renderMap({ markers: undefined });
    const at = (lat: number, lng: number) => ({ latlng: L.latLng(lat, lng), layerPoint: map().latLngToLayerPoint([lat, lng]) });
    act(() => void map().fire('click', at(19.43, -99.08)));
    expect(await screen.findByText('R-2026-000004')).toBeTruthy();
    act(() => void map().fire('click', at(19.43012, -99.13011)));
    expect(map().getZoom()).toBeGreaterThan(12);
  });

  it('ignores a click on empty ground', () => {
    const { map } = renderMap({ markers: undefined });
    act(() => void map().fire('click', { latlng: L.latLng(19.5, -99.2), layerPoint: map().latLngToLayerPoint([19.5, -99.2]) }));
    expect(map().getZoom()).toBe(12);
    expect(document.querySelector('.leaflet-popup')).toBeNull();
  });

  it('opens the point nearest the centre on Enter', async () => {
    const { map } = renderMap({ markers: undefined });
    act(() => void map().setView([19.4301, -99.0801], 12, { animate: false }));
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Ver detalle' })).toBeTruthy();
  });
});
