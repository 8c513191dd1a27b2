import { CASE_KINDS, type CaseKind, type EstatusRef } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';
import { insertGeneratedCases, loadCaseCatalogs, mulberry32, rngId } from './caseGenerator';
import { caseApi, caseTenant, createBody } from './cases.testkit';
import { DEMO_CASE_COUNTS, seedBulkCases, seedDemoCases } from './seed';
import { identity } from '../../core';

const DAY = 86400_000;

describe.each(testDatabases())('demo cases seed on %s', (db) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(db);
  });
  afterAll(() => env.close());

  /** Everything a cliente's cases of a kind must satisfy, whoever wrote them (API or generator). */
  async function assertConsistent(clienteId: string, kind: CaseKind): Promise<{ total: number; open: number; overdue: number; assigned: number }> {
    const cases = await env.app.db.selectFrom('cases').selectAll().where('cliente_id', '=', clienteId).where('kind', '=', kind).execute();
    const events = await env.app.db.selectFrom('case_events').selectAll().where('cliente_id', '=', clienteId).orderBy('at').orderBy('id').execute();
    const estatus = new Map((await env.app.db.selectFrom(kind === 'reporte' ? 'estatus_reporte' : 'estatus_solicitud').selectAll().where('cliente_id', '=', clienteId).execute()).map((e) => [e.id, e]));
    const byCase = new Map<string, typeof events>();
    for (const e of events) byCase.set(e.case_id, [...(byCase.get(e.case_id) ?? []), e]);

    // folios: unique, consecutive per year from 1, the counter at the last one
    expect(new Set(cases.map((c) => c.folio)).size).toBe(cases.length);
    const counters = await env.app.db.selectFrom('case_folios').selectAll().where('cliente_id', '=', clienteId).where('kind', '=', kind).execute();
    for (const { year, last } of counters) {
      const seqs = cases.filter((c) => c.year === year).map((c) => c.seq).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
    let overdue = 0;
    const now = env.clock.fn().toISOString();
    for (const c of cases) {
      expect(c.folio).toBe(`${kind === 'reporte' ? 'R' : 'S'}-${c.year}-${String(c.seq).padStart(6, '0')}`);
      const history = byCase.get(c.id)!;
      expect(history[0]).toMatchObject({ tipo: 'creado', at: c.created_at });
      expect(JSON.parse(history[0]!.despues!)).toMatchObject({ folio: c.folio });
      // each estatus event starts where the previous one ended, and the last one is the case's estatus
      let current = (JSON.parse(history[0]!.despues!) as { estatus: EstatusRef }).estatus.id;
      for (const e of history.filter((h) => h.tipo === 'estatus')) {
        expect(JSON.parse(e.antes!).estatus.id).toBe(current);
        const next = JSON.parse(e.despues!).estatus.id as string;
        expect(JSON.parse(estatus.get(current)!.transiciones)).toContain(next);
        current = next;
      }
      expect(current).toBe(c.estatus_id);
      expect(c.version).toBe(history.length);
      expect(c.updated_at).toBe(history[history.length - 1]!.at);
      expect(c.created_at <= c.updated_at && c.updated_at <= now).toBe(true);
      const final = estatus.get(c.estatus_id)!.final === 1;
      expect(c.closed_at).toBe(final ? c.updated_at : null);
      if (!final && c.due_at < now) overdue++;
      const notes = history.filter((h) => h.tipo === 'nota').length;
      const { n } = await env.app.db.selectFrom('case_notes').select((eb) => eb.fn.countAll().as('n')).where('case_id', '=', c.id).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(notes);
      if (kind === 'reporte') expect(c.lat).not.toBeNull();
    }
    return { total: cases.length, open: cases.filter((c) => c.closed_at === null).length, overdue, assigned: cases.filter((c) => c.asignado_a !== null).length };
  }

  test('the demo cliente starts with a year of reportes and solicitudes, consistent with their history', async () => {
    const admin = (await identity.findUserByEmail(env.app.db, ADMIN_EMAIL))!;
    for (const kind of CASE_KINDS) {
      const stats = await assertConsistent(env.demoId, kind);
      expect(stats.total).toBe(DEMO_CASE_COUNTS[kind]);
      expect(stats.open).toBeGreaterThan(stats.total * 0.05);
      expect(stats.open).toBeLessThan(stats.total * 0.5);
      expect(stats.overdue).toBeGreaterThan(0);
      expect(stats.assigned).toBeGreaterThan(stats.total * 0.3);
      const assignees = await env.app.db.selectFrom('cases').select('asignado_a').distinct().where('cliente_id', '=', env.demoId).where('asignado_a', 'is not', null).execute();
      expect(assignees).toEqual([{ asignado_a: admin.id }]);
    }
    const rows = await env.app.db.selectFrom('cases').select(['created_at', 'descripcion']).where('cliente_id', '=', env.demoId).execute();
    const now = env.clock.fn().getTime();
    const ages = rows.map((r) => (now - Date.parse(r.created_at)) / DAY);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365);
    expect(Math.max(...ages)).toBeGreaterThan(300);
    expect(Math.min(...ages)).toBeLessThan(30);
    // realistic, varied Spanish text
    expect(new Set(rows.map((r) => r.descripcion)).size).toBeGreaterThan(rows.length * 0.8);
    expect(rows.some((r) => /Bache profundo|luminaria|pipa de agua/.test(r.descripcion))).toBe(true);

    // the staff pages see them through the API
    const token = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const list = (await caseApi(env, token, 'reporte').list('?pageSize=5')).json();
    expect(list.total).toBe(DEMO_CASE_COUNTS.reporte);
    const detail = (await caseApi(env, token, 'reporte').detail(list.items[0].id)).json();
    expect(detail.historial[0]).toMatchObject({ tipo: 'creado' });
    expect((await caseApi(env, token, 'reporte').map()).json().points).toHaveLength(DEMO_CASE_COUNTS.reporte);
  });

  test('new cases continue the folio series; a cliente with cases is not seeded again', async () => {
    const t = await caseTenant(env, 'semilla-casos');
    const now = env.clock.fn();
    expect(await seedDemoCases(env.app.db, t.id, now, [{ id: t.clerkId, displayName: 'Clerk' }], { reporte: 40, solicitud: 10 })).toEqual({ reporte: 40, solicitud: 10 });
    const in2026 = (await env.app.db.selectFrom('cases').select('seq').where('cliente_id', '=', t.id).where('kind', '=', 'reporte').where('year', '=', 2026).execute()).length;
    const created = await caseApi(env, t.clerk, 'reporte').add(createBody(t, 'reporte'));
    expect(created.folio).toBe(`R-2026-${String(in2026 + 1).padStart(6, '0')}`);
    expect(await seedDemoCases(env.app.db, t.id, now, [])).toBeNull();
    await assertConsistent(t.id, 'reporte');
    await assertConsistent(t.id, 'solicitud');
  });

  test('the generator is deterministic: the same seed and clock give the same cases', async () => {
    const a = await caseTenant(env, 'det-a');
    const b = await caseTenant(env, 'det-b');
    const now = env.clock.fn();
    const run = async (clienteId: string) => {
      const rng = mulberry32(42);
      await env.app.db.transaction().execute(async (trx) =>
        insertGeneratedCases(trx, await loadCaseCatalogs(trx, clienteId, 'solicitud'), { clienteId, kind: 'solicitud', count: 25, now, timeZone: 'America/Mexico_City', spanDays: 90, rng, newId: rngId(mulberry32(clienteId.length + Date.now())), staff: [] }),
      );
      return env.app.db.selectFrom('cases').select(['folio', 'descripcion', 'created_at', 'prioridad', 'contacto_nombre', 'version']).where('cliente_id', '=', clienteId).orderBy('folio').execute();
    };
    const [ra, rb] = [await run(a.id), await run(b.id)];
    expect(ra).toHaveLength(25);
    expect(ra).toEqual(rb);
  });

  test('bulk seeding (the CLI) adds cases in batches, continuing the folios', async () => {
    const t = await caseTenant(env, 'masivo');
    await caseApi(env, t.clerk, 'reporte').add(createBody(t, 'reporte'));
    const batches: number[] = [];
    const inserted = await seedBulkCases(env.app.db, t.id, 'reporte', 1200, env.clock.fn(), { batchSize: 500, onBatch: (n) => batches.push(n) });
    expect(inserted).toBe(1200);
    expect(batches).toEqual([500, 1000, 1200]);
    const stats = await assertConsistent(t.id, 'reporte');
    expect(stats.total).toBe(1201);
    // the clerk and the administrator hold the edit permission; the viewer does not
    const assignees = await env.app.db.selectFrom('cases').select('asignado_a').distinct().where('cliente_id', '=', t.id).where('asignado_a', 'is not', null).execute();
    expect(assignees.map((r) => r.asignado_a).sort()).toEqual([t.adminId, t.clerkId].sort());
  });
});
