import { type LoadProblem, loadJson, problemOf } from './loadJson';
import { isPublicMap } from './publicShapes';

const answer = (status: number, json: unknown) => () => Promise.resolve(new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }));

async function problemFor(fetchStandIn: () => Promise<Response>): Promise<LoadProblem | 'none'> {
  globalThis.fetch = fetchStandIn as typeof fetch;
  try {
    await loadJson('https://sig.example.mx/api/1.0/public/demo/reportes/mapa', isPublicMap, new AbortController().signal);
    return 'none';
  } catch (e) {
    return problemOf(e);
  }
}

test('each failure gets the problem the element explains', async () => {
  const cases: [string, () => Promise<Response>, LoadProblem | 'none'][] = [
    ['unknown cliente', answer(404, { statusCode: 404, code: 'citizen.cliente_not_found' }), 'cliente'],
    ['sig switched off', answer(403, { statusCode: 403, code: 'citizen.product_disabled' }), 'disabled'],
    ['bad tipoId', answer(400, { statusCode: 400, code: 'validation', field: 'tipoId' }), 'filter'],
    ['rate limited', answer(429, { statusCode: 429 }), 'busy'],
    ['server error', answer(500, { statusCode: 500 }), 'server'],
    ['a 404 of another kind (an older server)', answer(404, { statusCode: 404, code: 'not_found' }), 'server'],
    ['not JSON', () => Promise.resolve(new Response('<html>', { status: 200 })), 'server'],
    ['a malformed row', answer(200, { estatus: [], tipos: [], total: 1, points: [[19.4, 'x', 0, 0, 'R-1']] }), 'server'],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a good answer', answer(200, { estatus: [], tipos: [], total: 1, points: [[19.4, -99.1, 0, 0, 'R-1']] }), 'none'],
  ];
  for (const [what, stand, expected] of cases) expect([what, await problemFor(stand)]).toEqual([what, expected]);
});
