import type { EstatusRef } from '../contract/cases';
import { NEUTRAL_COLOR, safeColor } from './mapColors';
import type { MapRow } from './mapPoints';

export interface LegendItem {
  /** Index in the estatus list, or -1 for points whose estatus is not in it. */
  index: number;
  /** null for the "no estatus" entry, which the component labels itself. */
  estatus: EstatusRef | null;
  color: string;
  count: number;
}

/**
 * The legend: the estatus present in the points, in the catalogue's order, with their counts. With no
 * points it lists every estatus, so the colours are still explained. Points with an unknown estatus index
 * get one neutral entry at the end.
 */
export function legendItems(estatus: readonly EstatusRef[], points: readonly MapRow[]): LegendItem[] {
  const counts = new Array<number>(estatus.length).fill(0);
  let unknown = 0;
  for (const p of points) {
    const i = p[2];
    if (Number.isInteger(i) && i >= 0 && i < estatus.length) counts[i]++;
    else unknown++;
  }
  const items: LegendItem[] = estatus
    .map((e, index) => ({ index, estatus: e, color: safeColor(e.color), count: counts[index] }))
    .filter((item) => points.length === 0 || item.count > 0);
  if (unknown > 0) items.push({ index: -1, estatus: null, color: NEUTRAL_COLOR, count: unknown });
  return items;
}
