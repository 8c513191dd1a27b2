import type { CaseMapResponse } from '../contract/cases';
import { pointOf, toClusterFeatures, toLatLng } from './mapPoints';

const data: CaseMapResponse = {
  estatus: [
    { id: 'e1', nombre: 'Nuevo', color: '#0078d4', final: false },
    { id: 'e2', nombre: 'Cerrado', color: '#107c10', final: true },
  ],
  tipos: [{ id: 't1', nombre: 'Bache', color: '#ff8c00' }],
  points: [
    [19.43, -99.13, 0, 0, 'a', 'R-2026-000001'],
    [19.44, -99.12, 1, 0, 'b', 'R-2026-000002'],
    [95, -99.12, 1, 0, 'c', 'R-2026-000003'],
    [19.45, Number.NaN, 1, 0, 'd', 'R-2026-000004'],
    [19.46, -99.11, 7, 3, 'e', 'R-2026-000005'],
  ],
  total: 5,
};

describe('toClusterFeatures', () => {
  it('turns rows into GeoJSON points in [lng, lat] order that remember their row and estatus', () => {
    const features = toClusterFeatures(data.points);
    expect(features[0]).toEqual({ type: 'Feature', geometry: { type: 'Point', coordinates: [-99.13, 19.43] }, properties: { row: 0, estatus: 0 } });
    expect(features[1].properties).toEqual({ row: 1, estatus: 1 });
  });

  it('leaves off rows with an impossible position but keeps the row numbers of the rest', () => {
    expect(toClusterFeatures(data.points).map((f) => f.properties.row)).toEqual([0, 1, 4]);
  });
});

describe('pointOf', () => {
  it('names the estatus and tipo of a row', () => {
    expect(pointOf(data, 1)).toEqual({ row: 1, id: 'b', folio: 'R-2026-000002', lat: 19.44, lng: -99.12, estatus: data.estatus[1], tipo: data.tipos[0] });
  });

  it('gives null for an estatus or tipo index outside the lists', () => {
    const p = pointOf(data, 4);
    expect([p.estatus, p.tipo]).toEqual([null, null]);
  });
});

describe('toLatLng', () => {
  it('rounds to 6 decimals', () => {
    expect(toLatLng(19.432612345, -99.133198765)).toEqual({ lat: 19.432612, lng: -99.133199 });
  });

  it('wraps a longitude from a repeated world copy into [-180, 180]', () => {
    expect(toLatLng(19.4, 260.9)).toEqual({ lat: 19.4, lng: -99.1 });
    expect(toLatLng(19.4, -459.1)).toEqual({ lat: 19.4, lng: -99.1 });
    expect(toLatLng(0, 180)).toEqual({ lat: 0, lng: 180 });
    expect(toLatLng(0, -180)).toEqual({ lat: 0, lng: -180 });
  });

  it('clamps the latitude and never answers -0', () => {
    expect(toLatLng(91, 0)).toEqual({ lat: 90, lng: 0 });
    expect(Object.is(toLatLng(-0.0000001, -0.0000001).lat, 0)).toBe(true);
  });
});
