import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { LatLng } from '@sig/shared';
import { useState } from 'react';

import { useStaffUiT } from '../i18n';
import { useMapModule } from '@sig/shared';
import { useClienteMap } from '../lib/loadMap';
import { CheckboxGroup } from './CheckboxGroup';
import { LoadError, Loading } from './States';

const useStyles = makeStyles({
  pair: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  item: { flexGrow: 1, flexBasis: '140px', minWidth: 0 },
  map: { flexBasis: '100%', minWidth: 0 },
});

export interface LocationFieldProps {
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  required?: boolean;
  /** A message from the form or the server (e.g. case.location_required). */
  error?: string;
  hint?: string;
  /** The map's accessible name, saying what to mark (the parcel's words). */
  mapLabel: string;
  /** What to do when the map cannot load (the parcel's words: the inputs stay usable). */
  mapFailed: string;
  /** The group's label; "Ubicación" by default. */
  label?: string;
}

const toText = (v: LatLng | null) => ({ lat: v ? String(v.lat) : '', lng: v ? String(v.lng) : '' });
const sameSpot = (a: LatLng | null, b: LatLng | null) => a === b || (!!a && !!b && a.lat === b.lat && a.lng === b.lng);

/** Two texts as a location: both empty is none; anything else must be a real latitude and longitude. */
export function parseLatLng(lat: string, lng: string): LatLng | null | 'invalid' {
  if (!lat.trim() && !lng.trim()) return null;
  const a = Number(lat.replace(',', '.'));
  const b = Number(lng.replace(',', '.'));
  if (!lat.trim() || !lng.trim() || !Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return 'invalid';
  return { lat: a, lng: b };
}

/** The map to click or tap, loaded on demand; the inputs below it stay usable if it cannot load. */
function PickerMap({ value, onChange, label, failed }: { value: LatLng | null; onChange: (v: LatLng) => void; label: string; failed: string }) {
  const s = useStyles();
  const { i18n } = useStaffUiT();
  const view = useClienteMap();
  const { module, error, retry } = useMapModule();
  if (error) return <LoadError message={failed} onRetry={retry} />;
  if (!module) return <Loading />;
  const { LocationPicker } = module;
  return (
    <div className={s.map}>
      <LocationPicker value={value} onChange={onChange} center={view.center} zoom={view.zoom} tileUrl={view.tileUrl} height={320} lang={i18n.language} label={label} />
    </div>
  );
}

/**
 * A place on the map: a point marked on it (or the device's position), a value set by the form (a colonia's
 * centroid), or a latitude and longitude typed exactly; the inputs stay usable if the map cannot load, tiles or not.
 */
export function LocationField({ value, onChange, required, error, hint, mapLabel, mapFailed, label }: LocationFieldProps) {
  const s = useStyles();
  const { t } = useStaffUiT();
  const [text, setText] = useState(() => toText(value));
  const [shown, setShown] = useState(value);
  // a value set from outside (a colonia's centroid) replaces what was typed
  if (!sameSpot(shown, value)) {
    setShown(value);
    const typed = parseLatLng(text.lat, text.lng);
    if (typed === 'invalid' ? value !== null : !sameSpot(typed, value)) setText(toText(value));
  }
  const parsed = parseLatLng(text.lat, text.lng);

  const edit = (next: { lat: string; lng: string }) => {
    setText(next);
    const p = parseLatLng(next.lat, next.lng);
    const v = p === 'invalid' ? null : p;
    setShown(v);
    onChange(v);
  };

  const message = parsed === 'invalid' ? t('location.invalid') : error;
  return (
    <CheckboxGroup label={label ?? t('location.label')} required={required} error={message} hint={hint} className={s.pair}>
      <PickerMap value={value} onChange={(v) => edit(toText(v))} label={mapLabel} failed={mapFailed} />
      <Field label={t('location.lat')} className={s.item}>
        <Input inputMode="decimal" dir="ltr" value={text.lat} onChange={(_, d) => edit({ ...text, lat: d.value })} placeholder="20.0541" />
      </Field>
      <Field label={t('location.lng')} className={s.item}>
        <Input inputMode="decimal" dir="ltr" value={text.lng} onChange={(_, d) => edit({ ...text, lng: d.value })} placeholder="-99.3407" />
      </Field>
    </CheckboxGroup>
  );
}
