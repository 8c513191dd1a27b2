import { CASE_KINDS } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { openCaseSuite, caseApi, caseTenant, createBody, type CaseTenant } from './cases.testkit';

describe.each(testDatabases())('folios under concurrency on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  beforeAll(async () => ({ env, t } = await openCaseSuite(db, 'folios')));
  afterAll(() => env.close());

  test.each([...CASE_KINDS])('30 parallel %s creations get 30 distinct consecutive folios, with no error', async (kind) => {
    const api = caseApi(env, t.clerk, kind);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => api.create(createBody(t, kind, { descripcion: `Caso en paralelo número ${i}` }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const folios = results.map((r) => r.json().folio as string).sort();
    const letter = kind === 'reporte' ? 'R' : 'S';
    expect(folios).toEqual(Array.from({ length: 30 }, (_, i) => `${letter}-2026-${String(i + 1).padStart(6, '0')}`));
    const counter = await env.app.db.selectFrom('case_folios').select('last').where('cliente_id', '=', t.id).where('kind', '=', kind).where('year', '=', 2026).executeTakeFirstOrThrow();
    expect(counter.last).toBe(30);
  });

  test('each cliente has its own series, and a refused creation never uses a number', async () => {
    const other = await caseTenant(env, 'folios-otro');
    const api = caseApi(env, other.clerk, 'reporte');
    const bad = Array.from({ length: 5 }, () => api.create(createBody(other, 'reporte', { tipoId: 'no-existe' })));
    const good = Array.from({ length: 5 }, () => api.create(createBody(other, 'reporte')));
    const results = await Promise.all([...bad, ...good]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 400, 400, 400, 400, 400]);
    expect(results.filter((r) => r.statusCode === 201).map((r) => r.json().folio).sort()).toEqual(['R-2026-000001', 'R-2026-000002', 'R-2026-000003', 'R-2026-000004', 'R-2026-000005']);
  });

  test('two people acting on the same version at once: one wins, the other gets case.stale', async () => {
    const api = caseApi(env, t.clerk, 'reporte');
    const c = await api.add(createBody(t, 'reporte'));
    const results = await Promise.all([
      api.act(c.id, { accion: 'prioridad', prioridad: 'alta', version: c.version }),
      api.act(c.id, { accion: 'prioridad', prioridad: 'urgente', version: c.version }),
      api.act(c.id, { accion: 'estatus', estatusId: t.estatus.reporte['Asignado'], version: c.version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const detail = (await api.detail(c.id)).json();
    expect(detail.version).toBe(2);
    expect(detail.historial).toHaveLength(2);
  });
});
