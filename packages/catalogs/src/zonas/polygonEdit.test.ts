import {
  addVertex,
  closeRing,
  distinctVertices,
  emptyDraft,
  fromGeoPolygon,
  moveVertex,
  parsePolygonText,
  polygonText,
  toGeoPolygon,
  undoVertex,
} from './polygonEdit';

const A = { lat: 19.42, lng: -99.14 };
const B = { lat: 19.42, lng: -99.13 };
const C = { lat: 19.43, lng: -99.13 };
const D = { lat: 19.43, lng: -99.14 };
const ring = [[-99.14, 19.42], [-99.13, 19.42], [-99.13, 19.43], [-99.14, 19.43], [-99.14, 19.42]];
const hole = [[-99.138, 19.422], [-99.132, 19.422], [-99.132, 19.428], [-99.138, 19.422]];

describe('editing the corners', () => {
  it('adds at the end, undoes the last and moves one in place, leaving the old list untouched', () => {
    const three = addVertex(addVertex(addVertex([], A), B), C);
    expect(three).toEqual([A, B, C]);
    expect(undoVertex(three)).toEqual([A, B]);
    expect(undoVertex([])).toEqual([]);
    expect(moveVertex(three, 1, D)).toEqual([A, D, C]);
    expect(three).toEqual([A, B, C]);
  });

  it('counts corners at different places only', () => {
    expect(distinctVertices([A, B, B, { ...A }])).toBe(2);
  });
});

describe('to and from the contract’s GeoPolygon', () => {
  it('closes the ring in [lng, lat] order, repeating the first corner at the end', () => {
    expect(closeRing([A, B, C])).toEqual([[-99.14, 19.42], [-99.13, 19.42], [-99.13, 19.43], [-99.14, 19.42]]);
    expect(closeRing([])).toEqual([]);
  });

  it('sends no polygon until there are three distinct corners', () => {
    expect(toGeoPolygon({ outline: [A, B], holes: [] })).toBeNull();
    expect(toGeoPolygon({ outline: [A, B, { ...B }], holes: [] })).toBeNull();
    expect(toGeoPolygon({ outline: [A, B, C, D], holes: [hole] })).toEqual({ type: 'Polygon', coordinates: [ring, hole] });
  });

  it('reads a saved polygon back as its corners and holes, dropping an altitude', () => {
    expect(fromGeoPolygon(null)).toEqual(emptyDraft());
    const draft = fromGeoPolygon({ type: 'Polygon', coordinates: [ring.map(([lng, lat]) => [lng, lat, 2240]), hole] });
    expect(draft).toEqual({ outline: [A, B, C, D], holes: [hole], problem: null });
    expect(toGeoPolygon(draft)).toEqual({ type: 'Polygon', coordinates: [ring, hole] });
  });
});

describe('the GeoJSON text', () => {
  it('reads a Polygon, a Feature and a one-feature collection, and closes an open outline', () => {
    const polygon = { type: 'Polygon', coordinates: [ring] };
    const expected = { outline: [A, B, C, D], holes: [], problem: null };
    expect(parsePolygonText(JSON.stringify(polygon))).toEqual(expected);
    expect(parsePolygonText(JSON.stringify({ type: 'Feature', properties: {}, geometry: polygon }))).toEqual(expected);
    expect(parsePolygonText(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: polygon }] }))).toEqual(expected);
    expect(parsePolygonText(JSON.stringify({ type: 'Polygon', coordinates: [ring.slice(0, -1)] }))).toEqual(expected);
  });

  it('takes an empty text as no polygon', () => {
    expect(parsePolygonText('  \n')).toEqual(emptyDraft());
  });

  it('tells text that is not JSON from JSON that is not a polygon', () => {
    expect(parsePolygonText('{"type":"Polygon"').problem).toBe('json');
    expect(parsePolygonText('{"type":"Point","coordinates":[-99.1,19.4]}').problem).toBe('shape');
    expect(parsePolygonText('{"type":"Polygon","coordinates":[]}').problem).toBe('shape');
    expect(parsePolygonText('{"type":"Polygon","coordinates":[[[19.4,-99.1],[19.5,-99.1],[19.5,-99.2]]]}').problem).toBe('shape');
    expect(parsePolygonText('null').problem).toBe('shape');
  });

  it('writes a drawn outline as the GeoJSON the form sends, and nothing before it is a polygon', () => {
    expect(JSON.parse(polygonText({ outline: [A, B, C, D], holes: [], problem: null }))).toEqual({ type: 'Polygon', coordinates: [ring] });
    expect(polygonText({ outline: [A, B], holes: [], problem: null })).toBe('');
  });
});
