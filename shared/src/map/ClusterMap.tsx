import { ThemeContext_unstable as ThemeContext } from '@fluentui/react-shared-contexts';
import { type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import type { CaseMapResponse, ColorRef, EstatusRef } from '../contract/cases';
import type { LatLng } from '../contract/refs';
import { BaseMap, type TileState } from './BaseMap';
import { canvasThemeOf } from './canvasTheme';
import { ESTATUS_COLOURS_MAX_POINTS, createClusterIndex } from './clusterIndex';
import { type ClusterLayer, type ClusterStats, type MarkerMode, createClusterLayer } from './clusterLayer';
import { L } from './leaflet';
import { NEUTRAL_COLOR, safeColor } from './mapColors';
import { legendItems } from './mapLegend';
import { MapLegend } from './MapLegend';
import { type MapPoint, pointOf, toClusterFeatures } from './mapPoints';
import { PointPopup } from './PointPopup';
import { useMapText } from './useMapText';

export interface ClusterMapProps {
  /**
   * The compact rows of CaseMapResponse: [lat, lng, estatus index, tipo index, id, folio]. The cluster index
   * is built once per array: pass the one the query returned, not a copy made on each render.
   */
  points: CaseMapResponse['points'];
  estatus: EstatusRef[];
  tipos: ColorRef[];
  /** How many reportes matched on the server, when it sent fewer points than that. */
  total?: number;
  center: LatLng;
  zoom: number;
  tileUrl?: string | null;
  tileAttribution?: string;
  /** The popup's link was followed: navigate with the parcel's router. */
  onOpen?: (id: string) => void;
  /** A real URL for the popup's link (so it can open in a new tab); onOpen still handles a plain click. */
  detailHref?: (id: string) => string;
  /** Replaces the default popup content (folio, tipo, estatus, link). */
  renderPopup?: (point: MapPoint) => ReactNode;
  height?: number | string;
  lang?: string;
  label?: string;
  /**
   * Cluster bubbles ringed in the colour of their most frequent estatus, or neutral. Default: estatus up to
   * ESTATUS_COLOURS_MAX_POINTS points, neutral above (counting per cluster slows the index build).
   */
  clusterColors?: 'estatus' | 'neutral';
  /** Everything on one canvas (default, fastest) or as focusable DOM markers. */
  markers?: MarkerMode;
  onMap?: (map: L.Map | null) => void;
  /** After each redraw of the visible clusters (benchmarks, tests). */
  onRendered?: (stats: ClusterStats) => void;
  onTiles?: (state: TileState) => void;
}

interface OpenPoint {
  /** The data set the row belongs to: a new one closes the popup. */
  points: CaseMapResponse['points'];
  row: number;
  latlng: L.LatLng;
  viaKeyboard: boolean;
}

/**
 * The reportes as clustered markers coloured by estatus. The index is built once per data set; each
 * move or zoom asks it only for the visible bounds. A cluster click zooms in, a point click opens a popup.
 */
export function ClusterMap(props: ClusterMapProps) {
  const { points, estatus, tipos, total, markers = 'canvas', renderPopup, onOpen, detailHref } = props;
  const { t, lang, dir } = useMapText(props.lang);
  const [map, setMap] = useState<L.Map | null>(null);
  const [open, setOpen] = useState<OpenPoint | null>(null);
  const layerRef = useRef<ClusterLayer | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const countEstatus = (props.clusterColors ?? (points.length <= ESTATUS_COLOURS_MAX_POINTS ? 'estatus' : 'neutral')) === 'estatus';
  const index = useMemo(() => createClusterIndex(toClusterFeatures(points), { countEstatus }), [points, countEstatus]);
  const legend = useMemo(() => legendItems(estatus, points), [estatus, points]);

  const handleMap = useCallback((m: L.Map | null) => {
    setMap(m);
    latest.current.onMap?.(m);
  }, []);

  // a canvas cannot use CSS variables: it takes the theme's values, and a new theme draws a new layer
  const fluentTheme = useContext(ThemeContext);
  const theme = useMemo(() => canvasThemeOf(fluentTheme), [fluentTheme]);
  // by value: a parent that rebuilds the estatus array on each render does not redraw the layer each time
  const colorList = estatus.map((e) => safeColor(e.color)).join(' ');

  useEffect(() => {
    if (!map) return;
    const colors = colorList ? colorList.split(' ') : [];
    const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
    const full = new Intl.NumberFormat(lang);
    // Intl formatting is slow next to drawing: each count is formatted once per layer
    const counts = new Map<number, string>();
    const countText = (n: number) => {
      let text = counts.get(n);
      if (text === undefined) counts.set(n, (text = compact.format(n)));
      return text;
    };
    const layer = createClusterLayer(map, index, {
      markers,
      theme,
      colorOf: (i) => colors[i] ?? NEUTRAL_COLOR,
      countText,
      clusterLabel: (n) => t('map.cluster', { count: full.format(n) }),
      pointLabel: (row) => t('map.point', { folio: points[row][5] }),
      onPoint: (row, latlng, viaKeyboard) => setOpen({ points, row, latlng, viaKeyboard }),
      onRendered: (stats) => latest.current.onRendered?.(stats),
    });
    layerRef.current = layer;
    return () => {
      layer.remove();
      layerRef.current = null;
    };
  }, [map, index, points, colorList, markers, lang, t, theme]);

  // Leaflet shows the popup; React fills it through a portal, so it keeps the parcel's theme and router.
  const popupContent = useMemo(() => document.createElement('div'), []);
  const popup = useMemo(() => L.popup({ minWidth: 200, maxWidth: 320, autoPanPadding: [24, 24] }), []);
  const shown = open && open.points === points ? open : null;

  useLayoutEffect(() => {
    if (!map || !shown) return;
    popup.setLatLng(shown.latlng).setContent(popupContent).openOn(map);
    // the map itself stays left-to-right for Leaflet; the popup follows the language (close button, text)
    popup.getElement()?.setAttribute('dir', dir);
    const close = popup.getElement()?.querySelector('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', t('map.close'));
    close?.setAttribute('title', t('map.close'));
    if (shown.viaKeyboard) popupContent.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && popup.remove();
    const onRemove = () => {
      setOpen(null);
      // the focus was in the popup that just went away: give it back to the map
      if (shown.viaKeyboard && !map.getContainer().contains(document.activeElement)) map.getContainer().focus();
    };
    popupContent.addEventListener('keydown', onKey);
    popup.on('remove', onRemove);
    return () => {
      popupContent.removeEventListener('keydown', onKey);
      popup.off('remove', onRemove);
      popup.remove();
    };
  }, [map, shown, popup, popupContent, t, dir]);

  const point = shown ? pointOf({ points, estatus, tipos }, shown.row) : null;

  return (
    <BaseMap
      center={props.center}
      zoom={props.zoom}
      tileUrl={props.tileUrl}
      tileAttribution={props.tileAttribution}
      height={props.height}
      label={props.label ?? t('map.label')}
      help={t('map.help')}
      lang={lang}
      onMap={handleMap}
      onEnter={() => layerRef.current?.activateNearest()}
      onTiles={props.onTiles}
    >
      <MapLegend items={legend} t={t} lang={lang} shown={points.length} total={total} />
      {point &&
        createPortal(
          <div dir={dir}>{renderPopup ? renderPopup(point) : <PointPopup point={point} t={t} onOpen={onOpen} detailHref={detailHref} />}</div>,
          popupContent,
        )}
    </BaseMap>
  );
}
