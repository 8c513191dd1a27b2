import { Button, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { LatLng } from '../contract/refs';
import { BaseMap, type TileState } from './BaseMap';
import { L } from './leaflet';
import { toLatLng } from './mapPoints';
import { useMapText } from './useMapText';

export interface LocationPickerProps {
  value: LatLng | null;
  onChange: (value: LatLng) => void;
  /** Where the map opens when there is no value yet (the cliente's centre). */
  center: LatLng;
  zoom: number;
  tileUrl?: string | null;
  tileAttribution?: string;
  height?: number | string;
  lang?: string;
  label?: string;
  onMap?: (map: L.Map | null) => void;
  onTiles?: (state: TileState) => void;
}

/** Zoom used when the position comes from the device: close enough to check the street. */
export const LOCATED_ZOOM = 17;
export const GEOLOCATION_TIMEOUT_MS = 15_000;
const PIN_SIZE = 28;

export type GeolocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export function geolocationProblemOf(error: Pick<GeolocationPositionError, 'code'>): GeolocationProblem {
  return error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable';
}

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  coords: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, fontVariantNumeric: 'tabular-nums' },
});

const pinIcon = () =>
  L.divIcon({ className: 'sig-map-pin', html: '<span></span>', iconSize: [PIN_SIZE, PIN_SIZE], iconAnchor: [PIN_SIZE / 2, PIN_SIZE * 1.2] });

/**
 * Marks one place: a click or tap drops the marker (or moves it), the marker drags, Enter on the focused map
 * marks its centre, and "use my location" asks the device. The value is always wrapped and rounded to the
 * contract's LatLng.
 */
export function LocationPicker(props: LocationPickerProps) {
  const { value, onChange } = props;
  const styles = useStyles();
  const { t, lang } = useMapText(props.lang);
  const [map, setMap] = useState<L.Map | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const pick = useCallback((lat: number, lng: number) => {
    setProblem(null);
    latest.current.onChange(toLatLng(lat, lng));
  }, []);

  const handleMap = useCallback((m: L.Map | null) => {
    mapRef.current = m;
    setMap(m);
    latest.current.onMap?.(m);
  }, []);

  useEffect(() => {
    if (!map) return;
    const onClick = (e: L.LeafletMouseEvent) => pick(e.latlng.lat, e.latlng.lng);
    map.on('click', onClick);
    return () => void map.off('click', onClick);
  }, [map, pick]);

  const hasValue = value !== null;
  useEffect(() => {
    if (!map || !hasValue) return;
    const { lat, lng } = latest.current.value!;
    const marker = L.marker([lat, lng], { icon: pinIcon(), draggable: true, keyboard: true, autoPan: true });
    marker.on('dragend', () => {
      const at = marker.getLatLng();
      pick(at.lat, at.lng);
    });
    marker.addTo(map);
    markerRef.current = marker;
    return () => {
      marker.remove();
      markerRef.current = null;
    };
  }, [map, hasValue, pick]);

  useEffect(() => {
    markerRef.current?.getElement()?.setAttribute('aria-label', t('picker.marker'));
  }, [map, hasValue, t]);

  // A value set from outside (the device, a saved reporte) moves the marker and comes into view.
  useEffect(() => {
    const marker = markerRef.current;
    if (!map || !marker || !value) return;
    const at = L.latLng(value.lat, value.lng);
    if (!marker.getLatLng().equals(at)) marker.setLatLng(at);
    if (!map.getBounds().contains(at)) map.panTo(at);
  }, [map, value]);

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        pick(pos.coords.latitude, pos.coords.longitude);
        // the answer may come after the map is gone
        const m = mapRef.current;
        m?.setView([pos.coords.latitude, pos.coords.longitude], Math.max(m.getZoom(), LOCATED_ZOOM));
      },
      (error) => {
        setLocating(false);
        setProblem(geolocationProblemOf(error));
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <BaseMap
      center={props.center}
      zoom={props.zoom}
      tileUrl={props.tileUrl}
      tileAttribution={props.tileAttribution}
      height={props.height ?? 320}
      label={props.label ?? t('picker.label')}
      help={t('picker.help')}
      lang={lang}
      onMap={handleMap}
      onEnter={(m) => {
        const c = m.getCenter();
        pick(c.lat, c.lng);
      }}
      onTiles={props.onTiles}
    >
      <div className={styles.bar}>
        <Button appearance="secondary" onClick={locate} disabled={locating}>
          {locating ? t('picker.locating') : t('picker.useMyPosition')}
        </Button>
        <Caption1 className={styles.coords} aria-live="polite" data-testid="sig-map-picker-value">
          {value ? (
            <>
              <span>
                {t('picker.lat')} {value.lat.toFixed(6)}
              </span>
              <span>
                {t('picker.lng')} {value.lng.toFixed(6)}
              </span>
            </>
          ) : (
            t('picker.none')
          )}
        </Caption1>
      </div>
      {problem && (
        <MessageBar intent="warning">
          <MessageBarBody>{t(`picker.error.${problem}`)}</MessageBarBody>
        </MessageBar>
      )}
    </BaseMap>
  );
}
