import { randomUUID } from 'node:crypto';
import { ADMIN_PATHS, AUDIT_PATHS, CASE_EVENT_TYPES, CASE_PATHS, CaseDetail, DUPLICATE_PATHS, KnownCaseEvent, PublicCase, auditPath, casePath } from '@sig/shared/contract';
import type { CaseEventsTable } from '../../db/schema.cases';
import { parseJson } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, type TestEnv } from '../../testing/testApp';
import { identity } from '../../core';
import { ROOMY_LIMITS, filingBody, publicApi } from '../citizens/citizens.testkit';
import { createKey, geoPostForm } from '../open311/open311.testkit';
import { hashFollowCode } from './followCode';
import { seedDemoCases } from './seed';
import { openCaseSuite, JPEG, PNG, UBICACION, caseApi, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';

/*
 * Issue 22: the case history is typed end to end. Every event the existing flows write (staff intake and
 * actions, bulk, notes and files, corrections, answer-and-close, reopen, a citizen's and an Open311 filing, the
 * demo generator) is stored in exactly its kind's contract shape; rows of early builds are read in today's.
 */
/** A row as the event it stores, with no actor (the shape is the subject here). */
const asStored = (row: CaseEventsTable) => ({ id: row.id, at: row.at, actor: null, tipo: row.tipo, antes: parseJson<unknown>(row.antes, null), despues: parseJson<unknown>(row.despues, null), comentario: row.comentario });

describe.each(testDatabases())('the case history’s stored shapes on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  let sol: CaseApi;
  beforeAll(async () => {
    ({ env, t, rep } = await openCaseSuite(db, 'historia', { rateLimits: ROOMY_LIMITS }));
    sol = caseApi(env, t.clerk, 'solicitud');
  });
  afterAll(() => env.close());

  const est = (nombre: string) => t.estatus.reporte[nombre]!;
  const storedRows = () => env.app.db.selectFrom('case_events').selectAll().where('cliente_id', '=', t.id).orderBy('at').orderBy('id').execute();

  test('every event the flows write parses as its kind, exactly as stored (nothing stripped, nothing normalised)', async () => {
    // staff intake and the actions
    const a = await rep.add(createBody(t, 'reporte'));
    const s = await sol.add(createBody(t, 'solicitud'));
    await rep.do(a.id, { accion: 'asignar', dependenciaId: t.dependencias['Sistema de Agua Potable y Alcantarillado'], moduloId: t.modulos['Oficina comercial Centro'], asignadoA: t.clerkId, comentario: 'Le toca al agua' });
    await rep.do(a.id, { accion: 'prioridad', prioridad: 'urgente' });
    await rep.do(a.id, { accion: 'estatus', estatusId: est('Asignado') });
    expect((await rep.note(a.id, { texto: 'Visita programada', publica: true })).statusCode).toBe(200);
    const file = (await rep.upload(a.id, PNG, 'foto.png')).json();
    expect((await rep.note(a.id, { texto: 'Con foto', archivoIds: [file.id] })).statusCode).toBe(200);
    await rep.do(a.id, { accion: 'corregir', tipoId: t.tipos.reporte['Fuga de agua'], descripcion: 'Fuga de agua en la banqueta', direccion: 'Av. Juárez 14', ubicacion: { lat: UBICACION.lat + 0.001, lng: UBICACION.lng }, comentario: 'Era una fuga' });
    await rep.do(a.id, { accion: 'corregir', coloniaId: t.colonias['Moderna'] });
    await rep.do(a.id, { accion: 'cerrar', estatusId: est('Atendido'), respuesta: 'Se reparó la fuga.' });
    await rep.do(a.id, { accion: 'reabrir', comentario: 'Volvió a salir agua' });
    // the cliente's rule: an assignment that moves the estatus writes two events
    await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { asignar_mueve_estatus: true } });
    const b = await rep.add(createBody(t, 'reporte'));
    await rep.do(b.id, { accion: 'asignar', asignadoA: t.adminId });
    // many at once
    const bulk = (payload: object) => env.inject({ method: 'POST', url: CASE_PATHS.solicitud.bulk, token: t.clerk, payload });
    expect((await bulk({ accion: 'asignar', ids: [s.id], asignadoA: t.clerkId })).statusCode).toBe(200);
    expect((await sol.upload(s.id, JPEG, 'acta.jpg')).statusCode).toBe(201);
    // a citizen's filing and an Open311 one (no staff actor)
    expect((await publicApi(env, t.slug).file('reporte', filingBody(t, 'reporte'))).statusCode).toBe(201);
    const apiKey = (await createKey(env, t.admin)).apiKey;
    expect((await geoPostForm(env, t.slug, { api_key: apiKey, service_code: t.tipos.reporte['Bache']!, description: 'Bache frente al mercado', lat: '19.4301', long: '-99.1402' })).statusCode).toBe(201);

    // support and a duplicate (issue 24)
    const c = await rep.add(createBody(t, 'reporte'));
    expect((await env.inject({ method: 'POST', url: casePath(DUPLICATE_PATHS.support, b.id), token: t.clerk, payload: { comentario: 'Otra llamada' } })).statusCode).toBe(200);
    await rep.do(c.id, { accion: 'duplicado', originalId: b.id, estatusId: est('Improcedente') });
    // an audit of a closed case (issue 25)
    const closed = CaseDetail.parse((await rep.detail(c.id)).json());
    const audit = { clientId: randomUUID(), orderId: c.id, kind: 'reporte', posicion: null, veredicto: 'conforme', visto: { closedAt: closed.closedAt, version: closed.version } };
    expect((await env.inject({ method: 'POST', url: AUDIT_PATHS.auditar, token: t.admin, payload: audit })).statusCode).toBe(200);
    // its work-list item could not be audited (a field auditor's reason), then was put back to pending
    await identity.insertRole(env.app.db, t.id, 'Auditor de campo', ['SigAuditoriaV2']);
    const fieldEmail = `campo@${t.slug}.sig`;
    const field = await makeUser(env, fieldEmail, 'Auditor de campo', t.slug);
    const fieldId = (await identity.findUserByEmail(env.app.db, fieldEmail))!.id;
    const list = (await env.inject({ method: 'POST', url: AUDIT_PATHS.listas, token: t.admin, payload: { nombre: 'Ruta', auditorId: fieldId, casos: [c.id] } })).json();
    const failUrl = auditPath(AUDIT_PATHS.fallida, { id: list.id, orderId: c.id });
    expect((await env.inject({ method: 'POST', url: failUrl, token: field, payload: { clientId: randomUUID(), motivo: 'otro', nota: 'Perro bravo' } })).statusCode).toBe(200);
    const back = { version: list.version, items: [{ orderId: c.id, estado: 'pendiente' }] };
    expect((await env.inject({ method: 'PATCH', url: auditPath(AUDIT_PATHS.lista, { id: list.id }), token: t.admin, payload: back })).statusCode).toBe(200);

    const rows = await storedRows();
    for (const row of rows) {
      const stored = asStored(row);
      const parsed = KnownCaseEvent.safeParse(stored);
      expect([row.tipo, parsed.success ? 'ok' : parsed.error.message]).toEqual([row.tipo, 'ok']);
      expect(parsed.data).toEqual(stored);
    }
    // these flows write every kind there is
    expect([...new Set(rows.map((r) => r.tipo))].sort()).toEqual([...CASE_EVENT_TYPES].sort());
    // and the detail reads them all back
    expect(CaseDetail.parse((await rep.detail(a.id)).json()).historial).toHaveLength(rows.filter((r) => r.case_id === a.id).length);
  });

  test('the demo generator writes the API’s shapes', async () => {
    const g = await caseTenant(env, 'historia-demo');
    await seedDemoCases(env.app.db, g.id, env.clock.fn(), [{ id: g.clerkId, displayName: 'Clerk' }], { reporte: 30, solicitud: 10 });
    const rows = await env.app.db.selectFrom('case_events').selectAll().where('cliente_id', '=', g.id).execute();
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      const stored = asStored(row);
      expect(KnownCaseEvent.parse(stored)).toEqual(stored);
    }
  });

  test('rows of early builds (a flat note, a flat file) come back in today’s shape, and the follow page still reads its estatus', async () => {
    const c = await rep.add(createBody(t, 'reporte'));
    const old = (tipo: 'nota' | 'archivo', despues: object, comentario: string | null) =>
      env.app.db.insertInto('case_events').values({ id: sortableId(), cliente_id: t.id, case_id: c.id, at: env.clock.fn().toISOString(), actor_id: t.clerkId, tipo, antes: null, despues: JSON.stringify(despues), comentario }).execute();
    env.clock.advance(1000);
    await old('nota', { publica: true, archivoIds: [] }, 'Nota de antes');
    env.clock.advance(1000);
    await old('archivo', { nombre: 'foto-vieja.jpg' }, null);
    const history = CaseDetail.parse((await rep.detail(c.id)).json()).historial;
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({ tipo: 'nota', despues: { nota: { id: '', publica: true, archivos: [] } }, comentario: 'Nota de antes' }),
      expect.objectContaining({ tipo: 'archivo', despues: { archivo: { id: '', nombre: 'foto-vieja.jpg', tipo: '', bytes: 0 } } }),
    ]);
    await env.app.db.updateTable('cases').set({ follow_code_hash: hashFollowCode(c.id, 'ABCD2345') }).where('id', '=', c.id).execute();
    const follow = PublicCase.parse((await publicApi(env, t.slug).followWithCode(c.folio, 'ABCD2345')).json());
    expect(follow.detalle!.historial.map((h) => h.estatus)).toEqual(['Recibido']);
  });
});
