import { ADMIN_PATHS, CaseDetail, DUPLICATE_PATHS, NearbyResponse, PUBLIC_PATHS, casePath, publicPath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';
import { filingBody, openCitizensSuite, type PublicApi } from '../citizens/citizens.testkit';
import { caseApi, caseCounts, PNG, UBICACION, type CaseTenant } from './cases.testkit';

/* Issue 24: duplicate reports: the cards before filing, support, marking a duplicate; and access to the staff side. */
describe.each(testDatabases())('duplicate reports on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let other: CaseTenant;
  let api: PublicApi;
  let demoCase: { id: string; tipo_id: string; lat: number; lng: number; apoyos: number };
  beforeAll(async () => {
    ({ env, t, other, api } = await openCitizensSuite(db, 'duplicados', 'duplicados-otro'));
    await identity.insertRole(env.app.db, env.demoId, 'Sin casos', ['DashboardAnalytics']);
    // an open reporte of the demo cliente recent enough to be offered
    const row = await env.app.db.selectFrom('cases').select(['id', 'tipo_id', 'lat', 'lng', 'apoyos']).where('cliente_id', '=', env.demoId).where('kind', '=', 'reporte').where('closed_at', 'is', null).where('lat', 'is not', null).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    await env.app.db.updateTable('cases').set({ created_at: env.clock.fn().toISOString() }).where('id', '=', row.id).execute();
    demoCase = { ...row, lat: row.lat!, lng: row.lng! };
  });
  afterAll(() => env.close());

  const bache = () => t.tipos.reporte['Bache']!;
  const est = (n: string) => t.estatus.reporte[n]!;
  /** A point `north` metres north of UBICACION (and `east` east). */
  const near = (north: number, east = 0) => ({ lat: UBICACION.lat + north / 111_320, lng: UBICACION.lng + east / (111_320 * Math.cos((UBICACION.lat * Math.PI) / 180)) });
  const staff = () => caseApi(env, t.clerk, 'reporte');
  const query = (p: { lat: number; lng: number }, tipoId = bache(), extra = '') => `?tipoId=${tipoId}&lat=${p.lat}&lng=${p.lng}${extra}`;
  const publicNearby = async (p: { lat: number; lng: number }, tipoId = bache(), slug = t.slug) => {
    const res = await env.inject({ method: 'GET', url: `${publicPath(PUBLIC_PATHS.nearby, { cliente: slug })}${query(p, tipoId)}` });
    return res;
  };
  const staffNearby = async (p: { lat: number; lng: number }, extra = '') => NearbyResponse.parse((await env.inject({ method: 'GET', url: `${DUPLICATE_PATHS.nearby}${query(p, bache(), extra)}`, token: t.clerk })).json());

  test('the cards: open reportes of the same tipo within 50 m and 30 days, nearest first; not closed, far, old, of another tipo or cliente', async () => {
    const at20 = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(20) }));
    await api.upload(at20.id, at20.uploadToken, PNG, 'bache.png');
    const at40 = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(0, 40) }));
    const closed = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(10) }));
    await staff().do(closed.id, { accion: 'cerrar', estatusId: est('Atendido'), respuesta: 'Reparado' });
    await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(120) }));
    await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(5), tipoId: t.tipos.reporte['Fuga de agua'] }));
    await api.filed('reporte', filingBody(other, 'reporte', { ubicacion: near(5) }), undefined).catch(() => undefined);

    const res = await publicNearby(UBICACION);
    expect(res.statusCode).toBe(200);
    const body = NearbyResponse.parse(res.json());
    expect(body).toMatchObject({ radioM: 50, dias: 30 });
    expect(body.items.map((i) => i.folio)).toEqual([at20.folio, at40.folio]);
    expect(body.items[0]).toEqual({ folio: at20.folio, estatus: { nombre: 'Recibido', color: expect.any(String) }, createdAt: expect.any(String), distanciaM: 20, apoyos: 0, foto: expect.stringContaining('/fotos/') });
    expect(body.items[1]!.foto).toBeNull();
    expect(res.body).not.toMatch(/"id"|Privado|Calle Oculta|Bache profundo/);
    // staff get the ids (to link), and may leave out the case they are on
    expect((await staffNearby(UBICACION)).items.map((i) => i.id)).toEqual([at20.id, at40.id]);
    expect((await staffNearby(UBICACION, `&excluir=${at20.id}`)).items.map((i) => i.folio)).toEqual([at40.folio]);

    // older than the cliente's days: gone; a wider radius set by the administrator: the far one too
    // (the reportes of this test aged 31 days; tokens stay valid, so the clock is left alone)
    const aged = new Date(env.clock.fn().getTime() - 31 * 24 * 3600_000).toISOString();
    await env.app.db.updateTable('cases').set({ created_at: aged }).where('cliente_id', '=', t.id).execute();
    expect(NearbyResponse.parse((await publicNearby(UBICACION)).json()).items).toEqual([]);
    await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(120) }));
    expect(NearbyResponse.parse((await publicNearby(UBICACION)).json()).items).toEqual([]);
    expect((await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { duplicados_radio_m: 200 } })).json()).toMatchObject({ duplicados_radio_m: 200 });
    expect(NearbyResponse.parse((await publicNearby(UBICACION)).json()).items.map((i) => i.distanciaM)).toEqual([120]);
    await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { duplicados_radio_m: 50 } });
  });

  test('bad input names the field; a tipo that is not public is refused', async () => {
    expect((await env.inject({ method: 'GET', url: `${publicPath(PUBLIC_PATHS.nearby, { cliente: t.slug })}?tipoId=${bache()}&lat=100&lng=0` })).json()).toMatchObject({ statusCode: 400, field: 'lat' });
    expect((await publicNearby(UBICACION, 'no-existe')).json()).toMatchObject({ statusCode: 400, code: 'citizen.tipo_not_public', field: 'tipoId' });
    const bad = await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { duplicados_radio_m: 5000 } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'duplicados_radio_m' });
  });

  test('"the same happens to me": support counted with its event; with an e-mail, following it; a closed or unknown folio refused', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(0) }));
    const support = (folio: string, body: object = {}) => env.inject({ method: 'POST', url: publicPath(PUBLIC_PATHS.support, { cliente: t.slug, folio }), payload: body });
    expect((await support(f.folio)).json()).toEqual({ folio: f.folio, apoyos: 1 });
    expect((await support(f.folio.toLowerCase(), { email: 'vecino.apoyo@correo.test' })).json()).toEqual({ folio: f.folio, apoyos: 2 });
    const detail = CaseDetail.parse((await staff().detail(f.id)).json());
    expect(detail.apoyos).toBe(2);
    expect(detail.historial.filter((e) => e.tipo === 'apoyo').map((e) => e.despues)).toEqual([{ apoyos: 1, desde: 'portal' }, { apoyos: 2, desde: 'portal' }]);
    const follower = await env.app.db.selectFrom('case_followers').select(['status']).where('case_id', '=', f.id).where('email_key', '=', 'vecino.apoyo@correo.test').executeTakeFirst();
    expect(follower).toEqual({ status: 'pendiente' });

    expect((await support('R-2026-999999')).json()).toMatchObject({ statusCode: 404, code: 'citizen.folio_not_found' });
    expect((await support(f.folio, { email: 'no-es-correo' })).json()).toMatchObject({ statusCode: 400, field: 'email' });
    await staff().do(f.id, { accion: 'cerrar', estatusId: est('Atendido'), respuesta: 'Listo' });
    expect((await support(f.folio)).json()).toMatchObject({ statusCode: 409, code: 'case.closed' });
    expect(CaseDetail.parse((await staff().detail(f.id)).json()).apoyos).toBe(2);
  });

  test('staff link a call as support instead of filing anew', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(0) }));
    const res = await env.inject({ method: 'POST', url: casePath(DUPLICATE_PATHS.support, f.id), token: t.clerk, payload: { comentario: 'Llamó la vecina del 12' } });
    const detail = CaseDetail.parse(res.json());
    expect(detail.apoyos).toBe(1);
    expect(detail.historial.at(-1)).toMatchObject({ tipo: 'apoyo', despues: { apoyos: 1, desde: 'personal' }, comentario: 'Llamó la vecina del 12', actor: { id: t.clerkId } });
  });

  test('marking a duplicate: it closes with a typed event and a public note, its followers and support move to the original, which lists it', async () => {
    const original = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(0) }));
    const copy = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(15) }));
    await env.inject({ method: 'POST', url: publicPath(PUBLIC_PATHS.support, { cliente: t.slug, folio: copy.folio }), payload: {} });
    await env.app.db.insertInto('case_followers').values({ id: `seg-${copy.id}`, cliente_id: t.id, case_id: copy.id, email: 'mueve@correo.test', email_key: 'mueve@correo.test', lang: 'es', status: 'activo', origen: 'ciudadano', created_at: env.clock.fn().toISOString(), confirmed_at: env.clock.fn().toISOString(), ended_at: null }).execute();

    const before = await caseCounts(env, t.id);
    for (const [body, field] of [
      [{ originalId: copy.id, estatusId: est('Improcedente') }, 'originalId'],
      [{ originalId: 'no-existe', estatusId: est('Improcedente') }, 'originalId'],
      [{ originalId: original.id, estatusId: est('Asignado') }, 'estatusId'],
    ] as const) {
      expect((await staff().act(copy.id, { accion: 'duplicado', ...body })).json()).toMatchObject({ statusCode: 400, field });
    }
    // another cliente's case cannot be the original
    const foreign = await caseApi(env, other.clerk, 'reporte').add({ tipoId: other.tipos.reporte['Bache'], descripcion: 'Bache ajeno de prueba', ubicacion: UBICACION });
    expect((await staff().act(copy.id, { accion: 'duplicado', originalId: foreign.id, estatusId: est('Improcedente') })).json()).toMatchObject({ statusCode: 400, code: 'case.duplicate_invalid' });
    expect(await caseCounts(env, t.id)).toEqual(before);

    const marked = await staff().do(copy.id, { accion: 'duplicado', originalId: original.id, estatusId: est('Improcedente') });
    expect(marked).toMatchObject({ estatus: { nombre: 'Improcedente', final: true }, closedAt: expect.any(String), duplicadoDe: { id: original.id, folio: original.folio } });
    expect(marked.historial.at(-1)).toMatchObject({ tipo: 'duplicado', despues: { original: { folio: original.folio }, estatus: { nombre: 'Improcedente' } } });
    expect(marked.notas.at(-1)).toMatchObject({ publica: true, texto: expect.stringContaining(original.folio) });
    const origDetail = CaseDetail.parse((await staff().detail(original.id)).json());
    expect(origDetail).toMatchObject({ apoyos: 2, duplicados: [{ id: copy.id, folio: copy.folio }] });
    expect(origDetail.historial.at(-1)).toMatchObject({ tipo: 'apoyo', despues: { apoyos: 2, desde: 'duplicado', duplicado: { folio: copy.folio } } });
    const moved = await env.app.db.selectFrom('case_followers').select(['case_id', 'origen', 'status']).where('id', '=', `seg-${copy.id}`).executeTakeFirstOrThrow();
    expect(moved).toEqual({ case_id: original.id, origen: 'duplicado', status: 'activo' });
    // the follower heard of the duplicate (with the original's folio) and then hears of the original
    await env.app.mailQueue.drain();
    await staff().do(original.id, { accion: 'estatus', estatusId: est('Asignado') });
    await env.app.mailQueue.drain();
    const mails = (await env.outbox()).filter((m) => m.to === 'mueve@correo.test');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(`${copy.folio}: Improcedente`), expect.stringContaining(`${original.folio}: Asignado`)]);
    expect(mails[0]!.text).toContain(original.folio);
  });

  test('an Open311 filing is never blocked; staff see the reportes near it on the new case', async () => {
    const first = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(0) }));
    const second = await api.filed('reporte', filingBody(t, 'reporte', { ubicacion: near(8) }));
    const seen = await staffNearby(near(8), `&excluir=${second.id}`);
    expect(seen.items.map((i) => i.folio)).toContain(first.folio);
    expect(seen.items.map((i) => i.folio)).not.toContain(second.folio);
  });

  describeAccess(() => env, {
    method: 'GET',
    url: () => `${DUPLICATE_PATHS.nearby}${query(demoCase, demoCase.tipo_id)}`,
    name: 'nearby (at a demo reporte)',
    lacking: { role: 'Sin casos' },
    otherCliente: async (res, e) => {
      // the demo cliente's reporte right there is not another cliente's to see
      expect(res.json()).toMatchObject({ items: [] });
      const demo = await e.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const seen = NearbyResponse.parse((await e.inject({ method: 'GET', url: `${DUPLICATE_PATHS.nearby}${query(demoCase, demoCase.tipo_id)}`, token: demo })).json());
      expect(seen.items.map((i) => i.id)).toContain(demoCase.id);
    },
  });
  describeAccess(() => env, {
    method: 'POST',
    url: () => casePath(DUPLICATE_PATHS.support, demoCase.id),
    name: 'support (of a demo reporte)',
    payload: () => ({}),
    lacking: { role: 'Consulta' },
    otherCliente: async (res, e) => {
      expect(res.json()).toMatchObject({ statusCode: 404 });
      const row = await e.app.db.selectFrom('cases').select('apoyos').where('id', '=', demoCase.id).executeTakeFirstOrThrow();
      expect(row.apoyos).toBe(demoCase.apoyos);
    },
  });
});
