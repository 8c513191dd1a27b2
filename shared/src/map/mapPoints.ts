import type { PointFeature } from 'supercluster';

import type { CaseMapResponse, ColorRef, EstatusRef } from '../contract/cases';
import type { LatLng } from '../contract/refs';

/** One row of the compact map answer: [lat, lng, estatus index, tipo index, id, folio]. */
export type MapRow = CaseMapResponse['points'][number];

/** What the cluster index holds per point: the row it came from and its estatus (for cluster colours). */
export interface PointProps {
  row: number;
  estatus: number;
}

/** One point as the popup shows it; estatus or tipo is null when its index is not in the lists. */
export interface MapPoint {
  row: number;
  id: string;
  folio: string;
  lat: number;
  lng: number;
  estatus: EstatusRef | null;
  tipo: ColorRef | null;
}

const inRange = (lat: number, lng: number) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * The rows as GeoJSON points for supercluster ([lng, lat] order). A row with an impossible position is
 * left off rather than breaking the whole index.
 */
export function toClusterFeatures(points: readonly MapRow[]): PointFeature<PointProps>[] {
  const features: PointFeature<PointProps>[] = [];
  for (let row = 0; row < points.length; row++) {
    // indexed reads, not destructuring: this loop runs cold over 50k rows before the first render
    const p = points[row];
    const lat = p[0];
    const lng = p[1];
    if (!inRange(lat, lng)) continue;
    features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: { row, estatus: p[2] } });
  }
  return features;
}

export function pointOf(data: Pick<CaseMapResponse, 'points' | 'estatus' | 'tipos'>, row: number): MapPoint {
  const [lat, lng, estatusIdx, tipoIdx, id, folio] = data.points[row];
  return { row, id, folio, lat, lng, estatus: data.estatus[estatusIdx] ?? null, tipo: data.tipos[tipoIdx] ?? null };
}

/**
 * A position as the contract takes it: longitude wrapped into [-180, 180] (a click on a repeated world
 * copy gives e.g. 260.9) and both rounded to 6 decimals (about 10 cm).
 */
export function toLatLng(lat: number, lng: number): LatLng {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  const round = (v: number) => Math.round(v * 1e6) / 1e6 || 0;
  return { lat: round(Math.max(-90, Math.min(90, lat))), lng: round(wrapped === -180 && lng > 0 ? 180 : wrapped) };
}
