import type { LightMyRequestResponse } from 'fastify';
import { MIDB_IMPORT_PATHS, midbImportPath } from '@sig/shared/contract';
import { describeAccess, type AccessSpec } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';
import { newTenant } from '../../testing/tenants';
import { newCurp } from '../../testing/habitantes';
import { countRows, csv, importApi, importTenant } from './import.testkit';

/**
 * The access matrix of every import endpoint, against an import of the demo cliente: no token, forged and
 * revoked tokens, another cliente's token (no registry there: 403; with one: 404 and nothing of the demo's),
 * a role without SigMidb, a cliente without cover_midb and one without the midb product. None of them
 * writes anything or learns anything of the demo's file.
 */

const FILE_SECRET = 'Zacarías';

describe.each(testDatabases())('access to the import endpoints on %s', (db) => {
  let env: TestEnv;
  let importId: string;
  const writes = async (e: TestEnv) => ({
    imports: await countRows(e, 'midb_imports', e.demoId),
    habitantes: await countRows(e, 'habitantes', e.demoId),
    version: (await e.app.db.selectFrom('midb_imports').select(['version', 'estado', 'mapeo']).where('id', '=', importId).executeTakeFirstOrThrow()),
  });
  let demoWrites: Awaited<ReturnType<typeof writes>>;

  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
    const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const api = importApi(env, admin);
    const res = await api.upload('demo.csv', csv([['CURP', 'Nombre', 'Apellidos'], [newCurp(), FILE_SECRET, 'Olvera']]));
    if (res.statusCode !== 201) throw new Error(res.body);
    importId = res.json().id;
    await api.settled(importId);
    demoWrites = await writes(env);
  });
  afterAll(() => env?.close());

  /** The other cliente has no registry: refused at the product, nothing of the demo's import, nothing written. */
  const refusedElsewhere = async (res: LightMyRequestResponse, e: TestEnv) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('product.disabled');
    expect(res.body).not.toContain(FILE_SECRET);
    expect(await writes(e)).toEqual(demoWrites);
  };

  const specs: AccessSpec[] = [
    { method: 'POST', url: `${MIDB_IMPORT_PATHS.imports}?nombre=a.csv`, payload: () => csv([['Nombre', 'Apellidos'], ['Ana', 'Paz']]), otherCliente: refusedElsewhere, lacking: { role: 'Atención ciudadana' } },
    { method: 'GET', url: MIDB_IMPORT_PATHS.imports, otherCliente: refusedElsewhere, lacking: { role: 'Atención ciudadana' } },
    { method: 'GET', url: () => midbImportPath(MIDB_IMPORT_PATHS.import, importId), name: MIDB_IMPORT_PATHS.import, otherCliente: refusedElsewhere, lacking: { role: 'Atención ciudadana' } },
    {
      method: 'PUT',
      url: () => midbImportPath(MIDB_IMPORT_PATHS.mapping, importId),
      name: MIDB_IMPORT_PATHS.mapping,
      payload: () => ({ campos: ['curp', 'nombre', 'apellidos'] }),
      otherCliente: refusedElsewhere,
      lacking: { role: 'Atención ciudadana' },
    },
    {
      method: 'POST',
      url: () => midbImportPath(MIDB_IMPORT_PATHS.decisions, importId),
      name: MIDB_IMPORT_PATHS.decisions,
      payload: () => ({ decision: 'skip' }),
      otherCliente: refusedElsewhere,
      lacking: { role: 'Atención ciudadana' },
    },
    { method: 'POST', url: () => midbImportPath(MIDB_IMPORT_PATHS.commit, importId), name: MIDB_IMPORT_PATHS.commit, payload: () => ({}), otherCliente: refusedElsewhere, lacking: { role: 'Atención ciudadana' } },
    { method: 'GET', url: () => midbImportPath(MIDB_IMPORT_PATHS.report, importId), name: MIDB_IMPORT_PATHS.report, otherCliente: refusedElsewhere, lacking: { role: 'Atención ciudadana' } },
  ];
  for (const spec of specs) describeAccess(() => env, spec);

  const call = (spec: AccessSpec, token: string) =>
    env.inject({
      method: spec.method,
      url: typeof spec.url === 'string' ? spec.url : spec.url(env),
      payload: spec.payload?.(env) as never,
      ...(spec.method === 'POST' && typeof spec.url === 'string' ? { headers: { 'content-type': 'text/csv' } } : {}),
      token,
    });

  test('another cliente with its own registry: 404 for the demo\u2019s import, only its own in the list, nothing written', async () => {
    const other = await importTenant(env, 'ajeno');
    for (const spec of specs) {
      const res = await call(spec, other.admin);
      expect(res.body).not.toContain(FILE_SECRET);
      // its own upload (the first spec) is all its list shows
      if (spec.url === MIDB_IMPORT_PATHS.imports && spec.method === 'GET') expect(res.json().items.map((i: { archivo: string }) => i.archivo)).toEqual(['a.csv']);
      else if (typeof spec.url !== 'string') expect(res.json()).toMatchObject({ statusCode: 404, code: 'midb.import_not_found' });
    }
    await env.app.background.settle();
    expect(await writes(env)).toEqual(demoWrites);
  });

  test('a cliente with the midb product but without cover_midb: 403 midb.disabled everywhere', async () => {
    const t = await newTenant(env, 'sincover', ['sig', 'midb']);
    await env.app.db.updateTable('clientes').set({ cover_midb: 0 }).where('id', '=', t.id).execute();
    for (const spec of specs) expect((await call(spec, t.admin)).json()).toMatchObject({ statusCode: 403, code: 'midb.disabled' });
    expect(await countRows(env, 'midb_imports', t.id)).toBe(0);
  });

  test('a cliente without the midb product: 403 product.disabled everywhere', async () => {
    const t = await newTenant(env, 'sinmidb', ['sig']);
    await env.app.db.updateTable('clientes').set({ cover_midb: 1 }).where('id', '=', t.id).execute();
    for (const spec of specs) expect((await call(spec, t.admin)).json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
    expect(await countRows(env, 'midb_imports', t.id)).toBe(0);
  });
});
