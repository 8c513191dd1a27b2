import type { LatLng } from '@sig/shared';

const EARTH_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine), as the server measures it (packages/server/src/lib/geo.ts), for every parcel. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres under a kilometre, kilometres with one decimal above. */
export function distanceText(m: number, lang: string): string {
  const fmt = (n: number, digits: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(n);
  return m < 1000 ? `${fmt(Math.round(m), 0)} m` : `${fmt(m / 1000, 1)} km`;
}
