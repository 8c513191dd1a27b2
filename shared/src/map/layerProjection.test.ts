import { useLayoutSize } from '../test/layoutSize';
import { layerProjectionOf } from './layerProjection';
import { L } from './leaflet';

useLayoutSize(800, 600);

/** Deterministic pseudo-random numbers, so a failure repeats. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}

describe('layerProjectionOf', () => {
  let container: HTMLElement;
  let map: L.Map;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    map = L.map(container, { center: [19.43, -99.13], zoom: 12, zoomSnap: 0 });
  });
  afterEach(() => {
    map.remove();
    container.remove();
  });

  it("agrees with Leaflet's latLngToLayerPoint to the pixel at every zoom, after pans, and near the poles", () => {
    const rand = seeded(7);
    const views: [number, number, number][] = [[19.43, -99.13, 2], [19.43, -99.13, 9], [25.7, -100.3, 12.5], [-33.9, 151.2, 15], [19.4, -99.1, 19], [89.9, 179.9, 3]];
    for (const [lat, lng, zoom] of views) {
      map.setView([lat, lng], zoom, { animate: false });
      map.panBy([137, -61], { animate: false });
      const at = layerProjectionOf(map);
      for (let i = 0; i < 300; i++) {
        const p = [lat + (rand() - 0.5) * 2, lng + (rand() - 0.5) * 2] as const;
        const want = map.latLngToLayerPoint([p[0], p[1]]);
        expect([at.x(p[1]), at.y(p[0])]).toEqual([want.x, want.y]);
      }
    }
  });

  it('goes through Leaflet on a map with another projection', () => {
    map.remove();
    map = L.map(container, { center: [19.43, -99.13], zoom: 5, crs: L.CRS.EPSG4326 });
    const at = layerProjectionOf(map);
    const want = map.latLngToLayerPoint([20.1, -98.7]);
    expect([at.x(-98.7), at.y(20.1)]).toEqual([want.x, want.y]);
  });
});
