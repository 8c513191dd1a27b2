import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { GZIP_MIN_BYTES, JsonBody, acceptsGzip, gzipLargeAnswer } from './jsonBody';

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

describe('gzipLargeAnswer', () => {
  const points = Array.from({ length: 400 }, (_, i) => [19.4 + i / 1e4, -99.1, i % 5, i % 7, `id-${i}`]);
  async function app() {
    const a = Fastify();
    a.get('/big', { onSend: gzipLargeAnswer }, async (_req, reply) => {
      reply.header('vary', 'Origin');
      return { points };
    });
    a.get('/small', { onSend: gzipLargeAnswer }, async () => ({ points: points.slice(0, 2) }));
    await a.ready();
    return a;
  }

  test('a large answer goes gzipped to a client that takes gzip: the same JSON, a fraction of the bytes', async () => {
    const a = await app();
    const plain = await a.inject({ method: 'GET', url: '/big' });
    expect(plain.body.length).toBeGreaterThan(GZIP_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await a.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual({ points });
    // the Vary another hook set is kept
    expect(zipped.headers.vary).toBe('Origin, accept-encoding');
    await a.close();
  });

  test('a small answer, or a client without gzip, gets plain JSON', async () => {
    const a = await app();
    const small = await a.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ points: points.slice(0, 2) });
    const identity = await a.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual({ points });
    await a.close();
  });
});
