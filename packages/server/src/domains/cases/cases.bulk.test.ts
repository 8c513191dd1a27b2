import { CASE_BULK_MAX, CASE_PATHS, CaseBulkResponse, CaseDetail, type CaseKind } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';
import { openCaseSuite, caseApi, caseCounts, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';
import { identity } from '../../core';

/* Issue 21 item 4: bulk assign and estatus (all or nothing, one event per case) and the selection's CSV. */
describe.each(testDatabases())('bulk actions on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  const est = (nombre: string, kind: CaseKind = 'reporte') => t.estatus[kind][nombre]!;
  const bulk = (token: string, payload: object, kind: CaseKind = 'reporte') => env.inject({ method: 'POST', url: CASE_PATHS[kind].bulk, token, payload });
  const csvOf = (token: string, payload: object) => env.inject({ method: 'POST', url: CASE_PATHS.reporte.csv, token, payload });
  beforeAll(async () => ({ env, t, rep } = await openCaseSuite(db, 'lote', { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } })));
  afterAll(() => env.close());

  const fresh = () => rep.add(createBody(t, 'reporte'));
  const detail = async (id: string) => CaseDetail.parse((await rep.detail(id)).json());

  test('asignar to many: each case changes and gets its own asignacion event; the assignee hears of it once', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const res = await bulk(t.clerk, { accion: 'asignar', ids: [a.id, b.id], asignadoA: t.adminId, comentario: 'Reparto del lunes' });
    expect(CaseBulkResponse.parse(res.json())).toEqual({ cambiados: 2, sinCambio: 0 });
    for (const c of [a, b]) {
      const now = await detail(c.id);
      expect(now).toMatchObject({ asignado: { id: t.adminId }, version: c.version + 1, estatus: { nombre: 'Recibido' } });
      expect(now.historial.at(-1)).toMatchObject({ tipo: 'asignacion', actor: { id: t.clerkId }, antes: { asignado: null }, despues: { asignado: { id: t.adminId } }, comentario: 'Reparto del lunes' });
    }
    const notes = await env.app.db.selectFrom('notifications').select('message').where('user_id', '=', t.adminId).where('cliente_id', '=', t.id).execute();
    expect(notes.map((n) => n.message)).toEqual([expect.stringMatching(/te asignó 2 reportes$/)]);
    // again: nothing to change, nothing written
    const before = await caseCounts(env, t.id);
    expect((await bulk(t.clerk, { accion: 'asignar', ids: [a.id, b.id], asignadoA: t.adminId })).json()).toEqual({ cambiados: 0, sinCambio: 2 });
    expect(await caseCounts(env, t.id)).toEqual(before);

    // assigning to oneself tells nobody: the clerk's own page already said it once
    const c = await fresh();
    expect((await bulk(t.clerk, { accion: 'asignar', ids: [c.id], asignadoA: t.clerkId })).json()).toEqual({ cambiados: 1, sinCambio: 0 });
    expect(await env.app.db.selectFrom('notifications').select('id').where('user_id', '=', t.clerkId).execute()).toEqual([]);
  });

  test('estatus for many: one estatus event per case; one case that may not take it leaves every case unchanged and the error names its folio', async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    await rep.do(c.id, { accion: 'estatus', estatusId: est('Improcedente'), respuesta: 'Respuesta pública de cierre' });
    const before = await caseCounts(env, t.id);
    const refused = await bulk(t.clerk, { accion: 'estatus', ids: [a.id, b.id, c.id], estatusId: est('Asignado') });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'case.closed', item: c.folio, message: expect.stringContaining(c.folio) });
    expect(await caseCounts(env, t.id)).toEqual(before);
    for (const x of [a, b]) expect(await detail(x.id)).toMatchObject({ estatus: { nombre: 'Recibido' }, version: x.version });

    // a transition one case does not allow: same, with that folio
    await rep.do(b.id, { accion: 'estatus', estatusId: est('Asignado') });
    const skip = await bulk(t.clerk, { accion: 'estatus', ids: [a.id, b.id], estatusId: est('En proceso') });
    expect(skip.json()).toMatchObject({ statusCode: 400, code: 'case.invalid_transition', field: 'estatusId', item: a.folio });
    expect(await detail(b.id)).toMatchObject({ estatus: { nombre: 'Asignado' } });

    const ok = await bulk(t.clerk, { accion: 'estatus', ids: [a.id, b.id], estatusId: est('Improcedente'), comentario: 'Duplicados', respuesta: 'Reportes duplicados' });
    expect(ok.json()).toEqual({ cambiados: 2, sinCambio: 0 });
    for (const x of [a, b]) {
      const now = await detail(x.id);
      expect(now).toMatchObject({ estatus: { nombre: 'Improcedente', final: true }, closedAt: expect.any(String) });
      expect(now.historial.at(-1)).toMatchObject({ tipo: 'estatus', despues: { estatus: { nombre: 'Improcedente' } }, comentario: 'Duplicados' });
    }
  });

  test("an unknown id, another cliente's or another kind's case stops the batch (404 naming it), nothing changes", async () => {
    const a = await fresh();
    const other = await caseTenant(env, 'lote-otro');
    const foreign = await caseApi(env, other.clerk, 'reporte').add(createBody(other, 'reporte'));
    const solicitud = await caseApi(env, t.clerk, 'solicitud').add(createBody(t, 'solicitud'));
    const before = await caseCounts(env, t.id);
    const otherBefore = await caseCounts(env, other.id);
    for (const id of ['no-existe', foreign.id, solicitud.id]) {
      const res = await bulk(t.clerk, { accion: 'asignar', ids: [a.id, id], asignadoA: t.adminId });
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'case.not_found', item: id });
      expect(res.body).not.toContain(foreign.folio);
    }
    expect(await caseCounts(env, t.id)).toEqual(before);
    expect(await caseCounts(env, other.id)).toEqual(otherBefore);
    expect(await detail(a.id)).toMatchObject({ asignado: null, version: a.version });
  });

  test('bad input: 400 naming the field, the cap said in the message, nothing changes', async () => {
    const a = await fresh();
    const before = await caseCounts(env, t.id);
    const tooMany = Array.from({ length: CASE_BULK_MAX + 1 }, (_, i) => `id-${i}`);
    const cases: [object, string, RegExp?][] = [
      [{ accion: 'asignar', ids: tooMany, asignadoA: t.adminId }, 'ids', new RegExp(`${CASE_BULK_MAX}`)],
      [{ accion: 'asignar', ids: [], asignadoA: t.adminId }, 'ids'],
      [{ accion: 'asignar', ids: [a.id, a.id], asignadoA: t.adminId }, 'ids'],
      [{ accion: 'asignar', asignadoA: t.adminId }, 'ids'],
      [{ accion: 'estatus', ids: [a.id] }, 'estatusId'],
      [{ accion: 'reabrir', ids: [a.id], comentario: 'No en lote' }, 'accion'],
      [{ accion: 'asignar', ids: [a.id], asignadoA: 'no-existe' }, 'asignadoA'],
      [{ accion: 'asignar', ids: [a.id], dependenciaId: 'no-existe' }, 'dependenciaId'],
      [{ accion: 'asignar', ids: [a.id], extra: 1 }, 'body'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await bulk(t.clerk, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field ?? res.json().errors?.[0]?.type).toBe(field);
      if (message) expect(res.json().message).toMatch(message);
    }
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('the selection as CSV: the same header and rows as the filtered export, only the cases named', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await fresh();
    const res = await csvOf(t.clerk, { ids: [b.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="reportes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    const whole = (await rep.csv()).body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(whole[0]);
    expect(lines.slice(1)).toEqual([whole.find((l) => l.startsWith(b.folio)), whole.find((l) => l.startsWith(a.folio))]);
    // a viewer may export; bad input is a 400
    expect((await csvOf(t.viewer, { ids: [a.id] })).statusCode).toBe(200);
    expect((await csvOf(t.clerk, { ids: [] })).json()).toMatchObject({ statusCode: 400, field: 'ids' });
    expect((await csvOf(t.clerk, { ids: Array.from({ length: CASE_BULK_MAX + 1 }, (_, i) => `x${i}`) })).json()).toMatchObject({ statusCode: 400, field: 'ids' });
  });
});

/* The access matrix of the new endpoints, against the seeded demo cliente's cases. */
describe.each(testDatabases())('access to the bulk endpoints on %s', (db) => {
  let env: TestEnv;
  let ids: string[];
  let folios: string[];
  let versions: number[];
  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
    await identity.insertRole(env.app.db, env.demoId, 'Sin casos', ['DashboardAnalytics']);
    const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const items = (await env.inject({ method: 'GET', url: `${CASE_PATHS.reporte.list}?pageSize=2&estado=abiertos`, token: admin })).json().items as { id: string; folio: string }[];
    ids = items.map((i) => i.id);
    folios = items.map((i) => i.folio);
    versions = (await env.app.db.selectFrom('cases').select(['id', 'version']).where('id', 'in', ids).execute()).sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id)).map((r) => r.version);
  });
  afterAll(() => env.close());

  const unchanged = async (e: TestEnv) => {
    const rows = await e.app.db.selectFrom('cases').select(['id', 'version', 'cliente_id']).where('id', 'in', ids).execute();
    expect(rows.sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id)).map((r) => [r.cliente_id, r.version])).toEqual(versions.map((v) => [e.demoId, v]));
  };

  describeAccess(() => env, {
    method: 'POST',
    url: CASE_PATHS.reporte.bulk,
    payload: () => ({ accion: 'asignar', ids, asignadoA: null, dependenciaId: null }),
    lacking: { role: 'Consulta' },
    otherCliente: async (res, e) => {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'case.not_found' });
      for (const folio of folios) expect(res.body).not.toContain(folio);
      await unchanged(e);
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: CASE_PATHS.solicitud.bulk,
    payload: () => ({ accion: 'estatus', ids: ['x'], estatusId: 'y' }),
    lacking: { role: 'Consulta' },
    otherCliente: async (res, e) => {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'case.not_found' });
      await unchanged(e);
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: CASE_PATHS.reporte.csv,
    payload: () => ({ ids }),
    lacking: { role: 'Sin casos' },
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      for (const folio of folios) expect(res.body).not.toContain(folio);
      expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    },
  });
});
