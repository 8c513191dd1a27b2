/*
 * The shading of the registry map: habitantes per colonia in at most five classes of equal width from 1 to the
 * largest count, a sequential blue scale (light = few, dark = many) that reads in colour-blind vision and in
 * grey. Colonias without a polygon show a circle at their centroid whose area follows the count.
 */

/** Light to dark; SVG attributes cannot read Fluent's CSS variables. */
export const SCALE = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const EMPTY_COLOR = '#e0e0e0';
export const OUTLINE = '#1b3a5c';

export interface ColorClass {
  from: number;
  to: number;
  color: string;
}

/** The classes for counts up to `max` (none when nobody is counted). */
export function classesOf(max: number): ColorClass[] {
  if (max <= 0) return [];
  const n = Math.min(SCALE.length, max);
  const out: ColorClass[] = [];
  let from = 1;
  for (let i = 0; i < n; i++) {
    const to = i === n - 1 ? max : Math.max(from, Math.round((max * (i + 1)) / n));
    const color = SCALE[n === 1 ? SCALE.length - 1 : Math.round((i * (SCALE.length - 1)) / (n - 1))]!;
    out.push({ from, to, color });
    from = to + 1;
    if (from > max) break;
  }
  return out;
}

export function colorOf(count: number, classes: ColorClass[]): string {
  if (count <= 0) return EMPTY_COLOR;
  return (classes.find((c) => count <= c.to) ?? classes[classes.length - 1])?.color ?? EMPTY_COLOR;
}

/** A centroid circle's radius in pixels: its area grows with the count. */
export const radiusOf = (count: number, max: number): number => (max <= 0 || count <= 0 ? 4 : Math.round(6 + 20 * Math.sqrt(count / max)));

/** From this zoom on, the map also shows each located habitante of the box (MIDB_PATHS.puntos). */
export const POINTS_ZOOM = 16;

/** The box of the map as the API takes it: west,south,east,north, rounded to keep one request per view. */
export const bboxOf = (b: { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number }): string =>
  [Math.max(-180, b.getWest()), Math.max(-90, b.getSouth()), Math.min(180, b.getEast()), Math.min(90, b.getNorth())].map((v) => v.toFixed(5)).join(',');
