import type { GeoPolygon, LatLng } from '@sig/shared';

/**
 * A zona's outline while it is edited: its corners in drawing order (the ring not yet closed) and the
 * holes of the polygon it came from, kept as they were (the map edits the outline only).
 */
export interface PolygonDraft {
  outline: LatLng[];
  holes: number[][][];
  /**
   * What is wrong with the GeoJSON typed instead of drawing: not JSON, or not a polygon. The outline is
   * then the last good one, and the form refuses to send it until the text is fixed or replaced.
   */
  problem: 'json' | 'shape' | null;
}

/** A new object every time: the editor tells the drafts it wrote from the ones it was handed by identity. */
export const emptyDraft = (): PolygonDraft => ({ outline: [], holes: [], problem: null });

/** A polygon needs three corners that are not all in one place. */
export const MIN_VERTICES = 3;

export const addVertex = (outline: readonly LatLng[], at: LatLng): LatLng[] => [...outline, at];

export const undoVertex = (outline: readonly LatLng[]): LatLng[] => outline.slice(0, -1);

export const moveVertex = (outline: readonly LatLng[], index: number, to: LatLng): LatLng[] => outline.map((v, i) => (i === index ? to : v));

/** Corners at different places (a double click drops two on the same spot). */
export const distinctVertices = (outline: readonly LatLng[]): number => new Set(outline.map((v) => `${v.lng},${v.lat}`)).size;

/** The outline as a GeoJSON ring: [lng, lat] positions, the first repeated at the end. */
export function closeRing(outline: readonly LatLng[]): number[][] {
  const ring = outline.map((v) => [v.lng, v.lat]);
  return ring.length ? [...ring, [...ring[0]]] : ring;
}

/** What the form sends: the closed outline and the holes, or null while there is no usable outline. */
export function toGeoPolygon(draft: Pick<PolygonDraft, 'outline' | 'holes'>): GeoPolygon | null {
  if (distinctVertices(draft.outline) < MIN_VERTICES) return null;
  return { type: 'Polygon', coordinates: [closeRing(draft.outline), ...draft.holes] };
}

const samePosition = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** The corners of a ring, without the closing repeat of the first (GeoJSON's convention). */
function cornersOf(ring: readonly number[][]): LatLng[] {
  const open = ring.length > 1 && samePosition(ring[0], ring[ring.length - 1]) ? ring.slice(0, -1) : ring;
  return open.map(([lng, lat]) => ({ lat, lng }));
}

/** The draft of a saved zona (an altitude, which the contract drops anyway, is left out). */
export function fromGeoPolygon(polygon: GeoPolygon | null | undefined): PolygonDraft {
  if (!polygon?.coordinates.length) return emptyDraft();
  const [outline, ...holes] = polygon.coordinates;
  return { outline: cornersOf(outline), holes: holes.map((ring) => ring.map(([lng, lat]) => [lng, lat])), problem: null };
}

/** A pasted GeoJSON Feature or single-feature FeatureCollection is reduced to its geometry. */
export function geometryOf(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  const o = v as { type?: unknown; geometry?: unknown; features?: unknown };
  if (o.type === 'Feature') return o.geometry;
  if (o.type === 'FeatureCollection' && Array.isArray(o.features) && o.features.length === 1) return geometryOf(o.features[0]);
  return v;
}

const isPosition = (p: unknown): p is number[] =>
  Array.isArray(p) && (p.length === 2 || p.length === 3) && p.every((n) => typeof n === 'number' && Number.isFinite(n)) && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;

const isRingOfPositions = (ring: unknown): ring is number[][] => Array.isArray(ring) && ring.length > 0 && ring.every(isPosition);

/**
 * The draft a GeoJSON text describes (empty text: no polygon), or what is wrong with it. An outline left
 * open is accepted (it is closed when sent); closed rings, sizes and limits are the server's to judge.
 */
export function parsePolygonText(text: string): PolygonDraft {
  if (!text.trim()) return emptyDraft();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ...emptyDraft(), problem: 'json' };
  }
  const geometry = geometryOf(parsed) as { type?: unknown; coordinates?: unknown } | null;
  const rings = geometry?.type === 'Polygon' ? geometry.coordinates : null;
  if (!Array.isArray(rings) || rings.length === 0 || !rings.every(isRingOfPositions)) return { ...emptyDraft(), problem: 'shape' };
  return fromGeoPolygon({ type: 'Polygon', coordinates: rings });
}

/** The GeoJSON the text box shows for a draft: empty until the outline is a polygon. */
export function polygonText(draft: PolygonDraft): string {
  const polygon = toGeoPolygon(draft);
  return polygon ? JSON.stringify(polygon) : '';
}
