import Supercluster, { type PointFeature } from 'supercluster';

import type { PointProps } from './mapPoints';

/** Points per estatus index inside a cluster: { [estatusIndex]: count }. */
export type ClusterCounts = Record<number, number>;
export type ClusterIndex = Supercluster<PointProps, ClusterCounts>;

/**
 * Cluster radius in supercluster's units (a 512-wide tile): 40 CSS pixels on Leaflet's 256-pixel tiles, so
 * bubbles up to 50 px barely touch and a city view holds a few hundred at most.
 */
export const CLUSTER_RADIUS = 80;
/**
 * Above this zoom every point is drawn on its own (a few blocks in view). Each level clustered costs a pass
 * over nearly all points at the top zooms: 17 instead of 15 makes the 50k-point build almost three times as
 * long (bench/map.mjs).
 */
export const CLUSTER_MAX_ZOOM = 15;
/** The map never zooms out further than this (MAP_MIN_ZOOM), so lower levels are not built. */
export const CLUSTER_MIN_ZOOM = 2;

/**
 * Above this many points clusters are neutral unless asked otherwise: counting estatus per cluster makes the
 * index build about half as long again (50k points: ~0.4 s more on a busy 2-core machine, bench/map.mjs),
 * which breaks the 1 s first-render goal.
 */
export const ESTATUS_COLOURS_MAX_POINTS = 20_000;

/**
 * Builds the index once per data set. With `countEstatus`, the counts per estatus ride along in flat numeric
 * keys: supercluster copies a cluster's properties shallowly when it merges it again, so a nested array would
 * be shared and counted twice.
 */
export function createClusterIndex(features: PointFeature<PointProps>[], { countEstatus = true } = {}): ClusterIndex {
  const index = new Supercluster<PointProps, ClusterCounts>({
    radius: CLUSTER_RADIUS,
    minZoom: CLUSTER_MIN_ZOOM,
    maxZoom: CLUSTER_MAX_ZOOM,
    ...(countEstatus && {
      map: (p: PointProps): ClusterCounts => ({ [p.estatus]: 1 }),
      reduce: (acc: ClusterCounts, p: Readonly<ClusterCounts>) => {
        for (const k in p) acc[k as unknown as number] = (acc[k as unknown as number] ?? 0) + p[k as unknown as number];
      },
    }),
  });
  return index.load(features);
}

/** The estatus index with most points in a cluster (ties: the earlier estatus), or -1 when none counted. */
export function dominantEstatus(props: object): number {
  let best = -1;
  let most = 0;
  for (const [k, n] of Object.entries(props)) {
    const idx = Number(k);
    if (!Number.isInteger(idx) || idx < 0 || typeof n !== 'number') continue;
    if (n > most || (n === most && idx < best)) {
      best = idx;
      most = n;
    }
  }
  return best;
}
