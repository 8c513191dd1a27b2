import type { GeoPolygon } from '@sig/shared';
import { isHexColor, type Translate } from '@sig/shared/staff-ui';

import { type PolygonDraft, fromGeoPolygon, toGeoPolygon } from '../zonas/polygonEdit';

export type FieldKind = 'text' | 'email' | 'tel' | 'color' | 'number' | 'switch' | 'select' | 'textarea' | 'checkboxes' | 'latlng' | 'polygon';

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a catalogue form, named as in the API body. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
  /** The choices of a select or a checkbox group. */
  options?: FieldOption[];
  /** A select whose empty choice is sent as null (an optional reference) shows this label for it. */
  emptyLabel?: string;
  min?: number;
  max?: number;
  /** What a new row starts with. */
  initial?: FormValue;
}

export interface LatLngText {
  lat: string;
  lng: string;
}
export type FormValue = string | boolean | string[] | LatLngText | PolygonDraft;
export type FormValues = Record<string, FormValue>;

const isLatLng = (v: unknown): v is { lat: number; lng: number } => typeof v === 'object' && v !== null && 'lat' in v && 'lng' in v;

/** The form's value of a field for `item` (null: a new row). */
export function valueOf(spec: FieldSpec, item: Record<string, unknown> | null): FormValue {
  const v = item ? item[spec.name] : undefined;
  switch (spec.kind) {
    case 'switch':
      return item ? Boolean(v) : ((spec.initial as boolean | undefined) ?? false);
    case 'checkboxes':
      return Array.isArray(v) ? v.map(String) : ((spec.initial as string[] | undefined) ?? []);
    case 'latlng':
      return isLatLng(v) ? { lat: String(v.lat), lng: String(v.lng) } : { lat: '', lng: '' };
    case 'polygon':
      return fromGeoPolygon(v as GeoPolygon | null | undefined);
    default:
      return v === undefined || v === null ? ((spec.initial as string | undefined) ?? '') : String(v);
  }
}

export const initialValues = (fields: FieldSpec[], item: Record<string, unknown> | null): FormValues =>
  Object.fromEntries(fields.map((f) => [f.name, valueOf(f, item)]));

type Converted = { value: unknown } | { omit: true } | { error: string };

/** The body value of one field, or the message to show under it; the server has the final word. */
export function convert(spec: FieldSpec, value: FormValue, t: Translate): Converted {
  switch (spec.kind) {
    case 'switch':
      return { value: Boolean(value) };
    case 'checkboxes':
      return { value: value as string[] };
    case 'latlng': {
      const { lat, lng } = value as LatLngText;
      if (!lat.trim() && !lng.trim()) return { value: null };
      const la = Number(lat);
      const ln = Number(lng);
      if (!lat.trim() || !lng.trim() || !Number.isFinite(la) || !Number.isFinite(ln) || Math.abs(la) > 90 || Math.abs(ln) > 180) return { error: t('v.latlng') };
      return { value: { lat: la, lng: ln } };
    }
    case 'polygon': {
      // No corners means no polygon; one or two are a polygon left half drawn, not a removal.
      const draft = value as PolygonDraft;
      if (draft.problem) return { error: t('v.polygonText') };
      if (draft.outline.length === 0) return { value: null };
      const polygon = toGeoPolygon(draft);
      return polygon ? { value: polygon } : { error: t('v.polygonPoints') };
    }
    case 'number': {
      const text = (value as string).trim();
      if (!text) return spec.required ? { error: t('v.required') } : { omit: true };
      const n = Number(text);
      if (!Number.isInteger(n)) return { error: t('v.integer') };
      if ((spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) return { error: t('v.range', { min: spec.min, max: spec.max }) };
      return { value: n };
    }
    case 'select': {
      const text = value as string;
      if (!text) return spec.emptyLabel !== undefined ? { value: null } : spec.required ? { error: t('v.required') } : { omit: true };
      return { value: text };
    }
    case 'color': {
      const text = (value as string).trim();
      if (!text) return spec.required ? { error: t('v.required') } : { omit: true };
      return isHexColor(text) ? { value: text } : { error: t('v.color') };
    }
    default: {
      const text = (value as string).trim();
      if (!text && spec.required) return { error: t('v.required') };
      return { value: text };
    }
  }
}

/** The body of the form, or the messages by field when the browser can already tell what is wrong. */
export function toBody(fields: FieldSpec[], values: FormValues, t: Translate): { body: Record<string, unknown> } | { errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const c = convert(f, values[f.name], t);
    if ('error' in c) errors[f.name] = c.error;
    else if ('value' in c) body[f.name] = c.value;
  }
  return Object.keys(errors).length ? { errors } : { body };
}
