import { PNG } from '../../testing/fileBytes';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { MIN_MS, answerResuelto, asCitizenCase, auditApi, auditBody, auditTenant, closedReporte, sha256, type AuditTenant } from './auditoria.testkit';

/**
 * Auditoría's rules end to end over HTTP (issue 25): the sampling rule, a no conforme reopening its case, a
 * replayed sync, a conflict kept, photos checked by hash, bad input, the citizen's "no", work lists,
 * positions and the live page, and the figures.
 */
describe.each(testDatabases())('Auditoría on %s', (db) => {
  let env: TestEnv;
  let t: AuditTenant;
  let sup: ReturnType<typeof auditApi>;
  let aud: ReturnType<typeof auditApi>;
  let field: ReturnType<typeof auditApi>;
  beforeAll(async () => {
    env = await startTestApp(db);
    t = await auditTenant(env);
    sup = auditApi(env, t.supervisor);
    aud = auditApi(env, t.auditor);
    field = auditApi(env, t.field);
  });
  afterAll(() => env.close());

  const setRule = async (modo: 'todos' | 'porcentaje', porcentaje = 100) => {
    const res = await sup.saveRule({ modo, porcentaje, version: (await sup.rule()).json().version });
    expect(res.statusCode).toBe(200);
  };
  const count = async (table: 'audits' | 'audit_photos' | 'audit_positions' | 'audit_resueltos') =>
    Number((await env.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', t.id).executeTakeFirstOrThrow()).n);

  test('the rule samples exactly N % per dependencia and tipo, the k-th closings; "todos" takes every one', async () => {
    const fresh = await auditTenant(env, 'muestra');
    const api = auditApi(env, fresh.supervisor);
    expect((await api.saveRule({ modo: 'porcentaje', porcentaje: 25, version: 0 })).json()).toMatchObject({ modo: 'porcentaje', porcentaje: 25, version: 1 });
    const baches = [];
    for (let i = 0; i < 8; i++) baches.push(await closedReporte(env, fresh));
    // another tipo counts on its own: 4 closings of Alumbrado take its 4th only
    const lamps = [];
    for (let i = 0; i < 4; i++) lamps.push(await closedReporte(env, fresh, { tipoId: fresh.tipos.reporte['Alumbrado público'] ?? Object.values(fresh.tipos.reporte)[1] }));
    const queue = (await api.queue('?pageSize=100')).json();
    expect(queue.total).toBe(3);
    expect(queue.items.map((i: { id: string }) => i.id).sort()).toEqual([baches[3]!.id, baches[7]!.id, lamps[3]!.id].sort());
    expect(queue.items.every((i: { motivo: string }) => i.motivo === 'muestra')).toBe(true);
    // filters narrow the queue without changing who was sampled
    expect((await api.queue(`?tipoId=${fresh.tipos.reporte['Bache']}`)).json().total).toBe(2);
    expect((await api.saveRule({ modo: 'porcentaje', porcentaje: 50, version: 0 })).json()).toMatchObject({ statusCode: 409, code: 'auditoria.stale_rule' });
    await api.saveRule({ modo: 'todos', version: 1 });
    expect((await api.queue('?pageSize=100')).json().total).toBe(12);
  });

  test('a no conforme reopens the case: history events, back in the open list, its staff notified live', async () => {
    await setRule('todos');
    const c = await closedReporte(env, t);
    expect((await aud.queue()).json().items.map((i: { id: string }) => i.id)).toContain(c.id);
    const res = await aud.submit(auditBody(c, { veredicto: 'no_conforme', comentario: 'El bache sigue abierto' }));
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ estado: 'aplicada', conflicto: null, replay: false, reabierto: true, caso: { cerrado: false, closedAt: null } });
    // 19.4302 vs 19.4301: about 11 m, computed on the server
    expect(answer.auditoria.distanciaM).toBeGreaterThan(10);
    expect(answer.auditoria.distanciaM).toBeLessThan(12);
    const detail = (await t.rep.detail(c.id)).json();
    expect(detail.closedAt).toBeNull();
    const kinds = detail.historial.map((e: { tipo: string }) => e.tipo);
    expect(kinds.slice(-2)).toEqual(['auditoria', 'reabierto']);
    expect(detail.historial.at(-2)).toMatchObject({ despues: { auditoria: { veredicto: 'no_conforme', estado: 'aplicada', fotos: 0 } } });
    const open = (await t.rep.list('?estado=abiertos&pageSize=100')).json();
    expect(open.items.map((i: { id: string }) => i.id)).toContain(c.id);
    expect((await aud.queue('?pageSize=100')).json().items.map((i: { id: string }) => i.id)).not.toContain(c.id);
    await env.app.background.settle();
    const notes = await env.app.db.selectFrom('notifications').select(['user_id', 'message']).where('cliente_id', '=', t.id).where('message', 'like', '%no conforme%').execute();
    expect(notes.map((n) => n.user_id)).toContain(t.clerkId);
  });

  test('a conforme is in the history and leaves the case closed and out of the queue', async () => {
    await setRule('todos');
    const c = await closedReporte(env, t);
    const answer = (await aud.submit(auditBody(c))).json();
    expect(answer).toMatchObject({ estado: 'aplicada', reabierto: false, caso: { cerrado: true } });
    const detail = (await t.rep.detail(c.id)).json();
    expect(detail.closedAt).not.toBeNull();
    expect(detail.historial.at(-1)).toMatchObject({ tipo: 'auditoria', despues: { auditoria: { veredicto: 'conforme' } } });
    expect((await aud.queue('?pageSize=100')).json().items.map((i: { id: string }) => i.id)).not.toContain(c.id);
  });

  test('a sync replayed three times makes one audit and one reopening', async () => {
    const c = await closedReporte(env, t);
    const body = auditBody(c, { veredicto: 'no_conforme' });
    const before = await count('audits');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await aud.submit(body)).json());
    expect(await count('audits')).toBe(before + 1);
    expect(answers.map((a) => a.replay)).toEqual([false, true, true]);
    expect(new Set(answers.map((a) => a.auditoria.id)).size).toBe(1);
    const history = (await t.rep.detail(c.id)).json().historial.map((e: { tipo: string }) => e.tipo);
    expect(history.filter((k: string) => k === 'reabierto')).toHaveLength(1);
    expect(history.filter((k: string) => k === 'auditoria')).toHaveLength(1);
  });

  test('three deliveries of one audit at the same moment still make one', async () => {
    const c = await closedReporte(env, t);
    const body = auditBody(c, { veredicto: 'no_conforme' });
    const before = await count('audits');
    const answers = await Promise.all([0, 1, 2].map(() => aud.submit(body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().auditoria.id)).size).toBe(1);
    expect(answers.filter((r) => !r.json().replay)).toHaveLength(1);
    expect(await count('audits')).toBe(before + 1);
    const history = (await t.rep.detail(c.id)).json().historial.map((e: { tipo: string }) => e.tipo);
    expect(history.filter((k: string) => k === 'reabierto')).toHaveLength(1);
  });

  test('a conflict (the case reopened since the device read it) is kept, reported and not applied', async () => {
    await setRule('todos');
    const c = await closedReporte(env, t);
    await t.rep.do(c.id, { accion: 'reabrir', comentario: 'El vecino volvió a llamar', version: c.version });
    const versionBefore = (await t.rep.detail(c.id)).json().version;
    const answer = (await aud.submit(auditBody(c, { veredicto: 'no_conforme' }))).json();
    expect(answer).toMatchObject({ estado: 'conflicto', conflicto: 'reabierto', reabierto: false, caso: { cerrado: false } });
    const detail = (await t.rep.detail(c.id)).json();
    expect(detail.version).toBe(versionBefore);
    expect(detail.historial.filter((e: { tipo: string }) => e.tipo === 'reabierto')).toHaveLength(1);
    expect(detail.historial.at(-1)).toMatchObject({ tipo: 'auditoria', despues: { auditoria: { estado: 'conflicto' } } });
    // the supervisor sees it among the conflicts; closed again later, the case is pending audit again
    const conflicts = (await sup.audits('?estado=conflicto')).json();
    expect(conflicts.items.map((a: { id: string }) => a.id)).toContain(answer.auditoria.id);
    env.clock.advance(MIN_MS);
    const closedAgain = await t.rep.do(c.id, { accion: 'cerrar', estatusId: t.estatus.reporte['Atendido'], respuesta: 'Ahora sí.', version: detail.version });
    expect((await aud.queue('?pageSize=100')).json().items.map((i: { id: string }) => i.id)).toContain(closedAgain.id);
    // a device that saw the first closing still conflicts ('cambiado'), kept again
    expect((await aud.submit(auditBody(c))).json()).toMatchObject({ estado: 'conflicto', conflicto: 'cambiado' });
  });

  test('photos: a hash that does not match is refused naming the field; the same bytes twice are stored once', async () => {
    const before = await count('audit_photos');
    const wrong = await aud.upload(PNG, 'a'.repeat(64));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auditoria.photo_hash', field: 'sha256' });
    expect(await count('audit_photos')).toBe(before);
    const hash = sha256(PNG);
    expect((await aud.upload(PNG, hash)).statusCode).toBe(201);
    const again = await aud.upload(PNG, hash);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sha256: hash });
    expect(await count('audit_photos')).toBe(before + 1);
    expect((await aud.photo(hash)).headers['content-type']).toBe('image/png');
    const c = await closedReporte(env, t);
    const missing = await aud.submit(auditBody(c, { fotos: [hash, 'b'.repeat(64)] }));
    expect(missing.json()).toMatchObject({ statusCode: 400, code: 'auditoria.photo_not_found', field: 'fotos' });
    expect((await aud.submit(auditBody(c, { fotos: [hash] }))).json()).toMatchObject({ auditoria: { fotos: [hash] } });
  });

  test('bad input is a 400 naming the field and stores nothing', async () => {
    const c = await closedReporte(env, t);
    const before = await count('audits');
    const cases: [object, string][] = [
      [{ veredicto: 'regular' }, 'veredicto'],
      [{ clientId: 'no-es-uuid' }, 'clientId'],
      [{ posicion: { lat: 200, lng: 0, accuracy: 5, at: '2026-01-15T12:00:00Z' } }, 'posicion.lat'],
      [{ respuestas: [{ itemId: 'p1', respuesta: 'tal vez' }] }, 'respuestas.0.respuesta'],
    ];
    for (const [extra, field] of cases) {
      const res = await aud.submit({ ...auditBody(c), ...extra });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect((await aud.submit(auditBody(c, { respuestas: [{ itemId: 'no-existe', respuesta: 'si' }] }))).json()).toMatchObject({ code: 'auditoria.checklist_item', field: 'respuestas' });
    expect((await sup.saveChecklist(t.tipos.reporte['Bache']!, { items: [{ id: 'p1', texto: 'Uno' }, { id: 'p1', texto: 'Dos' }], version: 0 })).statusCode).toBe(400);
    expect(await count('audits')).toBe(before);
  });

  test('checklists per tipo: the supervisor edits with a version, the form gets it', async () => {
    const tipo = t.tipos.reporte['Bache']!;
    const saved = (await sup.saveChecklist(tipo, { items: [{ id: 'tapado', texto: 'El bache está tapado' }], version: 0 })).json();
    expect(saved).toMatchObject({ items: [{ id: 'tapado', requerido: true }], version: 1 });
    expect((await sup.saveChecklist(tipo, { items: [], version: 0 })).json()).toMatchObject({ statusCode: 409, code: 'auditoria.stale_checklist' });
    expect((await aud.saveChecklist(tipo, { items: [], version: 1 })).statusCode).toBe(403);
    const c = await closedReporte(env, t);
    const form = (await aud.caseForm(c.id)).json();
    expect(form).toMatchObject({ caso: { id: c.id, folio: c.folio, closedAt: c.closedAt }, checklist: { items: [{ id: 'tapado' }] } });
    expect(JSON.stringify(form)).not.toContain('ana@correo.mx');
    expect((await aud.submit(auditBody(c, { respuestas: [{ itemId: 'tapado', respuesta: 'si' }] }))).statusCode).toBe(200);
  });

  test('the citizen’s "no" queues the case first, once; the follow answer says the question is answered', async () => {
    await setRule('porcentaje', 1);
    const c = await closedReporte(env, t);
    const code = await asCitizenCase(env, c.id);
    expect((await aud.queue('?pageSize=100')).json().items.map((i: { id: string }) => i.id)).not.toContain(c.id);
    const follow = (slug: string) => env.inject({ method: 'POST', url: `/api/1.0/public/${slug}/seguimiento/${c.folio}`, payload: { codigo: code } });
    expect((await follow(t.slug)).json()).toMatchObject({ resuelto: { abierta: true, respuesta: null } });
    expect((await answerResuelto(env, t.slug, c.folio, { codigo: 'ZZZZ9999', resuelto: false })).json()).toMatchObject({ statusCode: 404, code: 'auditoria.code_wrong' });
    expect((await answerResuelto(env, t.slug, c.folio, { codigo: code, resuelto: false, website: 'http://spam' })).json()).toMatchObject({ statusCode: 400, code: 'auditoria.rejected' });
    const res = await answerResuelto(env, t.slug, c.folio, { codigo: code, resuelto: false, comentario: 'Sigue igual' });
    expect(res.json()).toMatchObject({ folio: c.folio, resuelto: { abierta: false, respuesta: 'no' } });
    expect((await answerResuelto(env, t.slug, c.folio, { codigo: code, resuelto: true })).json()).toMatchObject({ statusCode: 409, code: 'auditoria.resuelto_answered' });
    expect((await follow(t.slug)).json()).toMatchObject({ resuelto: { abierta: false, respuesta: 'no' } });
    const first = (await aud.queue()).json().items[0];
    expect(first).toMatchObject({ id: c.id, motivo: 'ciudadano', comentarioCiudadano: 'Sigue igual' });
  });

  test('the citizen’s answer has the per-address limit of the public writes', async () => {
    const c = await closedReporte(env, t);
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) last = (await answerResuelto(env, t.slug, c.folio, { codigo: 'ZZZZ9999', resuelto: true }, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
  });

  test('work lists: built from a selection, read offline by its auditor only, done by an audit, reassigned with a version', async () => {
    const a = await closedReporte(env, t);
    const b = await closedReporte(env, t);
    const created = await sup.newList({ nombre: 'Ruta norte', auditorId: t.fieldId, casos: [a.id, b.id] });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({ progreso: { total: 2, pendientes: 2, hechas: 0 }, items: [{ orderId: a.id, estado: 'pendiente' }, { orderId: b.id }] });
    const mine = (await field.mine()).json();
    const own = mine.items.find((l: { id: string }) => l.id === list.id);
    expect(own.items[0]).toMatchObject({ caso: { id: a.id, closedAt: a.closedAt }, checklist: { tipo: { id: t.tipos.reporte['Bache'] } } });
    expect(JSON.stringify(mine)).not.toContain('ana@correo.mx');
    expect((await auditApi(env, t.auditor).list(list.id)).statusCode).toBe(403);
    expect((await field.submit(auditBody(a, { listaId: list.id }))).statusCode).toBe(200);
    expect((await sup.list(list.id)).json()).toMatchObject({ progreso: { hechas: 1, pendientes: 1 }, items: [{ orderId: a.id, estado: 'hecha' }, { estado: 'pendiente' }] });
    expect((await sup.patchList(list.id, { version: 1, auditorId: t.clerkId })).json()).toMatchObject({ statusCode: 400, code: 'auditoria.auditor_invalid' });
    const failed = (await sup.patchList(list.id, { version: 1, items: [{ orderId: b.id, estado: 'fallida', motivo: 'Calle cerrada' }] })).json();
    expect(failed).toMatchObject({ version: 2, progreso: { fallidas: 1, pendientes: 0 } });
    // a done item keeps its audit: neither failed nor pending again, and nothing of the patch is written
    for (const estado of ['fallida', 'pendiente'] as const) {
      expect((await sup.patchList(list.id, { version: 2, nombre: 'No', items: [{ orderId: a.id, estado }] })).json()).toMatchObject({ statusCode: 400, code: 'auditoria.item_done', field: 'items' });
    }
    expect((await sup.list(list.id)).json()).toMatchObject({ version: 2, nombre: 'Ruta norte', progreso: { hechas: 1, fallidas: 1 }, items: [{ orderId: a.id, estado: 'hecha' }, { estado: 'fallida' }] });
    expect((await sup.patchList(list.id, { version: 1, nombre: 'Tarde' })).json()).toMatchObject({ statusCode: 409, code: 'auditoria.stale' });
    expect((await sup.newList({ nombre: 'Vacía', auditorId: t.fieldId, casos: [a.id], filtro: {} })).statusCode).toBe(400);
  });

  test('work lists from a filter take the pending closed cases of it; another field auditor neither reads nor uses one', async () => {
    await setRule('todos');
    const dep = t.dependencias['Obras Públicas'] ?? Object.values(t.dependencias)[0]!;
    const c = await closedReporte(env, t);
    await t.rep.do(c.id, { accion: 'reabrir', comentario: 'Para reasignar', version: c.version });
    const moved = await t.rep.do(c.id, { accion: 'asignar', dependenciaId: dep });
    env.clock.advance(MIN_MS);
    const closed = await t.rep.do(c.id, { accion: 'cerrar', estatusId: t.estatus.reporte['Atendido'], respuesta: 'Listo.', version: moved.version });
    const list = (await sup.newList({ nombre: 'Por dependencia', auditorId: t.fieldId, filtro: { dependenciaId: dep, desde: '2026-01-01' } })).json();
    expect(list.items.map((i: { orderId: string }) => i.orderId)).toContain(c.id);
    const pending = (await aud.queue(`?dependenciaId=${dep}&pageSize=100`)).json();
    expect(list.items.map((i: { orderId: string }) => i.orderId).sort()).toEqual(pending.items.map((i: { id: string }) => i.id).sort());
    expect((await sup.newList({ nombre: 'Nada', auditorId: t.fieldId, filtro: { dependenciaId: dep, desde: '2099-01-01' } })).json()).toMatchObject({ statusCode: 400, code: 'auditoria.list_empty' });
    const other = auditApi(env, await makeUser(env, `otro-campo-${Date.now()}@${t.slug}.sig`, 'Auditor de campo', t.slug));
    expect((await other.list(list.id)).json()).toMatchObject({ statusCode: 404, code: 'auditoria.list_not_found' });
    expect((await other.mine()).json().items.map((l: { id: string }) => l.id)).not.toContain(list.id);
    expect((await other.submit(auditBody(closed, { listaId: list.id }))).json()).toMatchObject({ statusCode: 400, code: 'auditoria.list_item', field: 'listaId' });
  });

  test('positions: stored once per fix, live to the supervisor page, sinSenal after five silent minutes, the day’s track', async () => {
    const fixes = [0, 1, 2].map((i) => ({ lat: 19.43 + i / 1000, lng: -99.14, accuracy: 10, at: new Date(env.clock.fn().getTime() - (3 - i) * 20_000).toISOString() }));
    const before = await count('audit_positions');
    expect((await field.positions({ posiciones: fixes })).json()).toEqual({ guardadas: 3, recibidas: 3 });
    expect((await field.positions({ posiciones: fixes })).json()).toEqual({ guardadas: 0, recibidas: 3 });
    expect(await count('audit_positions')).toBe(before + 3);
    const me = () => sup.live().then((r) => r.json().auditores.find((x: { auditor: { id: string } }) => x.auditor.id === t.fieldId));
    expect(await me()).toMatchObject({ ultimaPosicion: { lat: fixes[2]!.lat, at: fixes[2]!.at }, sinSenal: false });
    env.clock.advance(6 * MIN_MS);
    expect(await me()).toMatchObject({ sinSenal: true });
    const dia = fixes[0]!.at.slice(0, 10);
    const trackRes = (await sup.track(t.fieldId, dia)).json();
    expect(trackRes.posiciones.map((p: { at: string }) => p.at)).toEqual(fixes.map((f) => f.at));
    expect((await field.positions({ posiciones: [] })).statusCode).toBe(400);
  });

  test('analytics/getauditoria: per auditor and day, conformity per dependencia and tipo, median distance', async () => {
    const fresh = await auditTenant(env, 'cifras');
    const api = auditApi(env, fresh.auditor);
    const dists = [0.0001, 0.0002, 0.0004];
    for (const [i, d] of dists.entries()) {
      const c = await closedReporte(env, fresh);
      await api.submit(auditBody(c, { veredicto: i === 0 ? 'no_conforme' : 'conforme', posicion: { lat: 19.4301 + d, lng: -99.1402, accuracy: 5, at: env.clock.fn().toISOString() } }));
    }
    const dia = env.clock.fn().toISOString().slice(0, 10);
    const res = (await api.analytics(`?desde=2026-01-01&hasta=2026-12-31`)).json();
    expect(res.porAuditorDia).toEqual([expect.objectContaining({ auditorias: 3 })]);
    expect(res.porAuditorDia[0].dia <= dia).toBe(true);
    expect(res.conformidad).toHaveLength(1);
    expect(res.conformidad[0]).toMatchObject({ tipo: { id: fresh.tipos.reporte['Bache'] }, auditorias: 3, conformes: 2 });
    expect(res.conformidad[0].tasa).toBeCloseTo(2 / 3);
    // the middle of ~11, ~22 and ~44 m
    expect(res.conformidad[0].medianaDistanciaM).toBeGreaterThan(21);
    expect(res.conformidad[0].medianaDistanciaM).toBeLessThan(23);
    expect(res.total).toMatchObject({ auditorias: 3, conformes: 2 });
    expect((await api.analytics('?desde=2026-13-01&hasta=2026-12-31')).statusCode).toBe(400);
  });
});
