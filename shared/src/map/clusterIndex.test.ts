import type { CaseMapResponse } from '../contract/cases';
import { CLUSTER_MAX_ZOOM, CLUSTER_MIN_ZOOM, createClusterIndex, dominantEstatus } from './clusterIndex';
import { toClusterFeatures } from './mapPoints';

type Row = CaseMapResponse['points'][number];
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** n rows within a few metres of (lat, lng), all with the given estatus. */
function spot(lat: number, lng: number, n: number, estatus: number, from = 0): Row[] {
  return Array.from({ length: n }, (_, i) => [lat + i * 1e-5, lng, estatus, 0, `id${from + i}`, `R-${from + i}`] as Row);
}

describe('createClusterIndex', () => {
  const rows = [...spot(19.43, -99.13, 3, 0), ...spot(19.43, -99.1301, 5, 1, 3), ...spot(25.67, -100.31, 2, 2, 8)];
  const index = createClusterIndex(toClusterFeatures(rows));

  it('groups nearby points into clusters that count every point', () => {
    const clusters = index.getClusters(WORLD, 4);
    expect(clusters).toHaveLength(2);
    expect(clusters.map((c) => ('point_count' in c.properties ? c.properties.point_count : 1)).sort()).toEqual([10 - 2, 2].sort());
  });

  it('keeps per-estatus counts in each cluster, not double-counted across zoom levels', () => {
    const countsAt = (zoom: number, size: number) => {
      const c = index.getClusters(WORLD, zoom).find((f) => 'point_count' in f.properties && f.properties.point_count === size);
      const { 0: a, 1: b, 2: c2 } = (c?.properties ?? {}) as Record<number, number>;
      return [zoom, a, b, c2];
    };
    for (const zoom of [4, 8, 12, CLUSTER_MAX_ZOOM]) expect(countsAt(zoom, 8)).toEqual([zoom, 3, 5, undefined]);
    // zoomed out fully both cities are one cluster: its counts are the sum of the two below it
    expect(countsAt(CLUSTER_MIN_ZOOM, 10)).toEqual([CLUSTER_MIN_ZOOM, 3, 5, 2]);
  });

  it('shows every point on its own above the last clustered zoom', () => {
    const single = index.getClusters(WORLD, CLUSTER_MAX_ZOOM + 1);
    expect(single).toHaveLength(rows.length);
    expect(single.every((f) => 'row' in f.properties)).toBe(true);
  });

  it('answers only what is inside the bounds', () => {
    const mexicoCity = index.getClusters([-99.2, 19.3, -99.0, 19.5], 4);
    expect(mexicoCity).toHaveLength(1);
  });
});

describe('createClusterIndex without estatus counts', () => {
  it('clusters the same points with no counts, so every bubble is neutral', () => {
    const rows = [...spot(19.43, -99.13, 3, 0), ...spot(25.67, -100.31, 2, 2, 3)];
    const clusters = createClusterIndex(toClusterFeatures(rows), { countEstatus: false }).getClusters(WORLD, 6);
    expect(clusters.map((c) => ('point_count' in c.properties ? c.properties.point_count : 1)).sort()).toEqual([2, 3]);
    expect(clusters.map((c) => dominantEstatus(c.properties))).toEqual([-1, -1]);
  });
});

describe('dominantEstatus', () => {
  it('picks the estatus with most points and ignores supercluster’s own fields', () => {
    expect(dominantEstatus({ 0: 3, 2: 7, 1: 1, cluster: true, cluster_id: 99, point_count: 11, point_count_abbreviated: 11 })).toBe(2);
  });

  it('breaks a tie in favour of the earlier estatus', () => {
    expect(dominantEstatus({ 3: 4, 1: 4 })).toBe(1);
  });

  it('answers -1 when nothing was counted', () => {
    expect(dominantEstatus({ cluster: true, point_count: 2 })).toBe(-1);
  });
});
