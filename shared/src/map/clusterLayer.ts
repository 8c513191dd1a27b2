import type { CanvasTheme } from './canvasTheme';
import type { ClusterIndex } from './clusterIndex';
import { type ClusterItem, POINT_RADIUS, itemAt, itemsOf, radiusOf } from './clusterItems';
import { layerProjectionOf } from './layerProjection';
import { L } from './leaflet';

/**
 * How the clusters and points are drawn: all on one canvas (default: a redraw costs a few milliseconds
 * whatever the count), or as focusable DOM markers (each is a Leaflet layer; thousands make zooming stutter).
 */
export type MarkerMode = 'canvas' | 'dom';

export interface ClusterStats {
  zoom: number;
  clusters: number;
  points: number;
  /** DOM markers created and removed by this redraw (canvas: everything is redrawn, both 0). */
  added: number;
  removed: number;
  /** Time spent querying the index and drawing, in ms. */
  ms: number;
}

export interface ClusterLayerOptions {
  markers: MarkerMode;
  /** Colours and font of the canvas drawing (DOM markers take the CSS variables). */
  theme: CanvasTheme;
  /** A safe CSS colour for an estatus index (or for -1: unknown). */
  colorOf: (estatusIndex: number) => string;
  countText: (count: number) => string;
  clusterLabel: (count: number) => string;
  pointLabel: (row: number) => string;
  onPoint: (row: number, latlng: L.LatLng, viaKeyboard: boolean) => void;
  onRendered?: (stats: ClusterStats) => void;
}

export interface ClusterLayer {
  /** Enter on the map: expands the cluster or opens the point nearest the centre, if one is within reach. */
  activateNearest(reachPx?: number): boolean;
  remove(): void;
}

/** Beyond the visible bounds by this share, so a short pan shows what was already drawn. */
const BOUNDS_PAD = 0.2;
/** Enter on the map reaches a marker at most this far from the centre, in pixels. */
export const KEYBOARD_REACH_PX = 64;
/** Clicks this close to a small dot still hit it (fingers). */
const CLICK_REACH_PX = 4;
const PANE = 'sigClusters';
/** Ring width of a cluster bubble on the canvas, in pixels. */
const RING = 5;

export function createClusterLayer(map: L.Map, index: ClusterIndex, opts: ClusterLayerOptions): ClusterLayer {
  return opts.markers === 'dom' ? new DomClusterLayer(map, index, opts) : new CanvasClusterLayer(map, index, opts);
}

/** What both drawings share: the query for the visible bounds and what an activation does. */
abstract class BaseClusterLayer implements ClusterLayer {
  protected readonly map: L.Map;
  protected readonly index: ClusterIndex;
  protected readonly opts: ClusterLayerOptions;

  constructor(map: L.Map, index: ClusterIndex, opts: ClusterLayerOptions) {
    this.map = map;
    this.index = index;
    this.opts = opts;
  }

  protected query(): { zoom: number; items: ClusterItem[] } {
    const b = this.map.getBounds().pad(BOUNDS_PAD);
    const zoom = Math.round(this.map.getZoom());
    return { zoom, items: itemsOf(this.index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) };
  }

  protected report(zoom: number, items: ClusterItem[], added: number, removed: number, started: number): void {
    const clusters = items.filter((i) => i.clusterId !== null).length;
    this.opts.onRendered?.({ zoom, clusters, points: items.length - clusters, added, removed, ms: performance.now() - started });
  }

  protected activate(item: ClusterItem, viaKeyboard: boolean): void {
    const latlng = L.latLng(item.lat, item.lng);
    if (item.clusterId === null) {
      this.opts.onPoint(item.row!, latlng, viaKeyboard);
      return;
    }
    this.map.setView(latlng, Math.min(this.index.getClusterExpansionZoom(item.clusterId), this.map.getMaxZoom()));
  }

  abstract activateNearest(reachPx?: number): boolean;
  abstract remove(): void;
}

function groupByColor(drawn: Drawn[], colorOf: (estatus: number) => string): Map<string, Drawn[]> {
  const groups = new Map<string, Drawn[]>();
  for (const d of drawn) {
    const color = colorOf(d.item.estatus);
    const group = groups.get(color);
    if (group) group.push(d);
    else groups.set(color, [d]);
  }
  return groups;
}

/**
 * A Leaflet canvas renderer that leaves the drawing to us. Its own repaint of Leaflet paths (after each
 * update, and once more after a view reset) clears the whole canvas: with no paths of its own it would wipe
 * the clusters just drawn.
 */
const OwnDrawingCanvas: new (options?: L.RendererOptions) => L.Canvas = L.Canvas.extend({ _updatePaths() {} });

interface Drawn {
  item: ClusterItem;
  /** Layer point (Leaflet's pixel space of the current zoom) of the centre. */
  x: number;
  y: number;
  radius: number;
}

/**
 * Everything on one Leaflet canvas renderer: Leaflet sizes, places and zoom-animates the canvas and says
 * `update` after each move; this draws the bubbles and dots itself. No Leaflet layer per point, so nothing
 * grows with the number of points but the drawing.
 */
class CanvasClusterLayer extends BaseClusterLayer {
  private readonly renderer: L.Canvas;
  private drawn: Drawn[] = [];

  constructor(map: L.Map, index: ClusterIndex, opts: ClusterLayerOptions) {
    super(map, index, opts);
    // above zona polygons (overlay pane, 400), below markers and popups
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = '450';
    this.renderer = new OwnDrawingCanvas({ padding: BOUNDS_PAD, pane: PANE });
    this.renderer.on('update', this.draw);
    map.on('click', this.onClick);
    this.renderer.addTo(map);
    this.canvas().addEventListener('mousemove', this.onHover);
  }

  /** The renderer's canvas (Leaflet 1.9 keeps it in `_container`; it has no public getter). */
  private canvas(): HTMLCanvasElement {
    return (this.renderer as unknown as { _container: HTMLCanvasElement })._container;
  }

  private readonly draw = (): void => {
    const started = performance.now();
    const { zoom, items } = this.query();
    // Leaflet has just resized (cleared) the canvas and translated it to layer points
    const ctx = this.canvas().getContext('2d');
    if (!ctx) return;
    // dots first and bubbles after: drawn over them, and hit testing looks at the last drawn first
    const dots: Drawn[] = [];
    const bubbles: Drawn[] = [];
    const at = layerProjectionOf(this.map);
    for (const item of items) {
      (item.clusterId === null ? dots : bubbles).push({ item, x: at.x(item.lng), y: at.y(item.lat), radius: radiusOf(item.count) });
    }
    // One path per colour rather than per item: a thousand dots cost a handful of fills.
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    for (const [color, group] of groupByColor(dots, this.opts.colorOf)) {
      ctx.beginPath();
      for (const d of group) {
        ctx.moveTo(d.x + POINT_RADIUS, d.y);
        ctx.arc(d.x, d.y, POINT_RADIUS, 0, Math.PI * 2);
      }
      ctx.fillStyle = color;
      ctx.fill();
      ctx.stroke();
    }
    // bubbles over dots, each disc whole in turn (a later one covers an earlier one), then every count on
    // top: on a crowded view no count hides under a neighbour
    const { theme } = this.opts;
    ctx.lineWidth = RING;
    for (const d of bubbles) {
      ctx.beginPath();
      ctx.arc(d.x, d.y, d.radius - RING / 2, 0, Math.PI * 2);
      ctx.fillStyle = theme.background;
      ctx.fill();
      ctx.strokeStyle = this.opts.colorOf(d.item.estatus);
      ctx.stroke();
    }
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = theme.font;
    ctx.fillStyle = theme.foreground;
    for (const d of bubbles) ctx.fillText(this.opts.countText(d.item.count), d.x, d.y + 0.5);
    this.drawn = dots.concat(bubbles);
    this.report(zoom, items, 0, 0, started);
  };

  private readonly onClick = (e: L.LeafletMouseEvent): void => {
    const hit = itemAt(this.drawn, e.layerPoint.x, e.layerPoint.y, CLICK_REACH_PX);
    if (hit) this.activate(hit.item, false);
  };

  private readonly onHover = (e: MouseEvent): void => {
    const p = this.map.mouseEventToLayerPoint(e);
    this.canvas().style.cursor = itemAt(this.drawn, p.x, p.y, CLICK_REACH_PX) ? 'pointer' : '';
  };

  activateNearest(reachPx = KEYBOARD_REACH_PX): boolean {
    const centre = this.map.containerPointToLayerPoint(this.map.getSize().divideBy(2));
    const hit = itemAt(this.drawn, centre.x, centre.y, reachPx);
    if (hit) this.activate(hit.item, true);
    return hit !== null;
  }

  remove(): void {
    this.map.off('click', this.onClick);
    this.canvas()?.removeEventListener('mousemove', this.onHover);
    this.renderer.off('update', this.draw);
    this.renderer.remove();
  }
}

interface Shown {
  item: ClusterItem;
  marker: L.Marker;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isEnter = (e: L.LeafletEvent) => (e as L.LeafletKeyboardEvent).originalEvent?.key === 'Enter';

/**
 * Every bubble and point a focusable Leaflet marker (Tab reaches each, Enter opens it). Each redraw diffs
 * against what is drawn, so a pan adds and removes only the markers that entered or left the view.
 */
class DomClusterLayer extends BaseClusterLayer {
  private readonly group: L.LayerGroup;
  private shown = new Map<string, Shown>();

  constructor(map: L.Map, index: ClusterIndex, opts: ClusterLayerOptions) {
    super(map, index, opts);
    this.group = L.layerGroup().addTo(map);
    // Leaflet fires moveend after every zoom too
    map.on('moveend', this.update);
    this.update();
  }

  private readonly update = (): void => {
    const started = performance.now();
    const { zoom, items } = this.query();
    const next = new Map<string, Shown>();
    let added = 0;
    for (const item of items) {
      let s = this.shown.get(item.key);
      if (!s) {
        s = { item, marker: this.addMarker(item) };
        added++;
      }
      next.set(item.key, s);
    }
    let removed = 0;
    for (const [key, s] of this.shown) {
      if (next.has(key)) continue;
      this.group.removeLayer(s.marker);
      removed++;
    }
    this.shown = next;
    this.report(zoom, items, added, removed, started);
  };

  private addMarker(item: ClusterItem): L.Marker {
    const color = this.opts.colorOf(item.estatus);
    const size = radiusOf(item.count) * 2;
    const isCluster = item.clusterId !== null;
    const icon = L.divIcon({
      className: isCluster ? 'sig-map-cluster' : 'sig-map-point',
      html: `<span style="--sig-map-c:${color}">${isCluster ? escapeHtml(this.opts.countText(item.count)) : ''}</span>`,
      iconSize: [size, size],
    });
    const marker = L.marker([item.lat, item.lng], { icon, keyboard: true });
    marker.on('click', () => this.activate(item, false));
    marker.on('keypress', (e) => isEnter(e) && this.activate(item, true));
    this.group.addLayer(marker);
    marker.getElement()?.setAttribute('aria-label', isCluster ? this.opts.clusterLabel(item.count) : this.opts.pointLabel(item.row!));
    return marker;
  }

  activateNearest(reachPx = KEYBOARD_REACH_PX): boolean {
    const centre = this.map.getSize().divideBy(2);
    const candidates = [...this.shown.values()].map(({ item }) => {
      const p = this.map.latLngToContainerPoint([item.lat, item.lng]);
      return { item, x: p.x, y: p.y, radius: radiusOf(item.count) };
    });
    const hit = itemAt(candidates, centre.x, centre.y, reachPx);
    if (hit) this.activate(hit.item, true);
    return hit !== null;
  }

  remove(): void {
    this.map.off('moveend', this.update);
    this.group.remove();
  }
}
