import type { LatLng } from '@sig/shared';
import { type MapModule, useClienteMap } from '@sig/shared/staff-ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

export interface PolygonMapProps {
  /** The lazily loaded @sig/shared/map: its BaseMap and its one copy of Leaflet. */
  module: MapModule;
  outline: LatLng[];
  holes: number[][][];
  /** Bumped when the outline came from outside the map (typed GeoJSON): the map brings it into view. */
  fitKey: number;
  onAdd: (at: LatLng) => void;
  onMove: (index: number, to: LatLng) => void;
  label: string;
  help: string;
  /** The tooltip of corner `n` (from 1). */
  vertexTitle: (n: number) => string;
  lang?: string;
  height?: string;
  children?: ReactNode;
}

// SVG stroke attributes and the icons' inline styles cannot read Fluent's CSS variables.
const OUTLINE_COLOR = '#0f6cbd';
const VERTEX_SIZE = 14;
const CROSS_SIZE = 22;
/** Opening a small zona should not zoom past street level. */
const FIT_MAX_ZOOM = 17;

type Leaflet = MapModule['L'];

const vertexIcon = (L: Leaflet) =>
  L.divIcon({
    className: 'sig-zona-vertex',
    html: `<span style="display:block;box-sizing:border-box;width:${VERTEX_SIZE}px;height:${VERTEX_SIZE}px;border-radius:50%;background:#fff;border:3px solid ${OUTLINE_COLOR};cursor:move"></span>`,
    iconSize: [VERTEX_SIZE, VERTEX_SIZE],
    iconAnchor: [VERTEX_SIZE / 2, VERTEX_SIZE / 2],
  });

// Where Enter puts the next corner, for whoever moves the map with the keyboard.
const crossIcon = (L: Leaflet) =>
  L.divIcon({
    className: 'sig-zona-cross',
    html: `<svg width="${CROSS_SIZE}" height="${CROSS_SIZE}" viewBox="0 0 22 22" aria-hidden="true"><path d="M11 0v22M0 11h22" stroke="#fff" stroke-width="5"/><path d="M11 0v22M0 11h22" stroke="${OUTLINE_COLOR}" stroke-width="2"/></svg>`,
    iconSize: [CROSS_SIZE, CROSS_SIZE],
    iconAnchor: [CROSS_SIZE / 2, CROSS_SIZE / 2],
  });

const keyboardFocused = (el: HTMLElement) => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * The outline drawn on the cliente's map: a click (or Enter on the focused map, at its centre) adds a
 * corner at the end, a corner drags to a new place. Opening with an outline shows it whole.
 */
export function PolygonMap(props: PolygonMapProps) {
  const { module, outline, holes, fitKey } = props;
  const { BaseMap, L, toLatLng } = module;
  const view = useClienteMap();
  const [map, setMap] = useState<L.Map | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const add = useCallback((lat: number, lng: number) => latest.current.onAdd(toLatLng(lat, lng)), [toLatLng]);

  useEffect(() => {
    if (!map) return;
    const onClick = (e: L.LeafletMouseEvent) => add(e.latlng.lat, e.latlng.lng);
    map.on('click', onClick);
    // a double click would add two corners and zoom in as well
    map.doubleClickZoom.disable();
    const container = map.getContainer();
    container.classList.add('leaflet-crosshair');
    return () => {
      map.off('click', onClick);
      map.doubleClickZoom.enable();
      container.classList.remove('leaflet-crosshair');
    };
  }, [map, add]);

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    const cross = L.marker(map.getCenter(), { icon: crossIcon(L), interactive: false, keyboard: false });
    const follow = () => cross.setLatLng(map.getCenter());
    const show = () => {
      if (!keyboardFocused(container)) return;
      follow();
      cross.addTo(map);
      map.on('move', follow);
    };
    const hide = () => {
      map.off('move', follow);
      cross.remove();
    };
    container.addEventListener('focus', show);
    container.addEventListener('blur', hide);
    return () => {
      container.removeEventListener('focus', show);
      container.removeEventListener('blur', hide);
      hide();
    };
  }, [map, L]);

  useEffect(() => {
    if (!map || outline.length === 0) return;
    const holeLatLngs = holes.map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng)));
    const corners = outline.map((v) => L.latLng(v.lat, v.lng));
    const shape = L.polygon([corners, ...holeLatLngs], { color: OUTLINE_COLOR, weight: 2, fillOpacity: 0.15, interactive: false }).addTo(map);
    const icon = vertexIcon(L);
    const markers = corners.map((at, index) => {
      const marker = L.marker(at, { icon, draggable: true, keyboard: false, autoPan: true, title: latest.current.vertexTitle(index + 1) });
      marker.on('drag', () => shape.setLatLngs([corners.map((c, i) => (i === index ? marker.getLatLng() : c)), ...holeLatLngs]));
      marker.on('dragend', () => {
        const to = marker.getLatLng();
        latest.current.onMove(index, toLatLng(to.lat, to.lng));
      });
      return marker.addTo(map);
    });
    return () => {
      for (const m of markers) m.remove();
      shape.remove();
    };
  }, [map, L, toLatLng, outline, holes]);

  // Opening a zona shows its outline whole; typed GeoJSON only moves the view when it falls outside it.
  useEffect(() => {
    const { outline: corners } = latest.current;
    if (!map || corners.length === 0) return;
    const bounds = L.latLngBounds(corners.map((v) => L.latLng(v.lat, v.lng)));
    const size = map.getSize();
    if (fitKey > 0 && size.x > 0 && map.getBounds().contains(bounds)) return;
    const fit = () => void map.fitBounds(bounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM });
    if (size.x > 0 && size.y > 0) return fit();
    // a map measured before its dialog is laid out has no size yet: fit once it has one
    map.once('resize', fit);
    return () => void map.off('resize', fit);
  }, [map, L, fitKey]);

  return (
    <BaseMap
      center={view.center}
      zoom={view.zoom}
      tileUrl={view.tileUrl}
      height={props.height}
      label={props.label}
      help={props.help}
      lang={props.lang}
      onMap={setMap}
      onEnter={(m) => {
        const c = m.getCenter();
        add(c.lat, c.lng);
      }}
    >
      {props.children}
    </BaseMap>
  );
}
