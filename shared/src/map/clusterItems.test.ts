import type { CaseMapResponse } from '../contract/cases';
import { CLUSTER_MAX_ZOOM, createClusterIndex } from './clusterIndex';
import { POINT_RADIUS, itemAt, itemsOf, radiusOf } from './clusterItems';
import { toClusterFeatures } from './mapPoints';

type Row = CaseMapResponse['points'][number];
const rows: Row[] = [
  [19.43, -99.13, 1, 0, 'a', 'R-1'],
  [19.43001, -99.13, 1, 0, 'b', 'R-2'],
  [19.43002, -99.13, 0, 0, 'c', 'R-3'],
  [25.67, -100.31, 2, 0, 'd', 'R-4'],
];
const index = createClusterIndex(toClusterFeatures(rows));

describe('itemsOf', () => {
  it('describes a cluster by its id, count and dominant estatus, and a point by its row and estatus', () => {
    const items = itemsOf(index.getClusters([-180, -85, 180, 85], 10));
    const cluster = items.find((i) => i.clusterId !== null)!;
    expect(cluster).toMatchObject({ key: `c${cluster.clusterId}`, count: 3, row: null, estatus: 1 });
    expect(items.find((i) => i.clusterId === null)).toEqual({ key: 'p3', lat: 25.67, lng: -100.31, count: 1, clusterId: null, row: 3, estatus: 2 });
  });

  it('gives every point its own key above the clustered zooms', () => {
    expect(itemsOf(index.getClusters([-180, -85, 180, 85], CLUSTER_MAX_ZOOM + 1)).map((i) => i.key).sort()).toEqual(['p0', 'p1', 'p2', 'p3']);
  });
});

describe('radiusOf', () => {
  it('grows with the count and keeps single points small', () => {
    expect([1, 2, 10, 100, 1000, 50000].map(radiusOf)).toEqual([POINT_RADIUS, 15, 18, 21, 25, 25]);
  });
});

describe('itemAt', () => {
  const items = [
    { id: 'a', x: 100, y: 100, radius: 6 },
    { id: 'b', x: 104, y: 100, radius: 15 },
    { id: 'c', x: 300, y: 300, radius: 6 },
  ];

  it('finds what is under the point, the one drawn last (on top) when they overlap', () => {
    expect(itemAt(items, 101, 100)?.id).toBe('b');
    expect(itemAt(items, 303, 300)?.id).toBe('c');
  });

  it('reaches a little beyond an item only when asked', () => {
    expect(itemAt(items, 309, 300)).toBeNull();
    expect(itemAt(items, 309, 300, 4)?.id).toBe('c');
  });

  it('answers null on empty ground', () => {
    expect(itemAt(items, 200, 200, 10)).toBeNull();
    expect(itemAt([], 0, 0, 100)).toBeNull();
  });
});
