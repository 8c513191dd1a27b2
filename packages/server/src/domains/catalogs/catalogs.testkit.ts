import type { LightMyRequestResponse } from 'fastify';
import { CATALOG_PATHS, catalogPath, type CatalogName, type ProductName } from '@sig/shared/contract';
import { USER_PASSWORD, type TestEnv } from '../../testing/testApp';
import { createActiveUser, createClienteWithRoles } from '../../core';

/* Helpers of the catalogue tests (not a test file itself). */

export interface Tenant {
  id: string;
  slug: string;
  /** A token of the tenant's administrator. */
  admin: string;
}

let seq = 0;

/** A fresh cliente with its default roles and an administrator: catalogues empty whatever the demo seed does. */
export async function newTenant(env: TestEnv, tag: string, products: ProductName[] = ['sig']): Promise<Tenant> {
  const slug = `${tag}-${++seq}-${Date.now().toString(36)}`;
  await createClienteWithRoles(env.app.db, { nombre: `Municipio ${tag}`, slug, products }, env.clock.fn().toISOString());
  const email = `admin@${slug}.sig`;
  await createActiveUser(env.app.authDeps, { email, password: USER_PASSWORD, clienteSlug: slug, roleName: 'Administrador' });
  const cliente = (await env.app.db.selectFrom('clientes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  return { id: cliente, slug, admin: await env.login(email, USER_PASSWORD) };
}

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
