import type { ClusterFeature, PointFeature } from 'supercluster';

import { type ClusterCounts, dominantEstatus } from './clusterIndex';
import type { PointProps } from './mapPoints';

/** One thing drawn on the map: a cluster bubble or a single point. */
export interface ClusterItem {
  /** Stable while the data set is: `c<cluster id>` (ids differ per zoom level) or `p<row>`. */
  key: string;
  lat: number;
  lng: number;
  /** Points it stands for: 1 for a single point. */
  count: number;
  clusterId: number | null;
  row: number | null;
  /** The point's estatus, or the cluster's dominant one (-1: none known). */
  estatus: number;
}

export const POINT_RADIUS = 6;

/** Bubble radius in pixels by how many points it holds; a single point is a small dot. */
export function radiusOf(count: number): number {
  if (count <= 1) return POINT_RADIUS;
  return count < 10 ? 15 : count < 100 ? 18 : count < 1000 ? 21 : 25;
}

export function itemsOf(features: Array<PointFeature<PointProps> | ClusterFeature<ClusterCounts>>): ClusterItem[] {
  return features.map((f) => {
    const [lng, lat] = f.geometry.coordinates;
    const p = f.properties;
    return 'cluster' in p
      ? { key: `c${p.cluster_id}`, lat, lng, count: p.point_count, clusterId: p.cluster_id, row: null, estatus: dominantEstatus(p) }
      : { key: `p${p.row}`, lat, lng, count: 1, clusterId: null, row: p.row, estatus: p.estatus };
  });
}

/**
 * The item under (x, y), or nearest to it within `reach` pixels beyond its own radius. Later items are drawn
 * on top, so they win a tie.
 */
export function itemAt<T extends { x: number; y: number; radius: number }>(items: readonly T[], x: number, y: number, reach = 0): T | null {
  let best: T | null = null;
  let bestGap = Infinity;
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i];
    const gap = Math.hypot(it.x - x, it.y - y) - it.radius;
    if (gap <= reach && gap < bestGap) {
      best = it;
      bestGap = gap;
    }
  }
  return best;
}
