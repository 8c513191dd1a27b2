import { sql } from 'kysely';
import { LOG_FOLIO_PATTERN, LOG_LOTE_MAX, LOG_PATHS, LOG_SOCKET_EVENTS, MIDB_PATHS, logCodigoHashInput } from '@sig/shared/contract';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { isPostgres } from '../../core';
import { codigoOf, enrol, habitantes, insertPrograma, logApi, logTenant, register, sha256, type LogTenant } from './logistica.testkit';

/**
 * Deliveries from creation to assignment: one by one and in bulk (one transaction; the same person never gets
 * the same programme item twice in a period, the database says so), assignment by hand and by zona (the
 * least loaded, ties by name), the plain moves, the one-time code, the lists, and the delivery staff.
 * Bad input is a 400 naming the field and changes nothing.
 */
describe.each(testDatabases())('Logística deliveries on %s', (db) => {
  let env: TestEnv;
  let t: LogTenant;
  beforeAll(async () => {
    ({ env } = await openAdminSuite(db));
    t = await logTenant(env);
  });
  afterAll(() => env.close());

  const count = async (where: { programa_id?: string } = {}) => {
    let q = env.app.db.selectFrom('log_entregas').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', t.id);
    if (where.programa_id) q = q.where('programa_id', '=', where.programa_id);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  test('one delivery: a folio, a code only the editor sees, a creada event; the same item in the period again is 409', async () => {
    const [h] = await habitantes(env, t.id, t.colonias, 1);
    const editor = logApi(env, t.editor);
    const res = await editor.create({ programaId: t.programaId, articulo: 'Despensa básica', periodo: '2026-01', habitanteId: h });
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e.folio).toMatch(LOG_FOLIO_PATTERN);
    expect(e.folio.startsWith('L-2026-')).toBe(true);
    expect(e).toMatchObject({ estado: 'pendiente', articulo: 'Despensa básica', periodo: '2026-01', repartidor: null, version: 1, zona: { id: t.colonias[0]!.zona_id } });
    expect(e.codigo).toMatch(/^\d{6}$/);
    expect(e.historial.map((x: { tipo: string }) => x.tipo)).toEqual(['creada']);
    expect(e.movimientos).toEqual(['en_ruta']);
    // a reader sees the delivery but never its code
    expect((await logApi(env, t.rep1).get(e.id)).json()).toMatchObject({ id: e.id, codigo: null, movimientos: [] });
    // the same item folded (accents, case, spaces) is the same item
    const again = await editor.create({ programaId: t.programaId, articulo: '  despensa   BASICA ', periodo: '2026-01', habitanteId: h });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'logistica.ya_tiene', field: 'habitanteId' });
    expect((await editor.create({ programaId: t.programaId, articulo: 'Despensa básica', periodo: '2026-02', habitanteId: h })).statusCode).toBe(201);
  });

  test('a coordinator without SigMidb reads the programmes and searches the registry to pick recipients', async () => {
    const [h] = await habitantes(env, t.id, t.colonias, 1);
    const person = (await env.app.db.selectFrom('habitantes').select(['nombre', 'apellidos']).where('id', '=', h!).executeTakeFirstOrThrow());
    const programas = await env.inject({ method: 'GET', url: LOG_PATHS.programas, token: t.editor });
    expect(programas.statusCode).toBe(200);
    expect(programas.json().items.map((p: { id: string }) => p.id)).toContain(t.programaId);
    const found = await env.inject({ method: 'GET', url: `${LOG_PATHS.habitantes}?q=${encodeURIComponent(person.apellidos)}`, token: t.editor });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((x: { id: string }) => x.id)).toContain(h);
    // a repartidor reads the programmes too (the list's filter), but not the registry search
    const asReader = await env.inject({ method: 'GET', url: LOG_PATHS.programas, token: t.rep1 });
    expect(asReader.statusCode).toBe(200);
    expect(asReader.json().items.map((p: { id: string }) => p.id)).toContain(t.programaId);
    expect((await env.inject({ method: 'GET', url: `${LOG_PATHS.habitantes}?q=x`, token: t.rep1 })).statusCode).toBe(403);
    // the registry itself stays closed to them
    expect((await env.inject({ method: 'GET', url: `${MIDB_PATHS.habitantes}?q=x`, token: t.editor })).statusCode).toBe(403);
    // bad input names the field
    expect((await env.inject({ method: 'GET', url: `${LOG_PATHS.habitantes}?edadMin=-3`, token: t.editor })).json()).toMatchObject({ statusCode: 400, field: 'edadMin' });
  });

  test('the database itself refuses the same person, programme item and period twice', async () => {
    const row = await env.app.db.selectFrom('log_entregas').selectAll().where('cliente_id', '=', t.id).executeTakeFirstOrThrow();
    // by its message, not toThrow: better-sqlite3's native part keeps the SqliteError class of the first test file
    // its Jest worker loaded, which is no Error of this file's realm, so toThrow would read "did not throw"
    await expect(env.app.db.insertInto('log_entregas').values({ ...row, id: `${row.id}-x`, folio: 'L-2026-999999' }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
  });

  test('bad input: a 400 naming the field, and nothing is created', async () => {
    const [h] = await habitantes(env, t.id, t.colonias, 1);
    const editor = logApi(env, t.editor);
    const before = await count();
    const inactive = await insertPrograma(env, t.id, 'Cerrado', 0);
    const cases: [object, string, string?][] = [
      [{ programaId: t.programaId, articulo: 'X', periodo: '2026-13', habitanteId: h }, 'periodo'],
      [{ programaId: t.programaId, articulo: '', periodo: '2026-01', habitanteId: h }, 'articulo'],
      [{ programaId: t.programaId, articulo: 'X', periodo: '2026-01', habitanteId: h, programadaPara: '2026-02-30' }, 'programadaPara'],
      [{ programaId: t.programaId, articulo: 'X', periodo: '2026-01', habitanteId: h, extra: 1 }, ''],
      [{ programaId: 'no-existe', articulo: 'X', periodo: '2026-01', habitanteId: h }, 'programaId', 'logistica.programa_not_found'],
      [{ programaId: inactive, articulo: 'X', periodo: '2026-01', habitanteId: h }, 'programaId', 'logistica.programa_inactive'],
      [{ programaId: t.programaId, articulo: 'X', periodo: '2026-01', habitanteId: 'nadie' }, 'habitanteId', 'logistica.habitante_not_found'],
    ];
    for (const [body, field, code] of cases) {
      const res = await editor.create(body);
      expect(res.statusCode).toBe(400);
      if (field) expect(JSON.stringify(res.json())).toContain(field);
      if (code) expect(res.json()).toMatchObject({ code, field });
    }
    expect((await editor.lote({ programaId: t.programaId, articulo: 'X', periodo: '2026-01', origen: { tipo: 'habitantes', habitanteIds: [] } })).statusCode).toBe(400);
    expect((await editor.lote({ programaId: t.programaId, articulo: 'X', periodo: '2026-01', origen: { tipo: 'habitantes', habitanteIds: [h, 'nadie'] } })).json()).toMatchObject({ code: 'logistica.habitante_not_found' });
    expect((await editor.lote({ programaId: t.programaId, articulo: 'X', periodo: '2026-01', origen: { tipo: 'padron' } })).json()).toMatchObject({ statusCode: 400, code: 'logistica.lote_empty' });
    expect((await editor.asignar({ ids: [], destino: { modo: 'porZona' } })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  test('bulk from a roll: 50 in one go, again for the same period 0 created and 50 skipped; every one has a creada event', async () => {
    const programaId = await insertPrograma(env, t.id, 'Útiles escolares');
    const ids = await habitantes(env, t.id, t.colonias, 50);
    await enrol(env, t.id, programaId, ids);
    const editor = logApi(env, t.editor);
    const body = { programaId, articulo: 'Paquete de útiles', periodo: '2026-01', origen: { tipo: 'padron' } };
    const first = await editor.lote(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ creadas: 50, omitidas: 0, asignadas: 0 });
    const folios = await env.app.db.selectFrom('log_entregas').select('folio').where('programa_id', '=', programaId).execute();
    expect(new Set(folios.map((f) => f.folio)).size).toBe(50);
    const events = await env.app.db.selectFrom('log_eventos as ev').innerJoin('log_entregas as e', 'e.id', 'ev.entrega_id').select('ev.tipo').where('e.programa_id', '=', programaId).execute();
    expect(events.filter((e) => e.tipo === 'creada')).toHaveLength(50);
    const second = await editor.lote(body);
    expect(second.json()).toMatchObject({ creadas: 0, omitidas: 50, asignadas: 0, ids: [] });
    expect(await count({ programa_id: programaId })).toBe(50);
    // a registry search finds the same people: all skipped too
    const search = await editor.lote({ ...body, origen: { tipo: 'busqueda', filtro: { programaId } } });
    expect(search.json()).toMatchObject({ creadas: 0, omitidas: 50 });
    // another period is another delivery
    expect((await editor.lote({ ...body, periodo: '2026-02' })).json()).toMatchObject({ creadas: 50, omitidas: 0 });
  });

  test('bulk is one transaction: a failure midway leaves no delivery and no folio used', async () => {
    const programaId = await insertPrograma(env, t.id, 'Cobijas');
    const ids = await habitantes(env, t.id, t.colonias, 10);
    await enrol(env, t.id, programaId, ids);
    const folioBefore = await env.app.db.selectFrom('log_folios').select('last').where('cliente_id', '=', t.id).executeTakeFirst();
    // the history insert fails after the deliveries were written
    if (isPostgres(env.app.db)) {
      await sql`create function log_test_fail() returns trigger as $$ begin raise exception 'falla de prueba'; end $$ language plpgsql`.execute(env.app.db);
      await sql`create trigger log_test_fail before insert on log_eventos for each row when (new.despues like '%Cobija que falla%') execute function log_test_fail()`.execute(env.app.db);
    } else {
      await sql`create trigger log_test_fail before insert on log_eventos when new.despues like '%Cobija que falla%' begin select raise(abort, 'falla de prueba'); end`.execute(env.app.db);
    }
    try {
      const res = await logApi(env, t.editor).lote({ programaId, articulo: 'Cobija que falla', periodo: '2026-01', origen: { tipo: 'padron' } });
      expect(res.statusCode).toBe(500);
      expect(await count({ programa_id: programaId })).toBe(0);
      expect(await env.app.db.selectFrom('log_folios').select('last').where('cliente_id', '=', t.id).executeTakeFirst()).toEqual(folioBefore);
    } finally {
      await sql`drop trigger log_test_fail${isPostgres(env.app.db) ? sql` on log_eventos` : sql``}`.execute(env.app.db);
    }
    expect((await logApi(env, t.editor).lote({ programaId, articulo: 'Cobija', periodo: '2026-01', origen: { tipo: 'padron' } })).json()).toMatchObject({ creadas: 10 });
  });

  test(`a selection above LOG_LOTE_MAX (${LOG_LOTE_MAX}) is refused whole: 400 logistica.lote_too_large`, async () => {
    const programaId = await insertPrograma(env, t.id, 'Masivo');
    const now = env.clock.fn().toISOString();
    const rows = Array.from({ length: LOG_LOTE_MAX + 1 }, (_, i) => ({
      id: `masivo-${t.id}-${i}`,
      cliente_id: t.id,
      curp: null,
      sin_curp_motivo: 'prueba',
      nombre: `M${i}`,
      apellidos: 'Masivo',
      fecha_nacimiento: null,
      sexo: null,
      telefono: '',
      email: '',
      direccion: '',
      colonia_id: null,
      lat: null,
      lng: null,
      consentimiento: 1,
      search_text: `masivo m${i}`,
      version: 1,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await env.app.db.insertInto('habitantes').values(rows.slice(i, i + 500)).execute();
    await enrol(env, t.id, programaId, rows.map((r) => r.id));
    const res = await logApi(env, t.editor).lote({ programaId, articulo: 'X', periodo: '2026-01', origen: { tipo: 'padron' } });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'logistica.lote_too_large', field: 'origen' });
    expect(await count({ programa_id: programaId })).toBe(0);
  });

  test('assignment: by hand, and by zona to the least-loaded active repartidor (ties by name); delivered ones untouched', async () => {
    const zonaA = t.colonias[0]!.zona_id!;
    const coloniasA = t.colonias.filter((c) => c.zona_id === zonaA);
    const zonaB = t.colonias.find((c) => c.zona_id !== zonaA)!.zona_id!;
    const coloniasB = t.colonias.filter((c) => c.zona_id === zonaB);
    await register(env, t, t.rep1Id, [zonaA, zonaB]);
    await register(env, t, t.rep2Id, [zonaA]);
    const programaId = await insertPrograma(env, t.id, 'Reparto');
    const inA = await habitantes(env, t.id, coloniasA, 4);
    const inB = await habitantes(env, t.id, coloniasB, 1);
    const sinZona = await habitantes(env, t.id, [{ id: null as unknown as string }], 1);
    await enrol(env, t.id, programaId, [...inA, ...inB, ...sinZona]);
    const editor = logApi(env, t.editor);
    const load = async (userId: string) =>
      Number((await env.app.db.selectFrom('log_entregas').select((eb) => eb.fn.countAll().as('n')).where('repartidor_id', '=', userId).where('estado', 'in', ['pendiente', 'en_ruta', 'reprogramada']).executeTakeFirstOrThrow()).n);
    const before = { ana: await load(t.rep1Id), beto: await load(t.rep2Id) };
    expect(before).toEqual({ ana: 0, beto: 0 });
    const lote = await editor.lote({ programaId, articulo: 'Despensa', periodo: '2026-01', origen: { tipo: 'padron' }, asignarPorZona: true });
    // zona B only Ana covers; zona A alternates from Ana (a tie goes by name); no zona: nobody
    expect(lote.json()).toMatchObject({ creadas: 6, asignadas: 5 });
    expect({ ana: await load(t.rep1Id), beto: await load(t.rep2Id) }).toEqual({ ana: 3, beto: 2 });
    const ids: string[] = lote.json().ids;
    const sin = await env.app.db.selectFrom('log_entregas').select('id').where('programa_id', '=', programaId).where('repartidor_id', 'is', null).execute();
    expect(sin).toHaveLength(1);
    // by hand to Beto, then back by zona: the one without a zona stays unassigned
    expect((await editor.asignar({ ids, destino: { modo: 'repartidor', repartidorId: t.rep2Id } })).json()).toEqual({ asignadas: 6, sinRepartidor: 0, cerradas: 0 });
    expect(await load(t.rep2Id)).toBe(6);
    const back = await editor.asignar({ ids, destino: { modo: 'porZona' } });
    expect(back.json()).toEqual({ asignadas: 5, sinRepartidor: 1, cerradas: 0 });
    // the one nobody covers is left unassigned, not with whoever had it
    expect(await env.app.db.selectFrom('log_entregas').select('id').where('programa_id', '=', programaId).where('repartidor_id', 'is', null).execute()).toHaveLength(1);
    const asignada = await editor.get(ids[0]!);
    expect(asignada.json().historial.map((e: { tipo: string }) => e.tipo)).toContain('asignada');
    // an inactive or unknown repartidor is refused, nothing changes
    expect((await editor.asignar({ ids, destino: { modo: 'repartidor', repartidorId: t.editor.slice(0, 10) } })).json()).toMatchObject({ statusCode: 400, code: 'logistica.repartidor_not_found', field: 'destino.repartidorId' });
    // the repartidor's own list: open and assigned, with the code's hash and never the code
    const mias = await logApi(env, t.rep2).mias();
    expect(mias.headers['cache-control']).toBe('private, no-store');
    for (const item of mias.json().items) {
      expect(item.codigo).toBeUndefined();
      expect(item.codigoSha256).toBe(sha256(logCodigoHashInput(item.id, await codigoOf(env, item.id))));
    }
    expect(mias.json().items.length).toBe(await load(t.rep2Id));
  });

  test('moves along LOG_TRANSITIONS only, at the version read; the assigned repartidor may put it en_ruta, nobody else without editar', async () => {
    const [h] = await habitantes(env, t.id, t.colonias, 1);
    const editor = logApi(env, t.editor);
    const e = (await editor.create({ programaId: t.programaId, articulo: 'Movimientos', periodo: '2026-01', habitanteId: h })).json();
    await editor.asignar({ ids: [e.id], destino: { modo: 'repartidor', repartidorId: t.rep1Id } });
    const rep1 = logApi(env, t.rep1);
    expect((await rep1.get(e.id)).json().movimientos).toEqual(['en_ruta']);
    expect((await logApi(env, t.rep2).estatus(e.id, { estado: 'en_ruta', version: 2 })).json()).toMatchObject({ statusCode: 403, code: 'logistica.not_assigned' });
    expect((await rep1.estatus(e.id, { estado: 'en_ruta', version: 1 })).json()).toMatchObject({ statusCode: 409, code: 'logistica.stale' });
    const moved = await rep1.estatus(e.id, { estado: 'en_ruta', version: 2 });
    expect(moved.json()).toMatchObject({ estado: 'en_ruta', version: 3 });
    expect((await rep1.estatus(e.id, { estado: 'pendiente', version: 3 })).json()).toMatchObject({ statusCode: 403, code: 'logistica.not_assigned' });
    expect((await editor.estatus(e.id, { estado: 'reprogramada', version: 3 })).json()).toMatchObject({ statusCode: 409, code: 'logistica.transition' });
    expect((await editor.estatus(e.id, { estado: 'entregada', version: 3 })).statusCode).toBe(400);
    const back = await editor.estatus(e.id, { estado: 'pendiente', version: 3, programadaPara: '2026-01-20', nota: 'Mañana no hay vehículo' });
    expect(back.json()).toMatchObject({ estado: 'pendiente', programadaPara: '2026-01-20', version: 4 });
    const last = back.json().historial.at(-1);
    expect(last).toMatchObject({ tipo: 'estatus', antes: { estado: 'en_ruta' }, despues: { estado: 'pendiente', programadaPara: '2026-01-20', nota: 'Mañana no hay vehículo' } });
  });

  test('the code again: a new one, by e-mail when the habitante has one, else to the outbox; the history never holds it', async () => {
    const [conCorreo] = await habitantes(env, t.id, t.colonias, 1, 'rosa@correo.mx');
    const [sinCorreo] = await habitantes(env, t.id, t.colonias, 1);
    const editor = logApi(env, t.editor);
    const a = (await editor.create({ programaId: t.programaId, articulo: 'Código', periodo: '2026-01', habitanteId: conCorreo })).json();
    const b = (await editor.create({ programaId: t.programaId, articulo: 'Código', periodo: '2026-01', habitanteId: sinCorreo })).json();
    const mailed = await editor.codigo(a.id);
    expect(mailed.json()).toMatchObject({ enviadoPor: 'correo', entrega: { id: a.id, version: 2 } });
    const code = await codigoOf(env, a.id);
    expect(code).not.toBe(a.codigo);
    expect(mailed.json().entrega.codigo).toBe(code);
    const outbox = await env.outbox();
    expect(outbox.find((m) => m.to === 'rosa@correo.mx' && m.text.includes(code))).toBeDefined();
    const kept = await editor.codigo(b.id);
    expect(kept.json()).toMatchObject({ enviadoPor: 'buzon' });
    const codeB = await codigoOf(env, b.id);
    expect((await env.outbox()).find((m) => m.text.includes(codeB) && m.to !== 'rosa@correo.mx')).toBeDefined();
    const history = JSON.stringify(mailed.json().entrega.historial);
    expect(mailed.json().entrega.historial.at(-1)).toMatchObject({ tipo: 'codigo', despues: { enviadoPor: 'correo' } });
    expect(history).not.toContain(code);
  });

  test('lists: filters in the query, the map and the CSV of the same filter', async () => {
    const lista = logApi(env, t.rep1);
    const all = (await lista.list('?pageSize=100')).json();
    expect(all.total).toBe(await count());
    const zona = t.colonias[0]!.zona_id!;
    const byZona = (await lista.list(`?zonaId=${zona}&pageSize=100`)).json();
    expect(byZona.items.every((e: { zona: { id: string } }) => e.zona?.id === zona)).toBe(true);
    const assigned = (await lista.list(`?repartidorId=${t.rep1Id}`)).json();
    expect(assigned.items.every((e: { repartidor: { id: string } }) => e.repartidor?.id === t.rep1Id)).toBe(true);
    const none = (await lista.list('?repartidorId=ninguno&pageSize=100')).json();
    expect(none.items.every((e: { repartidor: unknown }) => e.repartidor === null)).toBe(true);
    const one = all.items[0];
    expect((await lista.list(`?q=${one.folio}`)).json()).toMatchObject({ total: 1, items: [{ id: one.id }] });
    expect((await lista.list('?q=persona0')).json().total).toBeGreaterThan(0);
    expect((await lista.list('?estado=volando')).json()).toMatchObject({ statusCode: 400 });
    expect((await lista.list('?desde=2026-01-15&hasta=2026-01-15')).json().total).toBe(all.total);
    expect((await lista.list('?desde=2026-01-16')).json().total).toBe(0);
    // proofs by their day: the delivery's own local day, both ends included
    const before = (await env.app.db.selectFrom('log_entregas').select('dia_entrega').where('id', '=', one.id).executeTakeFirstOrThrow()).dia_entrega;
    await env.app.db.updateTable('log_entregas').set({ dia_entrega: '2031-02-10' }).where('id', '=', one.id).execute();
    expect((await lista.list('?entregadaDesde=2031-02-10&entregadaHasta=2031-02-10')).json()).toMatchObject({ total: 1, items: [{ id: one.id }] });
    expect((await lista.list('?entregadaDesde=2031-02-11')).json().total).toBe(0);
    expect((await lista.list('?entregadaHasta=2031-02-31')).json()).toMatchObject({ statusCode: 400, field: 'entregadaHasta' });
    await env.app.db.updateTable('log_entregas').set({ dia_entrega: before }).where('id', '=', one.id).execute();
    const mapa = (await lista.mapa(`?zonaId=${zona}`)).json();
    expect(mapa.total + mapa.sinUbicacion).toBe(byZona.total);
    const csv = await lista.csv(`?zonaId=${zona}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(byZona.total + 1);
  });

  test('delivery staff: registered with zonas, today’s load, candidates, stale versions and unknown zonas refused', async () => {
    const usuarios = logApi(env, t.usuarios);
    const list = (await usuarios.repartidores()).json().items;
    const ana = list.find((r: { usuario: { id: string } }) => r.usuario.id === t.rep1Id);
    expect(ana).toMatchObject({ activo: true, version: 1, usuario: { displayName: 'Ana' } });
    expect(ana.hoy.asignadas).toBeGreaterThan(0);
    expect(ana.zonas[0].nombre).not.toBe('');
    // the editor and the others who hold a Logística permission can be registered; Ulises (only usuarios) cannot
    const candidatos = (await usuarios.candidatos()).json().items.map((c: { displayName: string }) => c.displayName);
    expect(candidatos).toContain('Elena');
    expect(candidatos).not.toContain('Ana');
    expect(candidatos).not.toContain('Ulises');
    expect((await usuarios.candidatos('ele')).json().items).toHaveLength(1);
    expect((await usuarios.repartidor(t.rep1Id, { zonaIds: [], activo: false, version: 0 })).json()).toMatchObject({ statusCode: 409, code: 'logistica.stale' });
    expect((await usuarios.repartidor(t.rep1Id, { zonaIds: ['no-existe'], activo: true, version: 1 })).json()).toMatchObject({ statusCode: 400, code: 'logistica.zona_invalid', field: 'zonaIds' });
    const usuariosId = (await env.app.db.selectFrom('users').select('id').where('display_name', '=', 'Ulises').executeTakeFirstOrThrow()).id;
    expect((await usuarios.repartidor(usuariosId, { zonaIds: [], activo: true, version: 0 })).json()).toMatchObject({ statusCode: 404, code: 'logistica.user_not_found' });
    // Ana off duty: by zona goes to Beto only
    expect((await usuarios.repartidor(t.rep1Id, { zonaIds: ana.zonas.map((z: { id: string }) => z.id), activo: false, version: 1 })).json()).toMatchObject({ activo: false, version: 2 });
    expect((await logApi(env, t.editor).asignar({ ids: ['x'], destino: { modo: 'repartidor', repartidorId: t.rep1Id } })).json()).toMatchObject({ code: 'logistica.repartidor_not_found' });
    // Beto loses his Logística role: no longer given deliveries, and still his record can be switched off
    const beto = await env.app.db.selectFrom('user_roles').select(['role_id']).where('user_id', '=', t.rep2Id).where('cliente_id', '=', t.id).executeTakeFirstOrThrow();
    const consulta = (await env.app.db.selectFrom('roles').select('id').where('cliente_id', '=', t.id).where('nombre', '=', 'Consulta').executeTakeFirstOrThrow()).id;
    await env.app.db.updateTable('user_roles').set({ role_id: consulta }).where('user_id', '=', t.rep2Id).where('cliente_id', '=', t.id).execute();
    try {
      expect((await logApi(env, t.editor).asignar({ ids: ['x'], destino: { modo: 'repartidor', repartidorId: t.rep2Id } })).json()).toMatchObject({ code: 'logistica.repartidor_not_found' });
      const betoRow = (await usuarios.repartidores()).json().items.find((r: { usuario: { id: string } }) => r.usuario.id === t.rep2Id);
      expect((await usuarios.repartidor(t.rep2Id, { zonaIds: [], activo: false, version: betoRow.version })).json()).toMatchObject({ activo: false });
      expect((await usuarios.candidatos('beto')).json().items).toEqual([]);
    } finally {
      await env.app.db.updateTable('user_roles').set({ role_id: beto.role_id }).where('user_id', '=', t.rep2Id).where('cliente_id', '=', t.id).execute();
    }
  });

  test('every change is told to the cliente’s logística staff over the socket', async () => {
    const seen: { room: string; event: string; payload: { id: string; estado: string; version: number } }[] = [];
    const original = env.app.realtime.emitToRoom.bind(env.app.realtime);
    env.app.realtime.emitToRoom = (room, event, payload) => {
      seen.push({ room, event, payload: payload as never });
      original(room, event, payload);
    };
    try {
      const [h] = await habitantes(env, t.id, t.colonias, 1);
      const e = (await logApi(env, t.editor).create({ programaId: t.programaId, articulo: 'Aviso', periodo: '2026-01', habitanteId: h })).json();
      await logApi(env, t.editor).estatus(e.id, { estado: 'en_ruta', version: 1 });
      expect(seen.filter((s) => s.event === LOG_SOCKET_EVENTS.cambio && s.room === `logistica:${t.id}`).map((s) => s.payload)).toEqual([
        { id: e.id, estado: 'pendiente', repartidorId: null, version: 1 },
        { id: e.id, estado: 'en_ruta', repartidorId: null, version: 2 },
      ]);
    } finally {
      env.app.realtime.emitToRoom = original;
    }
  });
});
