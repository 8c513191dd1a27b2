import { CaseListResponse } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { openCaseSuite, caseApi, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';
import { seedBulkCases } from './seed';

/* List totals and pages are cached per case_versions version (caseListCache.ts): every kind of change must show. */
describe.each(testDatabases())('list totals follow every change on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  const total = async (query: string, api: CaseApi = rep) => {
    const res = await api.list(query);
    expect(res.statusCode).toBe(200);
    return CaseListResponse.parse(res.json()).total;
  };

  beforeAll(async () => {
    ({ env, t, rep } = await openCaseSuite(db, 'totales'));
    for (let i = 0; i < 3; i++) await rep.add(createBody(t, 'reporte'));
  });
  afterAll(() => env.close());

  test('every page of a filter carries the same total, and a new case adds one', async () => {
    expect(await total('?estado=abiertos&pageSize=1')).toBe(3);
    expect(await total('?estado=abiertos&pageSize=1&page=3')).toBe(3);
    await rep.add(createBody(t, 'reporte'));
    expect(await total('?estado=abiertos&pageSize=1&page=2')).toBe(4);
  });

  test('an action that closes a case moves it from the open total to the closed one', async () => {
    const open = await total('?estado=abiertos');
    const closed = await total('?estado=cerrados');
    const id = CaseListResponse.parse((await rep.list('?estado=abiertos&pageSize=1')).json()).items[0]!.id;
    await rep.do(id, { accion: 'estatus', estatusId: t.estatus.reporte['Improcedente'], respuesta: 'Respuesta pública de cierre' });
    expect(await total('?estado=abiertos')).toBe(open - 1);
    expect(await total('?estado=cerrados')).toBe(closed + 1);
  });

  test('a write by another process (another node, the seed command) shows at once', async () => {
    const before = await total('');
    await seedBulkCases(env.app.db, t.id, 'reporte', 5, env.clock.fn());
    expect(await total('')).toBe(before + 5);
    const bache = await total(`?tipoId=${t.tipos.reporte['Bache']}`);
    await env.app.db.updateTable('cases').set({ tipo_id: t.tipos.reporte['Basura']! }).where('cliente_id', '=', t.id).where('tipo_id', '=', t.tipos.reporte['Bache']!).execute();
    expect(await total(`?tipoId=${t.tipos.reporte['Bache']}`)).toBe(0);
    expect(bache).toBeGreaterThan(0);
  });

  test('the same filter in another cliente or of the other kind has its own total', async () => {
    const other = await caseTenant(env, 'totales-otro');
    const theirs = caseApi(env, other.clerk, 'reporte');
    expect(await total('', theirs)).toBe(0);
    await theirs.add(createBody(other, 'reporte'));
    expect(await total('', theirs)).toBe(1);
    expect(await total('', caseApi(env, t.clerk, 'solicitud'))).toBe(0);
    expect(await total('')).toBeGreaterThan(1);
  });

  test('a page follows the order a change makes, and shows the names as they are now', async () => {
    const page = async (query: string) => CaseListResponse.parse((await rep.list(query)).json()).items;
    const before = await page('?sort=updatedAt&dir=desc&pageSize=2');
    const last = (await page('?estado=abiertos&sort=updatedAt&dir=asc&pageSize=1'))[0]!;
    env.clock.advance(1000);
    // a real change (setting the priority it already has changes nothing)
    await rep.do(last.id, { accion: 'prioridad', prioridad: last.prioridad === 'urgente' ? 'baja' : 'urgente' });
    const after = await page('?sort=updatedAt&dir=desc&pageSize=2');
    expect(after.map((i) => i.id)).toEqual([last.id, before[0]!.id]);
    // a renamed tipo does not touch the cases: the cached page's rows are still read fresh
    const tipoId = after[0]!.tipo.id;
    await env.app.db.updateTable('tipos_reporte').set({ nombre: 'Bache profundo' }).where('id', '=', tipoId).execute();
    expect((await page('?sort=updatedAt&dir=desc&pageSize=2'))[0]!.tipo.nombre).toBe('Bache profundo');
  });

  test('"vencidos" follows the clock with no write at all', async () => {
    const DAY = 86_400_000;
    /** Runs `fn` with the clock moved by `ms` (back: the tokens stay valid), then puts it back. */
    const shifted = async <T>(ms: number, fn: () => Promise<T>): Promise<T> => {
      env.clock.advance(ms);
      try {
        return await fn();
      } finally {
        env.clock.advance(-ms);
      }
    };
    const overdue = async () => {
      const now = env.clock.fn().toISOString();
      const { n } = await env.app.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).where('cliente_id', '=', t.id).where('kind', '=', 'reporte').where('closed_at', 'is', null).where('due_at', '<', now).executeTakeFirstOrThrow();
      return Number(n);
    };
    await shifted(-60 * DAY, () => rep.add(createBody(t, 'reporte')));
    const then = await shifted(-55 * DAY, async () => [await total('?vencidos=true'), await overdue()]);
    const now = [await total('?vencidos=true'), await overdue()];
    expect(then[0]).toBe(then[1]);
    expect(now[0]).toBe(now[1]);
    // the case filed 60 days ago was not due five days later, and is overdue now
    expect(now[0]).toBeGreaterThan(then[0]!);
  });
});
