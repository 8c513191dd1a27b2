import { parseLatLng } from './LocationField';

test('two texts are a location, none, or not yet one', () => {
  expect(parseLatLng('20.0541', '-99,3407')).toEqual({ lat: 20.0541, lng: -99.3407 });
  expect(parseLatLng(' ', '')).toBeNull();
  expect(parseLatLng('20', '')).toBe('invalid');
  expect(parseLatLng('91', '0')).toBe('invalid');
  expect(parseLatLng('norte', '0')).toBe('invalid');
});
