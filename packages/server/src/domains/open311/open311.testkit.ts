import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PATHS, CreatedOpen311Key, OPEN311_BASE } from '@sig/shared/contract';
import type { TestEnv } from '../../testing/testApp';

/* Helpers of the Open311 tests (not a test file itself). */

/** Creates an api_key as the tenant's administrator and returns it with its secret (fails unless 201). */
export async function createKey(env: TestEnv, adminToken: string, nombre = 'Plataforma estatal'): Promise<CreatedOpen311Key> {
  const res = await env.inject({ method: 'POST', url: ADMIN_PATHS.open311Keys, token: adminToken, payload: { nombre } });
  if (res.statusCode !== 201) throw new Error(`POST ${ADMIN_PATHS.open311Keys}: ${res.statusCode} ${res.body}`);
  return CreatedOpen311Key.parse(res.json());
}

/** GET a GeoReport resource of a jurisdiction: by path (/open311/v2/<slug>/…) or by jurisdiction_id. */
export function geoGet(env: TestEnv, slug: string, resource: string, how: 'path' | 'param' = 'path'): Promise<LightMyRequestResponse> {
  if (how === 'path') return env.inject({ method: 'GET', url: `${OPEN311_BASE}/${slug}/${resource}` });
  const sep = resource.includes('?') ? '&' : '?';
  return env.inject({ method: 'GET', url: `${OPEN311_BASE}/${resource}${sep}jurisdiction_id=${encodeURIComponent(slug)}` });
}

/** POST requests.<format> as an HTML form would (the standard's usual encoding). */
export function geoPostForm(env: TestEnv, slug: string, fields: Record<string, string>, format: 'json' | 'xml' = 'json'): Promise<LightMyRequestResponse> {
  return env.inject({
    method: 'POST',
    url: `${OPEN311_BASE}/${slug}/requests.${format}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The GeoReport error a response carries, JSON or XML alike: [status, description]. */
export function geoErrorOf(res: LightMyRequestResponse): [number, string] {
  if (res.headers['content-type']?.toString().startsWith('text/xml')) {
    const m = /^<\?xml version="1\.0" encoding="utf-8"\?><errors><error><code>(\d+)<\/code><description>([^<]*)<\/description><\/error><\/errors>$/.exec(res.body);
    if (!m) throw new Error(`not a GeoReport XML error: ${res.body}`);
    return [Number(m[1]), m[2]!];
  }
  const body = res.json() as { code: number; description: string }[];
  expect(body).toHaveLength(1);
  expect(Object.keys(body[0]!).sort()).toEqual(['code', 'description']);
  return [body[0]!.code, body[0]!.description];
}

/** A (status, field) GeoReport error: the HTTP status, the body's code and the field its description names. */
export function expectGeoError(res: LightMyRequestResponse, status: number, field?: string): void {
  expect(res.statusCode).toBe(status);
  const [code, description] = geoErrorOf(res);
  expect(code).toBe(status);
  if (field) expect(description.startsWith(`${field}: `)).toBe(true);
}
