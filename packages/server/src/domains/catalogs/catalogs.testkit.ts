import type { LightMyRequestResponse } from 'fastify';
import { CATALOG_PATHS, catalogPath, type CatalogName } from '@sig/shared/contract';
import type { TestEnv } from '../../testing/testApp';

/* Helpers of the catalogue tests (not a test file itself). */

export { newTenant, type Tenant } from '../../testing/tenants';

/** The catalogue API as one token sees it. */
export function catalogApi(env: TestEnv, token: string) {
  const paths = (c: CatalogName) => CATALOG_PATHS[c];
  return {
    list: (c: CatalogName, query = ''): Promise<LightMyRequestResponse> => env.inject({ method: 'GET', url: `${paths(c).list}${query}`, token }),
    get: (c: CatalogName, id: string) => env.inject({ method: 'GET', url: catalogPath(paths(c).item, id), token }),
    create: (c: CatalogName, payload: object) => env.inject({ method: 'POST', url: paths(c).list, token, payload }),
    update: (c: CatalogName, id: string, payload: object) => env.inject({ method: 'PATCH', url: catalogPath(paths(c).item, id), token, payload }),
    remove: (c: CatalogName, id: string) => env.inject({ method: 'DELETE', url: catalogPath(paths(c).item, id), token }),
    history: (c: CatalogName, id: string) => env.inject({ method: 'GET', url: catalogPath(paths(c).history, id), token }),
    /** Creates and returns the new item (fails the test unless 201). */
    async add<T = { id: string }>(c: CatalogName, payload: object): Promise<T & { id: string }> {
      const res = await env.inject({ method: 'POST', url: paths(c).list, token, payload });
      if (res.statusCode !== 201) throw new Error(`POST ${c}: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;

/** A closed square of `size` degrees with its south-west corner at (lng, lat). */
export function square(lng: number, lat: number, size = 0.01) {
  return { type: 'Polygon', coordinates: [[[lng, lat], [lng + size, lat], [lng + size, lat + size], [lng, lat + size], [lng, lat]]] };
}
