import { ADMIN_PATHS, CASE_PATHS, CaseDetail, PublicCase, type CaseKind } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { catalogApi } from '../catalogs/catalogs.testkit';
import { publicApi } from '../citizens/citizens.testkit';
import { hashFollowCode } from './followCode';
import { openCaseSuite, caseApi, caseCounts, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';

/* Issue 21 item 3: answer and close in one action, the next step as one click, the assignment rule. */
describe.each(testDatabases())('closing in one step and the assignment rule on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  const est = (nombre: string, kind: CaseKind = 'reporte') => t.estatus[kind][nombre]!;
  beforeAll(async () => ({ env, t, rep } = await openCaseSuite(db, 'cierre')));
  afterAll(() => env.close());

  const fresh = () => rep.add(createBody(t, 'reporte'));
  const setRule = async (on: boolean) => {
    const res = await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { asignar_mueve_estatus: on } });
    expect(res.json()).toMatchObject({ asignar_mueve_estatus: on });
  };

  test('the detail names the usual next step and the final estatus reachable in one step, from the catalogue', async () => {
    const c = await fresh();
    expect(c.siguiente).toMatchObject({ id: est('Asignado'), nombre: 'Asignado' });
    expect(c.cierres.map((e) => e.nombre)).toEqual(['Atendido', 'Improcedente']);
    const enProceso = await rep.do((await rep.do(c.id, { accion: 'estatus', estatusId: c.siguiente!.id })).id, { accion: 'estatus', estatusId: est('En proceso') });
    // only final ones are left: no usual next step, both closings direct
    expect(enProceso.siguiente).toBeNull();
    expect(enProceso.cierres.map((e) => e.nombre)).toEqual(['Atendido', 'Improcedente']);
    const closed = await rep.do(c.id, { accion: 'estatus', estatusId: est('Improcedente'), respuesta: 'Respuesta pública de cierre' });
    expect(closed).toMatchObject({ siguiente: null, cierres: [], siguientes: [] });
  });

  test('cerrar writes the public answer and closes from Recibido in one action, one estatus event through the estatus between', async () => {
    const c = await fresh();
    env.clock.advance(60_000);
    const res = await rep.do(c.id, { accion: 'cerrar', estatusId: est('Atendido'), respuesta: '  Se tapó el bache el martes.  ', version: c.version });
    expect(res).toMatchObject({ estatus: { nombre: 'Atendido', final: true }, closedAt: env.clock.fn().toISOString(), version: c.version + 1, siguientes: [], cierres: [] });
    expect(res.notas).toEqual([expect.objectContaining({ texto: 'Se tapó el bache el martes.', publica: true, autor: expect.objectContaining({ id: t.clerkId }) })]);
    expect(res.historial.map((e) => e.tipo)).toEqual(['creado', 'estatus']);
    expect(res.historial.at(-1)).toMatchObject({
      actor: { id: t.clerkId },
      antes: { estatus: { nombre: 'Recibido', final: false } },
      despues: { estatus: { nombre: 'Atendido', final: true }, nota: { id: res.notas[0]!.id, publica: true }, via: [{ nombre: 'Asignado' }, { nombre: 'En proceso' }] },
      comentario: 'Se tapó el bache el martes.',
    });

    // the citizen reads the answer and the final estatus on the follow page
    await env.app.db.updateTable('cases').set({ follow_code_hash: hashFollowCode(c.id, 'ABCD2345') }).where('id', '=', c.id).execute();
    const follow = PublicCase.parse((await publicApi(env, t.slug).followWithCode(c.folio, 'ABCD2345')).json());
    expect(follow).toMatchObject({ estatus: { nombre: 'Atendido', final: true }, closedAt: res.closedAt });
    expect(follow.detalle!.notas.map((n) => n.texto)).toEqual(['Se tapó el bache el martes.']);
    expect(follow.detalle!.historial.map((h) => h.estatus)).toEqual(['Recibido', 'Atendido']);
  });

  test('cerrar refuses a missing answer, a non-final or unreachable estatus, a closed or stale case: 400/409 naming the field, nothing written', async () => {
    const c = await fresh();
    const closed = await fresh();
    await rep.do(closed.id, { accion: 'estatus', estatusId: est('Improcedente'), respuesta: 'Respuesta pública de cierre' });
    const before = await caseCounts(env, t.id);
    const refusals: [string, object, number, string, string | undefined][] = [
      [c.id, { estatusId: est('Atendido') }, 400, 'validation', 'respuesta'],
      [c.id, { estatusId: est('Atendido'), respuesta: '   ' }, 400, 'validation', 'respuesta'],
      [c.id, { estatusId: est('Atendido'), respuesta: 'x'.repeat(4001) }, 400, 'validation', 'respuesta'],
      [c.id, { respuesta: 'Listo' }, 400, 'validation', 'estatusId'],
      [c.id, { estatusId: est('Asignado'), respuesta: 'No es final' }, 400, 'case.not_final', 'estatusId'],
      [c.id, { estatusId: est('Atendido', 'solicitud'), respuesta: 'Otro catálogo' }, 400, 'case.not_final', 'estatusId'],
      [c.id, { estatusId: 'no-existe', respuesta: 'Nada' }, 400, 'case.not_final', 'estatusId'],
      [c.id, { estatusId: est('Atendido'), respuesta: 'Tarde', version: c.version + 5 }, 409, 'case.stale', 'version'],
      [closed.id, { estatusId: est('Atendido'), respuesta: 'Ya estaba cerrado' }, 409, 'case.closed', undefined],
    ];
    for (const [id, body, statusCode, code, field] of refusals) {
      const res = await rep.act(id, { accion: 'cerrar', ...body });
      expect(res.json()).toMatchObject({ statusCode, code, ...(field && { field }) });
    }
    expect((await caseApi(env, t.viewer, 'reporte').act(c.id, { accion: 'cerrar', estatusId: est('Atendido'), respuesta: 'Sin permiso' })).json()).toMatchObject({ statusCode: 403 });
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('moving to a final estatus needs the public reason (issue 24): refused without it, nothing written; with it a public note the citizen reads', async () => {
    const c = await fresh();
    const before = await caseCounts(env, t.id);
    for (const respuesta of [undefined, '   ']) {
      const res = await rep.act(c.id, { accion: 'estatus', estatusId: est('Improcedente'), ...(respuesta !== undefined && { respuesta }) });
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'respuesta' });
    }
    expect((await rep.act(c.id, { accion: 'estatus', estatusId: est('Improcedente') })).json()).toMatchObject({ code: 'case.public_reason_required' });
    const bulk = await env.inject({ method: 'POST', url: CASE_PATHS.reporte.bulk, token: t.clerk, payload: { accion: 'estatus', ids: [c.id], estatusId: est('Improcedente') } });
    expect(bulk.json()).toMatchObject({ statusCode: 400, code: 'case.public_reason_required', field: 'respuesta' });
    expect(await caseCounts(env, t.id)).toEqual(before);

    const closed = await rep.do(c.id, { accion: 'estatus', estatusId: est('Improcedente'), respuesta: 'No es un bache: es una zanja de obra federal.', comentario: 'Turnar a SCT' });
    expect(closed.notas).toEqual([expect.objectContaining({ texto: 'No es un bache: es una zanja de obra federal.', publica: true })]);
    expect(closed.historial.at(-1)).toMatchObject({ tipo: 'estatus', despues: { estatus: { nombre: 'Improcedente' }, nota: { publica: true } }, comentario: 'Turnar a SCT' });
    // a move that does not close needs no reason and writes no note
    const open = await fresh();
    expect((await rep.do(open.id, { accion: 'estatus', estatusId: est('Asignado') })).notas).toEqual([]);
  });

  test('a final estatus only reachable through an inactive one is not offered and is refused', async () => {
    const local = await caseTenant(env, 'cierre-inactivo');
    const api = caseApi(env, local.clerk, 'reporte');
    const c = await api.add(createBody(local, 'reporte'));
    await catalogApi(env, local.admin).update('estatusreporte', local.estatus.reporte['En proceso']!, { activo: false });
    const now = CaseDetail.parse((await api.detail(c.id)).json());
    expect(now.cierres.map((e) => e.nombre)).toEqual(['Improcedente']);
    expect((await api.act(c.id, { accion: 'cerrar', estatusId: local.estatus.reporte['Atendido'], respuesta: 'Hecho' })).json()).toMatchObject({ statusCode: 400, code: 'case.not_final' });
  });

  test('the assignment rule: off by default; on, assigning a person in the initial estatus moves it to the next one, two events', async () => {
    const off = await fresh();
    const plain = await rep.do(off.id, { accion: 'asignar', asignadoA: t.adminId });
    expect(plain.estatus.nombre).toBe('Recibido');
    expect(plain.historial.map((e) => e.tipo)).toEqual(['creado', 'asignacion']);

    await setRule(true);
    try {
      const c = await fresh();
      const res = await rep.do(c.id, { accion: 'asignar', asignadoA: t.adminId, comentario: 'Para la cuadrilla' });
      expect(res).toMatchObject({ estatus: { nombre: 'Asignado' }, asignado: { id: t.adminId }, version: c.version + 1, closedAt: null });
      expect(res.historial.slice(-2)).toMatchObject([
        { tipo: 'asignacion', despues: { asignado: { id: t.adminId } }, comentario: 'Para la cuadrilla' },
        { tipo: 'estatus', antes: { estatus: { nombre: 'Recibido' } }, despues: { estatus: { nombre: 'Asignado' } }, comentario: null },
      ]);
      // past the initial estatus, unassigning, or a dependencia alone: the estatus stays
      const again = await rep.do(c.id, { accion: 'asignar', asignadoA: t.clerkId });
      expect(again.estatus.nombre).toBe('Asignado');
      const other = await fresh();
      expect((await rep.do(other.id, { accion: 'asignar', dependenciaId: t.dependencias['Tesorería Municipal'] })).estatus.nombre).toBe('Recibido');
      expect((await rep.do(other.id, { accion: 'asignar', asignadoA: null })).estatus.nombre).toBe('Recibido');
      // the rule takes the catalogue's names and order: a renamed initial and next estatus work alike
      const cat = catalogApi(env, t.admin);
      await cat.update('estatusreporte', est('Asignado'), { nombre: 'Turnado' });
      const renamed = await rep.do((await fresh()).id, { accion: 'asignar', asignadoA: t.clerkId });
      expect(renamed.estatus).toMatchObject({ id: est('Asignado'), nombre: 'Turnado' });
      await cat.update('estatusreporte', est('Asignado'), { nombre: 'Asignado' });
    } finally {
      await setRule(false);
    }
  });

  test('the rule setting: only a boolean; only administrators change it; off for a new cliente', async () => {
    const bad = await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { asignar_mueve_estatus: 'sí' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'asignar_mueve_estatus' });
    const clerk = await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.clerk, payload: { asignar_mueve_estatus: true } });
    expect(clerk.statusCode).toBe(403);
    const settings = await env.inject({ method: 'GET', url: ADMIN_PATHS.cliente, token: t.admin });
    expect(settings.json()).toMatchObject({ asignar_mueve_estatus: false });
  });
});
