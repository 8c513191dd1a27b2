import { GeoPolygonSchema, isGeoPolygon } from '@sig/shared/contract';

const ring = [[-99.14, 19.42], [-99.13, 19.42], [-99.13, 19.43], [-99.14, 19.43], [-99.14, 19.42]];
const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });

describe('GeoJSON polygon validation', () => {
  test.each([
    ['a closed ring of 5 positions', polygon(ring)],
    ['an outline and a hole', polygon(ring, [[-99.138, 19.422], [-99.132, 19.422], [-99.132, 19.428], [-99.138, 19.422]])],
    ['positions with altitude', polygon(ring.map(([lng, lat]) => [lng!, lat!, 2240]))],
    ['the limits of the globe', polygon([[-180, -90], [180, -90], [180, 90], [-180, -90]])],
  ])('accepts %s', (_name, value) => {
    expect(isGeoPolygon(value)).toBe(true);
  });

  test.each([
    ['an open ring', polygon(ring.slice(0, 4))],
    ['a ring of 3 positions', polygon([ring[0]!, ring[1]!, ring[0]!])],
    ['a ring collapsed to a line', polygon([ring[0]!, ring[1]!, ring[1]!, ring[0]!])],
    ['a bad hole', polygon(ring, [[0, 0], [1, 1]])],
    ['no rings', polygon()],
    ['latitude out of range', polygon([[0, 0], [1, 0], [1, 91], [0, 0]])],
    ['longitude out of range', polygon([[0, 0], [181, 0], [1, 1], [0, 0]])],
    ['latitude first by mistake (lng 99 is fine, lat -99.14 is not)', polygon(ring.map(([lng, lat]) => [lat!, lng!]))],
    ['a non-number', polygon([[0, 0], [1, 0], ['1', 1] as unknown as number[], [0, 0]])],
    ['NaN', polygon([[0, 0], [1, 0], [NaN, 1], [0, 0]])],
    ['a position of one number', polygon([[0, 0], [1, 0], [1], [0, 0]])],
    ['another geometry', { type: 'MultiPolygon', coordinates: [[ring]] }],
    ['null', null],
    ['a string', 'POLYGON((0 0, 1 0, 1 1, 0 0))'],
  ])('rejects %s', (_name, value) => {
    expect(isGeoPolygon(value)).toBe(false);
  });

  test('the schema keeps type and [lng, lat] only', () => {
    const parsed = GeoPolygonSchema.parse({ ...polygon(ring.map(([lng, lat]) => [lng!, lat!, 2240])), bbox: [0, 0, 1, 1] });
    expect(parsed).toEqual(polygon(ring));
  });
});
