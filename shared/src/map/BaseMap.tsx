import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import type { LatLng } from '../contract/refs';
import { L } from './leaflet';
import { injectMapStyles } from './mapStyles';
import { TILE_ERRORS_BEFORE_GIVING_UP, tilesReachable } from './tiles';
import { useMapText } from './useMapText';

export const MAP_MAX_ZOOM = 19;
export const MAP_MIN_ZOOM = 2;
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a>';

/** Where the base map stands: no tile URL, asking the server, drawn, or unreachable (plain background). */
export type TileState = 'none' | 'probing' | 'on' | 'off';

export interface BaseMapProps {
  center: LatLng;
  zoom: number;
  /** The cliente's tile template ({z}/{x}/{y}); none or unreachable leaves a plain neutral background. */
  tileUrl?: string | null;
  /** HTML credit for the tiles; OpenStreetMap's is used for an openstreetmap.org template. */
  tileAttribution?: string;
  height?: number | string;
  /** Accessible name of the map, and the keyboard help read after it. */
  label: string;
  help?: string;
  lang?: string;
  /** The Leaflet map once created (null when it goes away): draw your own layers on it with `L`. */
  onMap?: (map: L.Map | null) => void;
  /** Enter pressed while the map itself has the focus. */
  onEnter?: (map: L.Map) => void;
  onTiles?: (state: TileState) => void;
  /** Shown under the map (a legend, a position read-out). */
  children?: ReactNode;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  frame: {
    position: 'relative',
    // Leaflet's panes carry z-indexes up to 1000: kept inside the map, they no longer paint over the fixed footer
    isolation: 'isolate',
    minHeight: '200px',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  note: { color: tokens.colorNeutralForeground3 },
});

export function attributionFor(tileUrl: string): string | undefined {
  return /(^|\.|\/)openstreetmap\.org\//.test(tileUrl) ? OSM_ATTRIBUTION : undefined;
}

/**
 * A Leaflet map owned by React: created on mount, removed on unmount, kept at the size of its frame.
 * The map element is left to Leaflet (its classes change while dragging), React sets only its ARIA.
 * It reads left-to-right whatever the page's direction: map coordinates do not mirror.
 */
export function BaseMap({ center, zoom, tileUrl, tileAttribution, height = 420, label, help, lang, onMap, onEnter, onTiles, children }: BaseMapProps) {
  const styles = useStyles();
  const { t, dir } = useMapText(lang);
  const helpId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [tiles, setTiles] = useState<TileState>('none');
  const latest = useRef({ onMap, onEnter, onTiles, center, zoom });
  latest.current = { onMap, onEnter, onTiles, center, zoom };

  useEffect(() => {
    const container = containerRef.current!;
    injectMapStyles(container);
    container.classList.add('sig-map');
    const { center: c, zoom: z } = latest.current;
    const created = L.map(container, {
      center: [c.lat, c.lng],
      zoom: z,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      zoomControl: false,
      keyboard: true,
    });
    created.attributionControl.setPrefix(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.target !== container) return;
      e.preventDefault();
      latest.current.onEnter?.(created);
    };
    container.addEventListener('keydown', onKey);
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container);
    setMap(created);
    latest.current.onMap?.(created);
    return () => {
      resize.disconnect();
      container.removeEventListener('keydown', onKey);
      latest.current.onMap?.(null);
      setMap(null);
      created.remove();
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const current = map.getCenter();
    if (current.lat !== center.lat || current.lng !== center.lng || map.getZoom() !== zoom) map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);

  useEffect(() => {
    if (!map) return;
    const control = L.control.zoom({ position: dir === 'rtl' ? 'topright' : 'topleft', zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') });
    control.addTo(map);
    return () => void control.remove();
  }, [map, dir, t]);

  useEffect(() => {
    const report = (state: TileState) => {
      setTiles(state);
      latest.current.onTiles?.(state);
    };
    if (!map) return;
    if (!tileUrl) {
      report('none');
      return;
    }
    let cancelled = false;
    let layer: L.TileLayer | null = null;
    report('probing');
    const c = map.getCenter();
    void tilesReachable(tileUrl, c.lat, c.lng, map.getZoom()).then((ok) => {
      if (cancelled) return;
      if (!ok) return report('off');
      let errors = 0;
      const added = L.tileLayer(tileUrl, { maxZoom: MAP_MAX_ZOOM, attribution: tileAttribution ?? attributionFor(tileUrl) });
      // Leaflet's own tileerror events are the signal; nothing is logged per tile.
      added.on('tileload', () => (errors = 0));
      added.on('tileerror', () => {
        if (++errors < TILE_ERRORS_BEFORE_GIVING_UP || cancelled) return;
        added.remove();
        report('off');
      });
      layer = added.addTo(map);
      report('on');
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, tileUrl, tileAttribution]);

  return (
    <div className={styles.root} dir={dir}>
      <div className={styles.frame} style={{ height }}>
        <div
          ref={containerRef}
          dir="ltr"
          role="application"
          aria-label={label}
          aria-describedby={help ? helpId : undefined}
          data-testid="sig-map"
        />
      </div>
      {help && (
        <span id={helpId} className={styles.hidden}>
          {help}
        </span>
      )}
      {tiles === 'off' && <Caption1 className={styles.note}>{t('map.tilesOff')}</Caption1>}
      {children}
    </div>
  );
}
