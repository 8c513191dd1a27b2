import { randomUUID } from 'node:crypto';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { answerResuelto, asCitizenCase, auditApi, auditBody, auditTenant, closedReporte, type AuditTenant } from './auditoria.testkit';

/**
 * "No se pudo auditar" from the field auditor's phone (issue 25): only for items of the caller's own list, a
 * replay of the phone's outbox changes nothing, a bad reason is a 400 naming the field, the supervisor sees it
 * as failed and may put it back to pending; every change is in the items' history. And the form's citizen "no".
 */
describe.each(testDatabases())('Auditoría: failed items on %s', (db) => {
  let env: TestEnv;
  let t: AuditTenant;
  let sup: ReturnType<typeof auditApi>;
  let field: ReturnType<typeof auditApi>;
  beforeAll(async () => {
    env = await startTestApp(db);
    t = await auditTenant(env, 'fallo');
    sup = auditApi(env, t.supervisor);
    field = auditApi(env, t.field);
  });
  afterAll(() => env.close());

  const twoItemList = async () => {
    const a = await closedReporte(env, t);
    const b = await closedReporte(env, t);
    const list = (await sup.newList({ nombre: 'Ruta sur', auditorId: t.fieldId, casos: [a.id, b.id] })).json();
    return { a, b, list };
  };
  const marks = (listaId: string) => env.app.db.selectFrom('audit_item_marks').selectAll().where('lista_id', '=', listaId).orderBy('created_at').orderBy('id').execute();

  test('the auditor marks an item failed with a reason; replayed three times it is one change; the supervisor sees it failed', async () => {
    const { a, list } = await twoItemList();
    const body = { clientId: randomUUID(), motivo: 'sin_acceso', nota: 'Portón cerrado con candado', hechaEn: '2026-01-15T12:00:00.000Z' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await field.fail(list.id, a.id, body)).json());
    expect(answers[0]).toMatchObject({ replay: false, item: { orderId: a.id, estado: 'fallida', motivoCodigo: 'sin_acceso', motivo: 'Portón cerrado con candado' }, progreso: { total: 2, fallidas: 1, pendientes: 1 } });
    expect(answers.slice(1).map((x) => x.replay)).toEqual([true, true]);
    expect(await marks(list.id)).toMatchObject([{ case_id: a.id, estado: 'fallida', motivo_codigo: 'sin_acceso', user_id: t.fieldId, client_id: body.clientId, hecha_en: body.hechaEn }]);
    expect((await sup.list(list.id)).json()).toMatchObject({ progreso: { fallidas: 1, pendientes: 1, hechas: 0 }, items: [{ orderId: a.id, estado: 'fallida', motivoCodigo: 'sin_acceso' }, { estado: 'pendiente' }] });
    expect((await sup.live()).json().auditores.find((x: { auditor: { id: string } }) => x.auditor.id === t.fieldId).listas).toContainEqual(expect.objectContaining({ id: list.id, progreso: expect.objectContaining({ fallidas: 1 }) }));
    // the phone reads it failed too
    const mine = (await field.mine()).json().items.find((l: { id: string }) => l.id === list.id);
    expect(mine.items[0]).toMatchObject({ estado: 'fallida', motivoCodigo: 'sin_acceso' });
  });

  test('the supervisor puts a failed item back to pending; a late replay of the phone’s mark does not fail it again', async () => {
    const { a, list } = await twoItemList();
    const body = { clientId: randomUUID(), motivo: 'inseguro' };
    expect((await field.fail(list.id, a.id, body)).statusCode).toBe(200);
    const back = (await sup.patchList(list.id, { version: list.version, items: [{ orderId: a.id, estado: 'pendiente' }] })).json();
    expect(back).toMatchObject({ progreso: { fallidas: 0, pendientes: 2 }, items: [{ orderId: a.id, estado: 'pendiente', motivo: null, motivoCodigo: null }, { estado: 'pendiente' }] });
    expect((await field.fail(list.id, a.id, body)).json()).toMatchObject({ replay: true, item: { estado: 'pendiente' } });
    expect((await marks(list.id)).map((m) => [m.estado, m.user_id])).toEqual([
      ['fallida', t.fieldId],
      ['pendiente', t.supervisorId],
    ]);
    // and in the case's typed history, with who and when, the case itself untouched
    const events = await env.app.db.selectFrom('case_events').selectAll().where('case_id', '=', a.id).where('tipo', '=', 'auditoria_item').orderBy('at').orderBy('id').execute();
    expect(events.map((e) => [e.actor_id, JSON.parse(e.despues!)])).toEqual([
      [t.fieldId, { lista: { id: list.id, nombre: 'Ruta sur' }, estado: 'fallida', motivo: 'inseguro' }],
      [t.supervisorId, { lista: { id: list.id, nombre: 'Ruta sur' }, estado: 'pendiente', motivo: null }],
    ]);
    expect((await sup.caseForm(a.id)).json().caso.version).toBe(a.version);
    // back on the list, it can be audited (or failed again with a new mark)
    expect((await field.submit(auditBody(a, { listaId: list.id }))).statusCode).toBe(200);
    expect((await field.fail(list.id, a.id, { clientId: randomUUID(), motivo: 'inseguro' })).json()).toMatchObject({ statusCode: 400, code: 'auditoria.item_done', field: 'orderId' });
  });

  test('only the list’s own auditor: another auditor’s list is 404, a case not on the list is 400; nothing changes', async () => {
    const { a, list } = await twoItemList();
    const other = auditApi(env, await makeUser(env, `otro-${Date.now()}@${t.slug}.sig`, 'Auditor de campo', t.slug));
    expect((await other.fail(list.id, a.id, { clientId: randomUUID(), motivo: 'sin_acceso' })).json()).toMatchObject({ statusCode: 404, code: 'auditoria.list_not_found' });
    expect((await field.fail(list.id, 'no-esta', { clientId: randomUUID(), motivo: 'sin_acceso' })).json()).toMatchObject({ statusCode: 400, code: 'auditoria.list_item', field: 'orderId' });
    // the supervisor is not the list's auditor: he uses the list's PATCH
    expect((await sup.fail(list.id, a.id, { clientId: randomUUID(), motivo: 'sin_acceso' })).statusCode).toBe(403);
    // one phone id names one mark: used for another item it is refused
    const id = randomUUID();
    expect((await field.fail(list.id, a.id, { clientId: id, motivo: 'sin_acceso' })).statusCode).toBe(200);
    const b = list.items[1].orderId;
    expect((await field.fail(list.id, b, { clientId: id, motivo: 'sin_acceso' })).json()).toMatchObject({ statusCode: 400, code: 'auditoria.client_id_reused', field: 'clientId' });
    expect((await sup.list(list.id)).json()).toMatchObject({ progreso: { fallidas: 1, pendientes: 1 } });
  });

  test('a bad reason is a 400 naming the field and changes nothing', async () => {
    const { a, list } = await twoItemList();
    const cases: [object, string][] = [
      [{ clientId: randomUUID(), motivo: 'me_dio_flojera' }, 'motivo'],
      [{ clientId: randomUUID() }, 'motivo'],
      [{ clientId: randomUUID(), motivo: 'otro' }, 'nota'],
      [{ clientId: randomUUID(), motivo: 'otro', nota: '   ' }, 'nota'],
      [{ clientId: randomUUID(), motivo: 'sin_acceso', nota: 'x'.repeat(301) }, 'nota'],
      [{ clientId: 'no-es-uuid', motivo: 'sin_acceso' }, 'clientId'],
    ];
    for (const [body, fieldName] of cases) {
      const res = await field.fail(list.id, a.id, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(fieldName);
    }
    expect(await marks(list.id)).toEqual([]);
    expect((await field.fail(list.id, a.id, { clientId: randomUUID(), motivo: 'otro', nota: 'Perro bravo en la entrada' })).json()).toMatchObject({ item: { motivoCodigo: 'otro', motivo: 'Perro bravo en la entrada' } });
  });

  test('the audit form and the phone show the citizen’s "no" with the comment', async () => {
    const c = await closedReporte(env, t);
    const plain = await closedReporte(env, t);
    const code = await asCitizenCase(env, c.id);
    expect((await answerResuelto(env, t.slug, c.folio, { codigo: code, resuelto: false, comentario: 'Sigue el hoyo' })).statusCode).toBe(200);
    expect((await sup.caseForm(c.id)).json()).toMatchObject({ ciudadano: { comentario: 'Sigue el hoyo' } });
    expect((await sup.caseForm(plain.id)).json()).toMatchObject({ ciudadano: null });
    const list = (await sup.newList({ nombre: 'Ciudadano', auditorId: t.fieldId, casos: [c.id, plain.id] })).json();
    const mine = (await field.mine()).json().items.find((l: { id: string }) => l.id === list.id);
    expect(mine.items.map((i: { ciudadano: unknown }) => i.ciudadano)).toEqual([{ comentario: 'Sigue el hoyo', at: expect.any(String) }, null]);
  });
});
