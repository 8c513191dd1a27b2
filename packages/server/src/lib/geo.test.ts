import type { GeoPolygon } from '@sig/shared/contract';
import { coloniaAt, derivePlace, distanceMeters, pointInPolygon, zonaAt, type ColoniaArea } from './geo';

// a square of about 1.1 km around (19.425, -99.135), with a hole in its north-east quarter
const outline = [[-99.14, 19.42], [-99.13, 19.42], [-99.13, 19.43], [-99.14, 19.43], [-99.14, 19.42]];
const hole = [[-99.134, 19.426], [-99.131, 19.426], [-99.131, 19.429], [-99.134, 19.429], [-99.134, 19.426]];
const square: GeoPolygon = { type: 'Polygon', coordinates: [outline] };
const holed: GeoPolygon = { type: 'Polygon', coordinates: [outline, hole] };
// a concave "L": the notch at the top right is outside
const ell: GeoPolygon = { type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 1], [1, 1], [1, 2], [0, 2], [0, 0]]] };

describe('pointInPolygon', () => {
  test.each([
    ['the middle of the square', { lat: 19.425, lng: -99.135 }, square, true],
    ['west of the square', { lat: 19.425, lng: -99.141 }, square, false],
    ['north of the square', { lat: 19.431, lng: -99.135 }, square, false],
    ['latitude and longitude swapped', { lat: -99.135, lng: 19.425 }, square, false],
    ['inside the hole', { lat: 19.4275, lng: -99.1325 }, holed, false],
    ['inside the outline but beside the hole', { lat: 19.422, lng: -99.138 }, holed, true],
    ['the foot of the L', { lat: 0.5, lng: 1.5 }, ell, true],
    ['the notch of the L', { lat: 1.5, lng: 1.5 }, ell, false],
    ['the stem of the L', { lat: 1.5, lng: 0.5 }, ell, true],
  ])('%s', (_name, point, polygon, expected) => {
    expect(pointInPolygon(point, polygon)).toBe(expected);
  });
});

describe('distanceMeters', () => {
  test('one degree of latitude is about 111.2 km; a point is 0 m from itself', () => {
    expect(distanceMeters({ lat: 19, lng: -99 }, { lat: 20, lng: -99 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters({ lat: 19.4, lng: -99.1 }, { lat: 19.4, lng: -99.1 })).toBe(0);
  });
  test('the Zócalo to the Ángel de la Independencia is about 3.6 km', () => {
    const m = distanceMeters({ lat: 19.4326, lng: -99.1332 }, { lat: 19.4270, lng: -99.1677 });
    expect(m).toBeGreaterThan(3500);
    expect(m).toBeLessThan(3700);
  });
});

const colonia = (id: string, over: Partial<ColoniaArea>): ColoniaArea => ({ id, poligono: null, zonaId: null, centro: null, ...over });

describe('coloniaAt (polygon, else the nearest centroid within the radius)', () => {
  const centro = colonia('centro', { poligono: square, zonaId: 'z1' });
  // 0.0045° of latitude ≈ 500 m, 0.009° ≈ 1 km
  const norte = colonia('norte', { centro: { lat: 19.4395, lng: -99.135 } });
  const lejos = colonia('lejos', { centro: { lat: 19.4485, lng: -99.135 } });
  const all = [lejos, norte, centro];

  test('a point inside a polygon gets that colonia, even with a centroid nearer', () => {
    expect(coloniaAt({ lat: 19.4299, lng: -99.135 }, [...all, colonia('junto', { centro: { lat: 19.43, lng: -99.135 } })], 1000)?.id).toBe('centro');
  });
  test('outside every polygon, the nearest centroid within the radius', () => {
    expect(coloniaAt({ lat: 19.44, lng: -99.135 }, all, 1000)?.id).toBe('norte');
    expect(coloniaAt({ lat: 19.447, lng: -99.135 }, all, 1000)?.id).toBe('lejos');
  });
  test('nothing when the nearest centroid is beyond the radius', () => {
    expect(coloniaAt({ lat: 19.44, lng: -99.135 }, all, 50)).toBeNull();
    expect(coloniaAt({ lat: 19.5, lng: -99.135 }, all, 1000)).toBeNull();
  });
  test('the centroid of a colonia with a polygon does not count', () => {
    const drawn = colonia('dibujada', { poligono: square, centro: { lat: 19.431, lng: -99.135 } });
    expect(coloniaAt({ lat: 19.4312, lng: -99.135 }, [drawn], 1000)).toBeNull();
  });
});

describe('zonaAt and derivePlace', () => {
  const zonas = [{ id: 'sin-poligono', poligono: null }, { id: 'z1', poligono: square }];
  const colonias = [colonia('c1', { poligono: square, zonaId: 'z1' }), colonia('c2', { centro: { lat: 19.44, lng: -99.135 }, zonaId: 'z2' })];
  const inside = { lat: 19.425, lng: -99.135 };

  test('zonaAt: the zona whose polygon holds the point', () => {
    expect(zonaAt(inside, zonas)).toBe('z1');
    expect(zonaAt({ lat: 19.44, lng: -99.135 }, zonas)).toBeNull();
  });
  test('a point inside both polygons gets both', () => {
    expect(derivePlace(inside, null, zonas, colonias, 1000)).toEqual({ coloniaId: 'c1', zonaId: 'z1' });
  });
  test('outside every zona, the derived colonia lends its zona', () => {
    expect(derivePlace({ lat: 19.4405, lng: -99.135 }, null, zonas, colonias, 1000)).toEqual({ coloniaId: 'c2', zonaId: 'z2' });
  });
  test("staff's colonia wins, with its zona; without a zona of its own the point's zona fills in", () => {
    const chosen = colonia('elegida', { zonaId: 'z9' });
    expect(derivePlace(inside, chosen, zonas, colonias, 1000)).toEqual({ coloniaId: 'elegida', zonaId: 'z9' });
    expect(derivePlace(inside, colonia('elegida', {}), zonas, colonias, 1000)).toEqual({ coloniaId: 'elegida', zonaId: 'z1' });
  });
  test('no point and no choice: nothing', () => {
    expect(derivePlace(null, null, zonas, colonias, 1000)).toEqual({ coloniaId: null, zonaId: null });
  });
});
