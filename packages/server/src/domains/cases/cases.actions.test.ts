import { CaseDetail, type CaseKind } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { USER_PASSWORD, makeUser, type TestEnv } from '../../testing/testApp';
import { setMembershipDisabled } from '../admin/admin.testkit';
import { catalogApi } from '../catalogs/catalogs.testkit';
import { openCaseSuite, caseApi, caseCounts, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';
import { identity } from '../../core';

describe.each(testDatabases())('acting on cases on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  const est = (nombre: string, kind: CaseKind = 'reporte') => t.estatus[kind][nombre]!;
  beforeAll(async () => ({ env, t, rep } = await openCaseSuite(db, 'acciones')));
  afterAll(() => env.close());

  const fresh = () => rep.add(createBody(t, 'reporte'));
  const history = async (id: string) => CaseDetail.parse((await rep.detail(id)).json()).historial;

  test('estatus moves only along the transitions; a final one closes the case and leaves no next step', async () => {
    const c = await fresh();
    env.clock.advance(60_000);
    const asignado = await rep.do(c.id, { accion: 'estatus', estatusId: est('Asignado'), comentario: 'Va la cuadrilla' });
    expect(asignado).toMatchObject({ estatus: { nombre: 'Asignado', final: false }, version: 2, closedAt: null, updatedAt: env.clock.fn().toISOString() });
    expect(asignado.siguientes.map((e) => e.nombre)).toEqual(['En proceso', 'Improcedente']);
    expect(asignado.historial.at(-1)).toMatchObject({
      tipo: 'estatus',
      actor: { id: t.clerkId },
      antes: { estatus: { id: est('Recibido'), nombre: 'Recibido', color: '#9e9e9e', final: false } },
      despues: { estatus: { id: est('Asignado'), nombre: 'Asignado', color: '#1e88e5', final: false } },
      comentario: 'Va la cuadrilla',
    });

    // skipping a step, going back, or naming another kind's / another cliente's estatus: refused, nothing changes
    for (const estatusId of [est('Atendido'), est('Recibido'), est('Atendido', 'solicitud'), 'no-existe']) {
      const res = await rep.act(c.id, { accion: 'estatus', estatusId });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'case.invalid_transition', field: 'estatusId' });
    }
    expect(await history(c.id)).toHaveLength(2);

    await rep.do(c.id, { accion: 'estatus', estatusId: est('En proceso') });
    env.clock.advance(60_000);
    const atendido = await rep.do(c.id, { accion: 'estatus', estatusId: est('Atendido'), respuesta: 'Respuesta pública de cierre' });
    expect(atendido).toMatchObject({ estatus: { nombre: 'Atendido', final: true }, closedAt: env.clock.fn().toISOString(), siguientes: [], version: 4, vencido: false });
    expect(atendido.historial.map((e) => e.tipo)).toEqual(['creado', 'estatus', 'estatus', 'estatus']);
  });

  test('a closed case refuses every action but reabrir (409 case.closed); reabrir needs a closed case and a reason', async () => {
    const c = await fresh();
    await rep.do(c.id, { accion: 'estatus', estatusId: est('Improcedente'), respuesta: 'Respuesta pública de cierre' });
    const before = await caseCounts(env, t.id);
    for (const body of [{ accion: 'estatus', estatusId: est('Asignado') }, { accion: 'prioridad', prioridad: 'urgente' }, { accion: 'asignar', asignadoA: t.clerkId }]) {
      expect((await rep.act(c.id, body)).json()).toMatchObject({ statusCode: 409, code: 'case.closed' });
    }
    expect((await rep.act(c.id, { accion: 'reabrir', comentario: 'no' })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'comentario' });
    expect(await caseCounts(env, t.id)).toEqual(before);

    const reopened = await rep.do(c.id, { accion: 'reabrir', comentario: 'El vecino dice que sigue igual' });
    expect(reopened).toMatchObject({ estatus: { nombre: 'Recibido' }, closedAt: null, version: 3 });
    expect(reopened.siguientes.map((e) => e.nombre)).toEqual(['Asignado', 'Improcedente']);
    expect(reopened.historial.at(-1)).toMatchObject({
      tipo: 'reabierto',
      antes: { estatus: { nombre: 'Improcedente', final: true } },
      despues: { estatus: { nombre: 'Recibido', final: false } },
      comentario: 'El vecino dice que sigue igual',
    });
    expect((await rep.act(c.id, { accion: 'reabrir', comentario: 'Otra vez, por si acaso' })).json()).toMatchObject({ statusCode: 409, code: 'case.not_closed' });

    // reopening into a named estatus: a non-final one only
    await rep.do(c.id, { accion: 'estatus', estatusId: est('Improcedente'), respuesta: 'Respuesta pública de cierre' });
    expect((await rep.act(c.id, { accion: 'reabrir', estatusId: est('Atendido'), comentario: 'Reabrir en final' })).json()).toMatchObject({ statusCode: 400, code: 'case.invalid_transition', field: 'estatusId' });
    expect((await rep.act(c.id, { accion: 'reabrir', estatusId: 'no-existe', comentario: 'Reabrir en nada' })).json()).toMatchObject({ statusCode: 400, code: 'case.invalid_reference', field: 'estatusId' });
    expect(await rep.do(c.id, { accion: 'reabrir', estatusId: est('En proceso'), comentario: 'Sigue en obra' })).toMatchObject({ estatus: { nombre: 'En proceso' }, closedAt: null });
  });

  test('a stale version is refused with 409 case.stale; the current one (or none) passes', async () => {
    const c = await fresh();
    const moved = await rep.do(c.id, { accion: 'prioridad', prioridad: 'alta', version: c.version });
    expect(moved.version).toBe(c.version + 1);
    const before = await caseCounts(env, t.id);
    const res = await rep.act(c.id, { accion: 'estatus', estatusId: est('Asignado'), version: c.version });
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'case.stale', message: expect.stringContaining('recarga') });
    expect(await caseCounts(env, t.id)).toEqual(before);
    expect(await rep.do(c.id, { accion: 'estatus', estatusId: est('Asignado'), version: moved.version })).toMatchObject({ version: moved.version + 1 });
    expect(await rep.do(c.id, { accion: 'prioridad', prioridad: 'baja' })).toMatchObject({ prioridad: 'baja' });
  });

  test('no-op changes answer 200 and write nothing', async () => {
    const c = await fresh();
    const before = await caseCounts(env, t.id);
    expect(await rep.do(c.id, { accion: 'prioridad', prioridad: 'normal' })).toMatchObject({ version: 1 });
    expect(await rep.do(c.id, { accion: 'estatus', estatusId: est('Recibido') })).toMatchObject({ version: 1 });
    expect(await rep.do(c.id, { accion: 'asignar', dependenciaId: c.dependencia!.id, asignadoA: null })).toMatchObject({ version: 1 });
    expect(await caseCounts(env, t.id)).toEqual(before);
    expect(await history(c.id)).toHaveLength(1);
  });

  test('asignar: dependencia, a módulo of it and an active staff user, one event with only what changed', async () => {
    const c = await fresh();
    const sapa = t.dependencias['Sistema de Agua Potable y Alcantarillado']!;
    const oficina = t.modulos['Oficina comercial Centro']!;
    const res = await rep.do(c.id, { accion: 'asignar', dependenciaId: sapa, moduloId: oficina, asignadoA: t.clerkId, comentario: 'Le toca al agua' });
    expect(res).toMatchObject({
      dependencia: { id: sapa, nombre: 'Sistema de Agua Potable y Alcantarillado' },
      modulo: { id: oficina, nombre: 'Oficina comercial Centro' },
      asignado: { id: t.clerkId },
      version: 2,
    });
    expect(res.historial.at(-1)).toEqual({
      id: expect.any(String),
      at: env.clock.fn().toISOString(),
      actor: { id: t.clerkId, displayName: expect.any(String) },
      tipo: 'asignacion',
      antes: { dependencia: { id: c.dependencia!.id, nombre: 'Dirección de Obras Públicas', color: '#795548' }, modulo: null, asignado: null },
      despues: { dependencia: { id: sapa, nombre: 'Sistema de Agua Potable y Alcantarillado', color: '#1e88e5' }, modulo: { id: oficina, nombre: 'Oficina comercial Centro' }, asignado: { id: t.clerkId, displayName: expect.any(String) } },
      comentario: 'Le toca al agua',
    });

    // only the user changes: the event says only that
    const other = await rep.do(c.id, { accion: 'asignar', asignadoA: t.adminId });
    expect(other.historial.at(-1)).toMatchObject({ antes: { asignado: { id: t.clerkId } }, despues: { asignado: { id: t.adminId } } });
    expect(Object.keys(other.historial.at(-1)!.despues!)).toEqual(['asignado']);

    // another dependencia drops the módulo of the old one
    const moved = await rep.do(c.id, { accion: 'asignar', dependenciaId: t.dependencias['Tesorería Municipal'] });
    expect(moved).toMatchObject({ dependencia: { nombre: 'Tesorería Municipal' }, modulo: null, asignado: { id: t.adminId } });
    expect(moved.historial.at(-1)).toMatchObject({ antes: { modulo: { nombre: 'Oficina comercial Centro' } }, despues: { modulo: null } });
    // unassigning
    expect(await rep.do(c.id, { accion: 'asignar', asignadoA: null, dependenciaId: null })).toMatchObject({ asignado: null, dependencia: null, modulo: null });
  });

  test('asignar refuses a módulo of another dependencia, unknown references and users who are not active staff of the cliente', async () => {
    const c = await fresh();
    const sapa = t.dependencias['Sistema de Agua Potable y Alcantarillado']!;
    const other = await caseTenant(env, 'asignar-otro');
    const disabledEmail = `baja.${Date.now()}@${t.slug}.sig`;
    await makeUser(env, disabledEmail, 'Atención ciudadana', t.slug);
    const disabled = (await identity.findUserByEmail(env.app.db, disabledEmail))!.id;
    await setMembershipDisabled(env.app.db, t.id, disabled, true);
    const inactiveDep = (await catalogApi(env, t.admin).add('dependencias', { nombre: 'Dependencia inactiva', activo: false })).id;

    const before = await caseCounts(env, t.id);
    const cases: [object, string, string][] = [
      [{ dependenciaId: sapa, moduloId: t.modulos['Caja Palacio Municipal'] }, 'case.invalid_reference', 'moduloId'],
      [{ moduloId: t.modulos['Oficina comercial Centro'] }, 'case.invalid_reference', 'moduloId'],
      [{ dependenciaId: 'no-existe' }, 'case.invalid_reference', 'dependenciaId'],
      [{ dependenciaId: inactiveDep }, 'case.invalid_reference', 'dependenciaId'],
      [{ dependenciaId: other.dependencias['Tesorería Municipal'] }, 'case.invalid_reference', 'dependenciaId'],
      [{ asignadoA: 'no-existe' }, 'case.assignee_invalid', 'asignadoA'],
      [{ asignadoA: other.clerkId }, 'case.assignee_invalid', 'asignadoA'],
      [{ asignadoA: disabled }, 'case.assignee_invalid', 'asignadoA'],
    ];
    for (const [body, code, field] of cases) {
      expect((await rep.act(c.id, { accion: 'asignar', ...body })).json()).toMatchObject({ statusCode: 400, code, field });
    }
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('prioridad is one event naming before and after', async () => {
    const c = await fresh();
    const res = await rep.do(c.id, { accion: 'prioridad', prioridad: 'urgente', comentario: 'Hay niños cerca' });
    expect(res.historial.at(-1)).toMatchObject({ tipo: 'prioridad', antes: { prioridad: 'normal' }, despues: { prioridad: 'urgente' }, comentario: 'Hay niños cerca' });
    expect((await rep.act(c.id, { accion: 'prioridad', prioridad: 'máxima' })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'prioridad' });
    expect((await rep.act(c.id, { accion: 'volar' })).json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'accion' });
  });

  test('overdue: open and past its due date, in lists and detail, until it closes', async () => {
    const local = await caseTenant(env, 'vencidos');
    const api = caseApi(env, local.clerk, 'reporte');
    // Fuga de agua: 2 días
    const c = await api.add(createBody(local, 'reporte', { tipoId: local.tipos.reporte['Fuga de agua'] }));
    expect(c.vencido).toBe(false);
    const later = 2 * 86400_000 + 1000;
    env.clock.advance(later);
    try {
      const admin = caseApi(env, await env.login(`admin@${local.slug}.sig`, USER_PASSWORD), 'reporte');
      expect((await admin.detail(c.id)).json()).toMatchObject({ vencido: true });
      expect((await admin.list('?vencidos=true')).json().items.map((i: { id: string }) => i.id)).toEqual([c.id]);
      expect((await admin.list('?vencidos=false')).json().total).toBe(1);
      await admin.do(c.id, { accion: 'estatus', estatusId: local.estatus.reporte['Improcedente'], respuesta: 'Respuesta pública de cierre' });
      expect((await admin.detail(c.id)).json()).toMatchObject({ vencido: false });
      expect((await admin.list('?vencidos=true')).json().total).toBe(0);
    } finally {
      // the other tests' tokens were signed before: bring the clock back
      env.clock.advance(-later);
    }
  });

  test("another cliente's case id is unknown on every write: 404 case.not_found, nothing changes", async () => {
    const c = await fresh();
    const other = await caseTenant(env, 'ajeno');
    const api = caseApi(env, other.admin, 'reporte');
    const before = await caseCounts(env, t.id);
    for (const res of [
      await api.act(c.id, { accion: 'prioridad', prioridad: 'urgente' }),
      await api.note(c.id, { texto: 'Nota ajena' }),
      await api.detail(c.id),
      await api.upload(c.id, Buffer.from('89504e470d0a1a0a', 'hex')),
    ]) {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'case.not_found' });
      expect(res.body).not.toContain('Ana Pérez');
    }
    expect(await caseCounts(env, t.id)).toEqual(before);
  });
});
