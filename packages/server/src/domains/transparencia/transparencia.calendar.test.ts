import { startTestApp, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { DAY_MS, requestRow, transpApi, transpPublic, transpTenant, type TranspTenant } from './transparencia.testkit';

/*
 * The calendar, the figures, the units, the inbox's filters and the reports (issue 26). A holiday added or
 * removed recomputes every open request's due date in one transaction, each with a `vencimiento` event
 * naming the old and new date and the reason. The clock starts Thu 15 Jan 2026, 06:00 in Mexico City.
 */

describe.each(testDatabases())('Transparencia: calendar, figures, units, inbox and reports on %s', (db) => {
  let env: TestEnv;
  let t: TranspTenant;
  beforeAll(async () => {
    env = await startTestApp(db);
    t = await transpTenant(env, 'calendario');
  });
  afterAll(() => env.close());

  const file = async (texto: string) => (await transpPublic(env, t.slug).file({ texto })).json() as { folio: string; code: string; due: string };
  const eventsOf = async (id: string, tipo: string) => (await transpApi(env, t.manager).detail(id)).json().historial.filter((e: { tipo: string }) => e.tipo === tipo);

  test('a holiday added or removed moves the open requests’ due dates, with the reason in their history; closed ones stay', async () => {
    const manager = transpApi(env, t.manager);
    const open = await file('Solicito el presupuesto de obra pública del ejercicio.');
    const closed = await file('Solicito el padrón de comerciantes del mercado.');
    expect(open.due).toBe('2026-02-12');
    const openRow = await requestRow(env, t.id, open.folio);
    const closedRow = await requestRow(env, t.id, closed.folio);
    expect((await manager.estatus(closedRow.id, { estatus: 'CANCELADA', motivo: 'Duplicada de otra solicitud.', version: closedRow.version })).statusCode).toBe(200);
    const closedBefore = await requestRow(env, t.id, closed.folio);

    const added = await manager.addHoliday({ fecha: '2026-02-02', nombre: 'Día de la Constitución' });
    expect(added.json()).toMatchObject({ changed: [{ fecha: '2026-02-02', nombre: 'Día de la Constitución', federal: false }], recomputed: 1 });
    expect((await manager.detail(openRow.id)).json()).toMatchObject({ due: '2026-02-13', explicacion: { skipped: expect.arrayContaining([{ date: '2026-02-02', why: 'holiday', name: 'Día de la Constitución' }]) } });
    expect(await eventsOf(openRow.id, 'vencimiento')).toEqual([
      expect.objectContaining({ antes: { due: '2026-02-12' }, despues: { due: '2026-02-13', motivo: { tipo: 'inhabil_agregado', fecha: '2026-02-02', nombre: 'Día de la Constitución' } }, actor: expect.objectContaining({ displayName: expect.any(String) }) }),
    ]);
    expect(await requestRow(env, t.id, closed.folio)).toEqual(closedBefore);
    // the public thread shows the new date and its explanation
    expect((await transpPublic(env, t.slug).thread(open.folio, open.code)).json()).toMatchObject({ due: '2026-02-13', explanation: { due: '2026-02-13' } });

    // the same day again, a day that is no date: refused, nothing changes
    const row = await requestRow(env, t.id, open.folio);
    expect((await manager.addHoliday({ fecha: '2026-02-02', nombre: 'Otra vez' })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.holiday_exists', field: 'fecha' });
    expect((await manager.addHoliday({ fecha: '2026-02-30', nombre: 'No existe' })).json()).toMatchObject({ statusCode: 400, field: 'fecha' });
    expect((await manager.addHoliday({ fecha: '2026-03-03' })).json()).toMatchObject({ statusCode: 400, field: 'nombre' });
    expect(await requestRow(env, t.id, open.folio)).toEqual(row);
    // a holiday after the due date moves nothing and writes no event
    expect((await manager.addHoliday({ fecha: '2026-03-20', nombre: 'Día propio' })).json()).toMatchObject({ recomputed: 0 });
    expect(await eventsOf(openRow.id, 'vencimiento')).toHaveLength(1);

    const removed = await manager.removeHoliday('2026-02-02');
    expect(removed.json()).toMatchObject({ changed: [{ fecha: '2026-02-02' }], recomputed: 1, items: [{ fecha: '2026-03-20' }] });
    expect((await manager.detail(openRow.id)).json().due).toBe('2026-02-12');
    expect((await eventsOf(openRow.id, 'vencimiento'))[1]).toMatchObject({ antes: { due: '2026-02-13' }, despues: { due: '2026-02-12', motivo: { tipo: 'inhabil_quitado', fecha: '2026-02-02' } } });
    expect((await manager.removeHoliday('2026-02-02')).json()).toMatchObject({ statusCode: 404, code: 'transparencia.holiday_not_found' });

    // Mexico's federal set, once: Mon 2 Feb 2026 is a holiday again
    const federal = await manager.federal(2026);
    expect(federal.json().changed.map((h: { fecha: string }) => h.fecha)).toEqual(['2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25']);
    expect(federal.json().recomputed).toBe(1);
    expect((await manager.federal(2026)).json()).toMatchObject({ changed: [], recomputed: 0 });
    expect((await manager.holidays('?year=2026')).json().items).toHaveLength(8);
    expect((await manager.detail(openRow.id)).json().due).toBe('2026-02-13');
  });

  test('new figures recompute the open requests; a stale version or a bad figure is refused naming the field', async () => {
    const manager = transpApi(env, t.manager);
    const settings = (await manager.settings()).json();
    expect(settings).toMatchObject({ version: 0, timezone: 'America/Mexico_City', figuras: { respuestaDias: 20, ampliacionDias: 10, prevencionDias: 5, plazoCiudadanoDias: 10, horaCorte: '15:00', proximoDias: 3 } });
    const f = await file('Solicito las minutas del comité de adquisiciones.');
    const row = await requestRow(env, t.id, f.folio);
    const figuras = { ...settings.figuras, respuestaDias: 8 };
    expect((await manager.saveSettings({ ley: 'Ley de Transparencia del Estado', figuras: { ...figuras, horaCorte: '25:00' }, version: 0 })).json()).toMatchObject({ statusCode: 400, field: 'figuras.horaCorte' });
    expect((await manager.saveSettings({ ley: 'Ley de Transparencia del Estado', figuras: { ...figuras, respuestaDias: 0 }, version: 0 })).json()).toMatchObject({ statusCode: 400, field: 'figuras.respuestaDias' });
    expect(await requestRow(env, t.id, f.folio)).toEqual(row);
    const saved = await manager.saveSettings({ ley: 'Ley de Transparencia del Estado', figuras, version: 0 });
    expect(saved.json()).toMatchObject({ ley: 'Ley de Transparencia del Estado', version: 1, figuras: { respuestaDias: 8 } });
    // 8 business days after Thu 15 Jan: Tue 27 Jan
    expect((await manager.detail(row.id)).json()).toMatchObject({ due: '2026-01-27', explicacion: { businessDays: 8 } });
    expect((await eventsOf(row.id, 'vencimiento'))[0]).toMatchObject({ despues: { due: '2026-01-27', motivo: { tipo: 'ajustes' } } });
    expect((await manager.saveSettings({ ley: 'Otra', figuras, version: 0 })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.settings_stale' });
    expect((await manager.saveSettings({ ley: 'Ley de Transparencia del Estado', figuras: settings.figuras, version: 1 })).json()).toMatchObject({ version: 2, figuras: { respuestaDias: 20 } });
  });

  test('units: unique names, renamed with their version, a unit in use is deactivated instead of deleted', async () => {
    const manager = transpApi(env, t.manager);
    const a = await manager.newUnit({ nombre: 'Dirección de Obras' });
    expect(a.statusCode).toBe(201);
    expect((await manager.newUnit({ nombre: 'dirección de obras' })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.unit_taken', field: 'nombre' });
    expect((await manager.newUnit({ nombre: '   ' })).json()).toMatchObject({ statusCode: 400, field: 'nombre' });
    const renamed = await manager.patchUnit(a.json().id, { nombre: 'Dirección de Obras Públicas', version: 1 });
    expect(renamed.json()).toMatchObject({ nombre: 'Dirección de Obras Públicas', version: 2, solicitudes: 0 });
    expect((await manager.patchUnit(a.json().id, { nombre: 'Otra', version: 1 })).json()).toMatchObject({ statusCode: 409, code: 'transparencia.unit_stale' });

    const f = await file('Solicito los planos de la nueva biblioteca.');
    const row = await requestRow(env, t.id, f.folio);
    const assigned = await manager.asignar(row.id, { unidadId: a.json().id, version: row.version });
    expect(assigned.json()).toMatchObject({ unidad: { id: a.json().id, nombre: 'Dirección de Obras Públicas' } });
    const gone = await manager.deleteUnit(a.json().id);
    expect(gone.json()).toMatchObject({ eliminada: false, unidad: { activo: false, solicitudes: 1 } });
    const other = await requestRow(env, t.id, (await file('Solicito el padrón de obras en proceso.')).folio);
    expect((await manager.asignar(other.id, { unidadId: a.json().id, version: other.version })).json()).toMatchObject({ statusCode: 400, code: 'transparencia.unit_inactive', field: 'unidadId' });
    const unused = (await manager.newUnit({ nombre: 'Tesorería' })).json();
    expect((await manager.deleteUnit(unused.id)).json()).toEqual({ eliminada: true, unidad: null });
    expect((await manager.units()).json().items.map((u: { nombre: string; activo: boolean }) => [u.nombre, u.activo])).toEqual([['Dirección de Obras Públicas', false]]);
    expect((await manager.detail(row.id)).json().historial.find((e: { tipo: string }) => e.tipo === 'asignacion')).toMatchObject({ antes: { unidad: null }, despues: { unidad: { nombre: 'Dirección de Obras Públicas' } } });
  });

  test('the assignment tab lists open requests without a unit, each with the version its assignment names', async () => {
    const x = await transpTenant(env, 'asignacion');
    const manager = transpApi(env, x.manager);
    const pub = transpPublic(env, x.slug);
    const open = (await pub.file({ texto: 'Solicito el padrón de licencias de funcionamiento.' })).json().folio as string;
    const withdrawn = (await pub.file({ texto: 'Solicito las actas de cabildo de 2025.' })).json().folio as string;
    const w = await requestRow(env, x.id, withdrawn);
    expect((await manager.estatus(w.id, { estatus: 'CANCELADA', motivo: 'La persona la retiró por escrito.', version: w.version })).statusCode).toBe(200);
    const folioList = async (query: string) => (await manager.inbox(query)).json().items.map((i: { folio: string }) => i.folio).sort();
    expect(await folioList('?unidad=ninguna')).toEqual([open, withdrawn].sort());
    const o = await requestRow(env, x.id, open);
    expect((await manager.inbox('?unidad=ninguna&abiertas=si')).json().items).toEqual([expect.objectContaining({ folio: open, version: o.version })]);
    expect((await manager.inbox('?abiertas=no')).json()).toMatchObject({ statusCode: 400, field: 'abiertas' });
  });

  test('the inbox filters on the server (estatus, unit, due soon, overdue, extended, text) and pages; reports count per unit, as JSON and CSV', async () => {
    const x = await transpTenant(env, 'bandeja');
    const manager = transpApi(env, x.manager);
    const pub = transpPublic(env, x.slug);
    const folios: string[] = [];
    for (const texto of ['Solicito el inventario de patrullas.', 'Solicito la nómina de seguridad pública.', 'Solicito los contratos de recolección de basura.']) folios.push((await pub.file({ texto })).json().folio);
    const rows = await Promise.all(folios.map((f) => requestRow(env, x.id, f)));
    const unit = (await manager.newUnit({ nombre: 'Seguridad Pública' })).json();
    await manager.asignar(rows[0]!.id, { unidadId: unit.id, version: rows[0]!.version });
    await manager.asignar(rows[1]!.id, { unidadId: unit.id, version: rows[1]!.version });
    const r1 = await requestRow(env, x.id, folios[1]!);
    await manager.estatus(r1.id, { estatus: 'PROCESO', version: r1.version });
    const r1b = await requestRow(env, x.id, folios[1]!);
    await manager.ampliacion(r1.id, { motivo: 'La nómina se integra de varias áreas.', version: r1b.version });

    const folioList = async (query: string) => (await manager.inbox(query)).json().items.map((i: { folio: string }) => i.folio).sort();
    expect(await folioList('')).toEqual([...folios].sort());
    expect(await folioList('?estatus=EN_AMPLIACION')).toEqual([folios[1]]);
    expect(await folioList(`?unidad=${unit.id}`)).toEqual([folios[0], folios[1]].sort());
    expect(await folioList('?unidad=ninguna')).toEqual([folios[2]]);
    expect(await folioList('?ampliada=si')).toEqual([folios[1]]);
    expect(await folioList('?q=BASURA')).toEqual([folios[2]]);
    expect(await folioList(`?q=${folios[0]!.toLowerCase()}`)).toEqual([folios[0]]);
    expect(await folioList('?vence=vencida')).toEqual([]);
    const page = (await manager.inbox('?pageSize=2&page=2')).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    expect((await manager.inbox('?vence=ayer')).json()).toMatchObject({ statusCode: 400, field: 'vence' });
    expect((await manager.inbox('?pageSize=1000')).json()).toMatchObject({ statusCode: 400, field: 'pageSize' });

    // answer one on time (today), then move to Wed 11 Feb: the two open ones without extension are due Thu 12 Feb (soon)
    const r2 = await requestRow(env, x.id, folios[2]!);
    await manager.respuesta(r2.id, { texto: 'Se anexan los contratos.', version: r2.version });
    env.clock.advance(27 * DAY_MS);
    const later = transpApi(env, (await x.signIn()).manager);
    expect((await later.inbox('?vence=pronto')).json().items.map((i: { folio: string; proxima: boolean }) => [i.folio, i.proxima])).toEqual([[folios[0], true]]);
    env.clock.advance(2 * DAY_MS); // Fri 13 Feb: past due
    const overdue = transpApi(env, (await x.signIn()).manager);
    expect((await overdue.inbox('?vence=vencida')).json().items.map((i: { folio: string; vencida: boolean }) => [i.folio, i.vencida])).toEqual([[folios[0], true]]);

    const report = (await overdue.report('?desde=2026-01-01&hasta=2026-01-31')).json();
    expect(report).toEqual({
      desde: '2026-01-01',
      hasta: '2026-01-31',
      items: [
        { unidad: { id: unit.id, nombre: 'Seguridad Pública' }, recibidas: 2, respondidasATiempo: 0, ampliadas: 1, vencidas: 1 },
        { unidad: null, recibidas: 1, respondidasATiempo: 1, ampliadas: 0, vencidas: 0 },
      ],
      total: { unidad: null, recibidas: 3, respondidasATiempo: 1, ampliadas: 1, vencidas: 1 },
    });
    expect((await overdue.report('?desde=2026-02-01&hasta=2026-02-28')).json().total.recibidas).toBe(0);
    expect((await overdue.report('?desde=2026-02-01&hasta=2026-01-01')).json()).toMatchObject({ statusCode: 400, field: 'desde' });
    const csv = await env.inject({ method: 'GET', url: '/api/1.0/transparencia/reportes.csv?desde=2026-01-01&hasta=2026-01-31', token: (await x.signIn()).manager, headers: { 'accept-language': 'en' } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Unit,Received,Answered on time,Extended,Overdue', 'Seguridad Pública,2,0,1,1', 'No unit,1,1,0,0', 'Total,3,1,1,1']);
  });
});
