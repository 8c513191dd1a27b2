import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CASE_PATHS, CaseListResponse } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { caseApi, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';
import { identity } from '../../core';

const HOUR = 3_600_000;

/*
 * A list page is kept whole, names and JSON included (caseListCache.ts). What it shows must still follow
 * every change: names changed through another node's own connection (migration 0010's triggers) and the
 * clock (a case falling due).
 */
describe.each(testDatabases())('cached list pages on %s', (db) => {
  let env: TestEnv;
  let other: FastifyInstance;
  let t: CaseTenant;
  let rep: CaseApi;
  let caseId: string;
  const page = async (query = '?pageSize=5') => {
    // on PostgreSQL another node's change arrives as a notification: wait until this node has heard it
    await env.app.changes.caughtUp();
    const res = await rep.list(query);
    expect(res.statusCode).toBe(200);
    return CaseListResponse.parse(res.json());
  };
  const item = async () => (await page()).items.find((i) => i.id === caseId)!;

  beforeAll(async () => {
    env = await startTestApp(db);
    other = await env.startNode();
    t = await caseTenant(env, 'paginas');
    rep = caseApi(env, t.clerk, 'reporte');
    await rep.add(createBody(t, 'reporte'));
    caseId = (await rep.add(createBody(t, 'reporte'))).id;
    await rep.do(caseId, { accion: 'asignar', dependenciaId: t.dependencias['Obras Públicas'] ?? Object.values(t.dependencias)[0], asignadoA: t.clerkId });
  });
  afterAll(() => env.close());

  test('renamed catalogue rows, a new estatus colour and a renamed user show on the next read', async () => {
    const before = await item();
    expect(before.asignado?.id).toBe(t.clerkId);
    expect((await item()).dependencia?.nombre).toBe(before.dependencia!.nombre);

    await other.db.updateTable('dependencias').set({ nombre: 'Dependencia renombrada' }).where('id', '=', before.dependencia!.id).execute();
    expect((await item()).dependencia?.nombre).toBe('Dependencia renombrada');
    await other.db.updateTable('colonias').set({ nombre: 'Colonia renombrada' }).where('id', '=', before.colonia!.id).execute();
    expect((await item()).colonia?.nombre).toBe('Colonia renombrada');
    await other.db.updateTable('estatus_reporte').set({ color: '#123456' }).where('id', '=', before.estatus.id).execute();
    expect((await item()).estatus.color).toBe('#123456');
    await identity.updateUserData(other.db, t.clerkId, { displayName: 'Clerk Renombrado' }, env.clock.fn().toISOString());
    expect((await item()).asignado?.displayName).toBe('Clerk Renombrado');
  });

  test('a case falling due turns overdue on a kept page, with no write at all', async () => {
    const first = await item();
    const sla = Date.parse(first.dueAt) - Date.parse(first.createdAt);
    expect(sla).toBeGreaterThan(HOUR);
    // filed so that it fell due an hour ago (the clock goes back, so the tokens stay valid)
    const shift = sla + HOUR;
    env.clock.advance(-shift);
    try {
      const late = (await rep.add(createBody(t, 'reporte'))).id;
      caseId = late;
      env.clock.advance(sla - 1000);
      expect((await item()).vencido).toBe(false);
      expect((await item()).vencido).toBe(false);
    } finally {
      env.clock.advance(shift - (sla - 1000));
    }
    expect((await item()).vencido).toBe(true);
    expect((await page('?pageSize=5&vencidos=true')).items.map((i) => i.id)).toContain(caseId);
  });

  test('a client that takes gzip gets the same JSON gzipped; every answer says it varies by encoding', async () => {
    const plain = await rep.list('?pageSize=5');
    const gz = await env.inject({ method: 'GET', url: `${CASE_PATHS.reporte.list}?pageSize=5`, token: t.clerk, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, gz]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });
});
