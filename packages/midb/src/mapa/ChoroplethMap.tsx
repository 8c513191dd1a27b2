import type { MapaResponse, PuntosResponse } from '@sig/shared';
import { type MapModule, useClienteMap } from '@sig/shared/staff-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { OUTLINE, POINTS_ZOOM, bboxOf, colorOf, radiusOf, type ColorClass } from './choropleth';

type Leaflet = MapModule['L'];
type LMap = ReturnType<Leaflet['map']>;

export interface ChoroplethMapProps {
  module: MapModule;
  data: MapaResponse;
  classes: ColorClass[];
  /** The located habitantes of the box, at high zoom. */
  points: PuntosResponse | null;
  /** The box of the map while it is zoomed in enough for points (null further out). */
  onBox: (bbox: string | null) => void;
  onOpen: (id: string) => void;
  /** The tooltip of a colonia. */
  describe: (nombre: string, count: number) => string;
  label: string;
  help: string;
  lang: string;
  children?: ReactNode;
}

const POINT_COLOR = '#c4314b';

/**
 * The colonias shaded by their habitantes (polygons; centroid circles where a colonia has none) over the
 * cliente's base map, or over a plain background when there are no tiles; the located habitantes at high zoom.
 */
export function ChoroplethMap({ module, data, classes, points, onBox, onOpen, describe, label, help, lang, children }: ChoroplethMapProps) {
  const { BaseMap, L } = module;
  const view = useClienteMap();
  const [map, setMap] = useState<LMap | null>(null);
  const latest = useRef({ onBox, onOpen, describe });
  latest.current = { onBox, onOpen, describe };
  const fitted = useRef(false);

  // the colonias: drawn again when the filters give other counts
  useEffect(() => {
    if (!map) return;
    const max = Math.max(0, ...data.colonias.map((c) => c.habitantes));
    const group = L.featureGroup();
    for (const c of data.colonias) {
      const color = colorOf(c.habitantes, classes);
      const tip = latest.current.describe(c.colonia.nombre, c.habitantes);
      if (c.poligono) {
        try {
          L.geoJSON(c.poligono as Parameters<Leaflet['geoJSON']>[0], {
            style: { color: OUTLINE, weight: 1, fillColor: color, fillOpacity: c.habitantes > 0 ? 0.7 : 0.25 },
          })
            .bindTooltip(tip, { sticky: true })
            .addTo(group);
          continue;
        } catch {
          // a polygon Leaflet cannot read: the centroid below stands in for it
        }
      }
      if (c.centro) {
        L.circleMarker([c.centro.lat, c.centro.lng], { radius: radiusOf(c.habitantes, max), color: OUTLINE, weight: 1, fillColor: color, fillOpacity: 0.8 })
          .bindTooltip(tip)
          .addTo(group);
      }
    }
    group.addTo(map);
    // the first answer brings the colonias into view; later filters keep the view the user chose
    if (!fitted.current && group.getLayers().length > 0) {
      fitted.current = true;
      const bounds = group.getBounds();
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16], maxZoom: 15 });
    }
    return () => void group.remove();
  }, [map, L, data, classes]);

  // at high zoom the map asks for the points of its box
  useEffect(() => {
    if (!map) return;
    const report = () => latest.current.onBox(map.getZoom() >= POINTS_ZOOM ? bboxOf(map.getBounds()) : null);
    map.on('moveend', report);
    report();
    return () => void map.off('moveend', report);
  }, [map]);

  useEffect(() => {
    if (!map || !points) return;
    const group = L.layerGroup();
    for (const p of points.items) {
      L.circleMarker([p.lat, p.lng], { radius: 5, color: '#ffffff', weight: 1, fillColor: POINT_COLOR, fillOpacity: 0.9 })
        .bindTooltip(p.nombreCompleto)
        .on('click', () => latest.current.onOpen(p.id))
        .addTo(group);
    }
    group.addTo(map);
    return () => void group.remove();
  }, [map, L, points]);

  return (
    <BaseMap center={view.center} zoom={view.zoom} tileUrl={view.tileUrl} height="min(65vh, 600px)" label={label} help={help} lang={lang} onMap={setMap}>
      {children}
    </BaseMap>
  );
}
