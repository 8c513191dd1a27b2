import type { LightMyRequestResponse } from 'fastify';
import { MIDB_PATHS, curpCheckDigit, midbPath } from '@sig/shared/contract';
import type { TestEnv } from '../../testing/testApp';
import { coloniasOf, newTenant, type Tenant } from '../../testing/tenants';
import { seedDemoCatalogs } from '../catalogs';

/* Helpers of the registry's tests (not a test file itself). */

/** The registry API as one token sees it. */
export function midbApi(env: TestEnv, token: string, headers: Record<string, string> = {}) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse> => env.inject({ method, url, token, payload, headers });
  return {
    search: (query = '') => call('GET', `${MIDB_PATHS.habitantes}${query}`),
    create: (body: object) => call('POST', MIDB_PATHS.habitantes, body),
    get: (id: string) => call('GET', midbPath(MIDB_PATHS.habitante, { id })),
    patch: (id: string, body: object) => call('PATCH', midbPath(MIDB_PATHS.habitante, { id }), body),
    exportCsv: (query = '') => call('GET', `${MIDB_PATHS.export}${query}`),
    mapa: (query = '') => call('GET', `${MIDB_PATHS.mapa}${query}`),
    puntos: (query: string) => call('GET', `${MIDB_PATHS.puntos}${query}`),
    programas: () => call('GET', MIDB_PATHS.programas),
    newPrograma: (body: object) => call('POST', MIDB_PATHS.programas, body),
    programa: (id: string) => call('GET', midbPath(MIDB_PATHS.programa, { id })),
    patchPrograma: (id: string, body: object) => call('PATCH', midbPath(MIDB_PATHS.programa, { id }), body),
    roll: (id: string, query = '') => call('GET', `${midbPath(MIDB_PATHS.inscripciones, { id })}${query}`),
    enrol: (id: string, body: object) => call('POST', midbPath(MIDB_PATHS.inscripciones, { id }), body),
    baja: (id: string, habitanteId: string, body: object) => call('POST', midbPath(MIDB_PATHS.baja, { id, habitanteId }), body),
    rollCsv: (id: string) => call('GET', midbPath(MIDB_PATHS.rollExport, { id })),
  };
}

/** A fresh cliente with the registry and the demo catalogues but nobody registered (the demo cliente has a sample registry). */
export async function registryTenant(env: TestEnv, tag = 'padron'): Promise<Tenant & { colonias: Awaited<ReturnType<typeof coloniasOf>> }> {
  const t = await newTenant(env, tag, ['sig', 'midb']);
  await seedDemoCatalogs(env.app.db, t.id, env.clock.fn().toISOString());
  return { ...t, colonias: await coloniasOf(env, t.id) };
}

/** How many audit rows of this action an entity has. */
export async function auditRows(env: TestEnv, entityId: string, action: string) {
  return env.app.db.selectFrom('admin_audit').selectAll().where('entity_id', '=', entityId).where('action', '=', action).orderBy('at').orderBy('id').execute();
}

let seq = 0;

/** A valid CURP born on `birth` (YYYY-MM-DD) of sex `sexo`, a different one on every call. */
export function curpOf(birth: string, sexo: 'H' | 'M' = 'M'): string {
  const n = ++seq;
  const letters = 'BCDFGHJKLMNPQRSTVWXZ';
  const first17 = `RO${letters[n % 20]}${letters[Math.floor(n / 20) % 20]}${birth.slice(2, 4)}${birth.slice(5, 7)}${birth.slice(8, 10)}${sexo}DFRRN${birth < '2000' ? Math.floor(n / 400) % 10 : 'A'}`;
  return first17 + curpCheckDigit(first17);
}
