import type { GeoPolygon, LatLng } from '@sig/shared/contract';

/*
 * Where a point lies among a cliente's zonas and colonias. Pure, so the backfill migration (0015) and the
 * case writes derive alike. Distances on a sphere are plenty for "which colonia is this point nearest to";
 * polygons are tested in plain lng/lat, as GeoJSON draws them (municipal areas are far too small for the
 * curvature of their edges to matter).
 */

/** Ray casting over one ring of [lng, lat] positions; a point on an edge may fall either way. */
function inRing(lng: number, lat: number, ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outline and in none of its holes. */
export function pointInPolygon(p: LatLng, polygon: GeoPolygon): boolean {
  const [outline, ...holes] = polygon.coordinates;
  if (!outline || !inRing(p.lng, p.lat, outline)) return false;
  return !holes.some((hole) => inRing(p.lng, p.lat, hole));
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ZonaArea {
  id: string;
  poligono: GeoPolygon | null;
}

export interface ColoniaArea extends ZonaArea {
  zonaId: string | null;
  centro: LatLng | null;
}

/** The first zona whose polygon holds the point (zonas are meant not to overlap), or null. */
export function zonaAt(p: LatLng, zonas: readonly ZonaArea[]): string | null {
  return zonas.find((z) => z.poligono && pointInPolygon(p, z.poligono))?.id ?? null;
}

/**
 * The colonia whose polygon holds the point; else, among colonias drawn only as a centroid, the nearest
 * one within `radiusM` metres. A colonia with a polygon is judged by it alone: being near its centroid
 * while outside its outline means another colonia.
 */
export function coloniaAt<C extends ColoniaArea>(p: LatLng, colonias: readonly C[], radiusM: number): C | null {
  const inside = colonias.find((c) => c.poligono && pointInPolygon(p, c.poligono));
  if (inside) return inside;
  let best: C | null = null;
  let bestM = radiusM;
  for (const c of colonias) {
    if (c.poligono || !c.centro) continue;
    const m = distanceMeters(p, c.centro);
    if (m <= bestM) {
      best = c;
      bestM = m;
    }
  }
  return best;
}

export interface DerivedPlace {
  coloniaId: string | null;
  zonaId: string | null;
}

/**
 * Colonia and zona of a case at `point`. A colonia staff chose (`chosen`) stays, and its zona wins; a
 * derived colonia yields to the zona polygon that holds the point, and lends its zona when none does.
 */
export function derivePlace(point: LatLng | null, chosen: ColoniaArea | null, zonas: readonly ZonaArea[], colonias: readonly ColoniaArea[], radiusM: number): DerivedPlace {
  if (chosen) return { coloniaId: chosen.id, zonaId: chosen.zonaId ?? (point ? zonaAt(point, zonas) : null) };
  if (!point) return { coloniaId: null, zonaId: null };
  const colonia = coloniaAt(point, colonias, radiusM);
  return { coloniaId: colonia?.id ?? null, zonaId: zonaAt(point, zonas) ?? colonia?.zonaId ?? null };
}
