import { L } from './leaflet';
import { TILE_PROBE_RETRY_MS, forgetTileProbes, tileUrlAt, tilesReachable } from './tiles';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('tileUrlAt', () => {
  it('names the slippy-map tile that holds the point, as Leaflet numbers it', () => {
    for (const [lat, lng, z] of [[19.4326, -99.1332, 12], [-33.45, -70.66, 9], [41.01, 28.97, 15]]) {
      const { x, y } = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), z).divideBy(256).floor();
      expect(tileUrlAt(OSM, lat, lng, z)).toBe(`https://tile.openstreetmap.org/${z}/${x}/${y}.png`);
    }
    expect(tileUrlAt(OSM, 19.4326, -99.1332, 12)).toBe('https://tile.openstreetmap.org/12/920/1822.png');
    expect(tileUrlAt(OSM, 0, 0, 0)).toBe('https://tile.openstreetmap.org/0/0/0.png');
  });

  it('fills {s} and {r} and stays inside the tile grid at the poles and the antimeridian', () => {
    expect(tileUrlAt('https://{s}.t.mx/{z}/{x}/{y}{r}.png', 89.9, 180, 2)).toBe('https://a.t.mx/2/3/0.png');
  });
});

describe('tilesReachable', () => {
  beforeEach(() => forgetTileProbes());

  it('asks the tile server once per template however many maps ask', async () => {
    const asked: string[] = [];
    const probe = async (url: string) => (asked.push(url), true);
    const answers = await Promise.all([tilesReachable(OSM, 19.43, -99.13, 12, probe), tilesReachable(OSM, 25, -100, 10, probe)]);
    expect(answers).toEqual([true, true]);
    expect(asked).toEqual(['https://tile.openstreetmap.org/12/920/1822.png']);
  });

  it('asks again a while after a failure, so tiles come back with the network', async () => {
    jest.useFakeTimers();
    try {
      let online = false;
      const probe = async () => online;
      expect(await tilesReachable(OSM, 0, 0, 1, probe)).toBe(false);
      online = true;
      expect(await tilesReachable(OSM, 0, 0, 1, probe)).toBe(false);
      jest.advanceTimersByTime(TILE_PROBE_RETRY_MS);
      expect(await tilesReachable(OSM, 0, 0, 1, probe)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
