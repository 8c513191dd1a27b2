import { gunzipSync } from 'node:zlib';
import { GZIP_MIN_BYTES, JsonBody, acceptsGzip } from './jsonBody';

describe('acceptsGzip', () => {
  test.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['', false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  test('no header, or one sent twice', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});

describe('JsonBody', () => {
  test('gzips to the same text, once', () => {
    const text = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, nombre: `Reporte ${i}` })) });
    expect(text.length).toBeGreaterThan(GZIP_MIN_BYTES);
    const body = new JsonBody(text);
    const gz = body.gzip();
    expect(gunzipSync(gz).toString('utf8')).toBe(text);
    expect(gz.length).toBeLessThan(text.length / 3);
    expect(body.gzip()).toBe(gz);
  });
});
