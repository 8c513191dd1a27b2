import { CaseDetail, type CaseKind } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { catalogApi, newTenant } from '../catalogs/catalogs.testkit';
import { openCaseSuite, UBICACION, caseApi, caseCounts, caseTenant, createBody, type CaseTenant } from './cases.testkit';

describe.each(testDatabases())('filing reportes and solicitudes on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  beforeAll(async () => ({ env, t } = await openCaseSuite(db, 'alta')));
  afterAll(() => env.close());

  test('a reporte gets the first folio of the year, the initial estatus, the tipo’s dependencia and SLA, and a creado event', async () => {
    const api = caseApi(env, t.clerk, 'reporte');
    const res = await api.create(createBody(t, 'reporte', { direccion: 'Av. Juárez 10', prioridad: 'alta' }));
    expect(res.statusCode).toBe(201);
    const c = CaseDetail.parse(res.json());
    const now = env.clock.fn();
    expect(c).toMatchObject({
      kind: 'reporte',
      folio: 'R-2026-000001',
      tipo: { id: t.tipos.reporte['Bache'], nombre: 'Bache', color: '#795548' },
      estatus: { id: t.estatus.reporte['Recibido'], nombre: 'Recibido', final: false },
      descripcion: 'Un problema de prueba en la calle principal',
      direccion: 'Av. Juárez 10',
      ubicacion: UBICACION,
      colonia: { id: t.colonias['Centro'], nombre: 'Centro' },
      zona: { nombre: 'Zona Centro' },
      origen: { id: t.origenes['Teléfono'], nombre: 'Teléfono' },
      dependencia: { id: t.dependencias['Dirección de Obras Públicas'], nombre: 'Dirección de Obras Públicas' },
      modulo: null,
      asignado: null,
      prioridad: 'alta',
      contactoNombre: 'Ana Pérez',
      contacto: { nombre: 'Ana Pérez', telefono: '55 1234 5678', email: 'ana@correo.mx' },
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      // Bache: 10 días de atención
      dueAt: new Date(now.getTime() + 10 * 86400_000).toISOString(),
      closedAt: null,
      vencido: false,
      version: 1,
      archivos: [],
      notas: [],
      puedeEditar: true,
    });
    expect(c.siguientes.map((e) => e.nombre)).toEqual(['Asignado', 'Improcedente']);
    expect(c.historial).toHaveLength(1);
    expect(c.historial[0]).toMatchObject({
      tipo: 'creado',
      actor: { id: t.clerkId },
      antes: null,
      despues: { folio: 'R-2026-000001', tipo: { nombre: 'Bache' }, estatus: { nombre: 'Recibido', final: false }, prioridad: 'alta', dependencia: { nombre: 'Dirección de Obras Públicas' } },
    });
    // a Consulta user reads it, without the right to act
    expect((await caseApi(env, t.viewer, 'reporte').detail(c.id)).json()).toMatchObject({ id: c.id, puedeEditar: false });
  });

  test('prioridad defaults to normal; a solicitud needs no location and has its own folio series', async () => {
    const sol = await caseApi(env, t.clerk, 'solicitud').add(createBody(t, 'solicitud'));
    expect(sol).toMatchObject({ kind: 'solicitud', folio: 'S-2026-000001', prioridad: 'normal', ubicacion: null, estatus: { nombre: 'Recibido' } });
    const sol2 = await caseApi(env, t.clerk, 'solicitud').add({ tipoId: t.tipos.solicitud['Beca escolar'], descripcion: 'Beca para mi hija' });
    expect(sol2).toMatchObject({ folio: 'S-2026-000002', colonia: null, zona: null, origen: null, contacto: { nombre: '', telefono: '', email: '' } });
    // ids of the other kind are not this kind's cases
    expect((await caseApi(env, t.clerk, 'reporte').detail(sol.id)).json()).toMatchObject({ statusCode: 404, code: 'case.not_found' });
  });

  test('the folio year is the cliente’s: 23:30 of 31 December in Mexico City is still that year', async () => {
    const local = await startTestApp(db);
    try {
      // 2026-12-31T23:30 in Mexico City (UTC-6) is 2027-01-01T05:30Z
      local.clock.advance(Date.UTC(2027, 0, 1, 5, 30) - local.clock.fn().getTime());
      const lt = await caseTenant(local, 'fin-de-ano');
      const api = caseApi(local, lt.clerk, 'reporte');
      expect((await api.add(createBody(lt, 'reporte'))).folio).toBe('R-2026-000001');
      local.clock.advance(45 * 60_000);
      expect((await api.add(createBody(lt, 'reporte'))).folio).toBe('R-2027-000001');
      expect((await api.add(createBody(lt, 'reporte'))).folio).toBe('R-2027-000002');
    } finally {
      await local.close();
    }
  });

  const invalid: [string, number, string, string, CaseKind, (t: CaseTenant) => object][] = [
    ['a reporte without location', 400, 'case.location_required', 'ubicacion', 'reporte', (x) => createBody(x, 'reporte', { ubicacion: undefined })],
    ['a reporte with a null location', 400, 'case.location_required', 'ubicacion', 'reporte', (x) => createBody(x, 'reporte', { ubicacion: null })],
    ['an unknown tipo', 400, 'case.invalid_reference', 'tipoId', 'reporte', (x) => createBody(x, 'reporte', { tipoId: 'no-existe' })],
    ['a tipo of the other kind', 400, 'case.invalid_reference', 'tipoId', 'reporte', (x) => createBody(x, 'reporte', { tipoId: x.tipos.solicitud['Beca escolar'] })],
    ['an unknown colonia', 400, 'case.invalid_reference', 'coloniaId', 'solicitud', (x) => createBody(x, 'solicitud', { coloniaId: 'no-existe' })],
    ['an unknown origen', 400, 'case.invalid_reference', 'origenId', 'solicitud', (x) => createBody(x, 'solicitud', { origenId: 'no-existe' })],
    ['a short descripción', 400, 'validation', 'descripcion', 'reporte', (x) => createBody(x, 'reporte', { descripcion: 'Hoy' })],
    ['a missing tipo', 400, 'validation', 'tipoId', 'solicitud', () => ({ descripcion: 'Sin tipo alguno' })],
    ['a bad prioridad', 400, 'validation', 'prioridad', 'reporte', (x) => createBody(x, 'reporte', { prioridad: 'altísima' })],
    ['a bad e-mail', 400, 'validation', 'contacto.email', 'reporte', (x) => createBody(x, 'reporte', { contacto: { email: 'no-es-correo' } })],
    ['a latitude out of range', 400, 'validation', 'ubicacion.lat', 'reporte', (x) => createBody(x, 'reporte', { ubicacion: { lat: 91, lng: 0 } })],
    ['an unknown field', 400, 'validation', 'body', 'reporte', (x) => createBody(x, 'reporte', { folio: 'R-2026-999999' })],
  ];
  test.each(invalid)('%s -> %i %s on %s, nothing saved, no folio used', async (_n, status, code, field, kind, body) => {
    const before = await caseCounts(env, t.id);
    const res = await caseApi(env, t.clerk, kind).create(body(t));
    expect(res.json()).toMatchObject({ statusCode: status, code, field });
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('inactive tipo, colonia or origen are refused; so is another cliente’s', async () => {
    const x = await caseTenant(env, 'inactivos');
    const cat = catalogApi(env, x.admin);
    await cat.update('tiposreporte', x.tipos.reporte['Grafiti']!, { activo: false });
    await cat.update('colonias', x.colonias['Obrera']!, { activo: false });
    await cat.update('origenes', x.origenes['Web']!, { activo: false });
    const api = caseApi(env, x.clerk, 'reporte');
    const before = await caseCounts(env, x.id);
    for (const [body, field] of [
      [{ tipoId: x.tipos.reporte['Grafiti'] }, 'tipoId'],
      [{ coloniaId: x.colonias['Obrera'] }, 'coloniaId'],
      [{ origenId: x.origenes['Web'] }, 'origenId'],
      [{ tipoId: t.tipos.reporte['Bache'] }, 'tipoId'],
      [{ coloniaId: t.colonias['Centro'] }, 'coloniaId'],
    ] as const) {
      expect((await api.create(createBody(x, 'reporte', body))).json()).toMatchObject({ statusCode: 400, code: 'case.invalid_reference', field });
    }
    expect(await caseCounts(env, x.id)).toEqual(before);
  });

  test('without an active initial estatus the intake is refused with case.no_initial_estatus', async () => {
    const x = await caseTenant(env, 'sin-inicial');
    // the catalogue keeps exactly one initial; deactivating every estatus row directly is the only way to lose it
    await env.app.db.updateTable('estatus_solicitud').set({ activo: 0 }).where('cliente_id', '=', x.id).execute();
    const before = await caseCounts(env, x.id);
    expect((await caseApi(env, x.clerk, 'solicitud').create(createBody(x, 'solicitud'))).json()).toMatchObject({ statusCode: 400, code: 'case.no_initial_estatus' });
    expect(await caseCounts(env, x.id)).toEqual(before);
  });

  test('a cliente without SIG gets 403 product.disabled on reads and writes', async () => {
    const x = await newTenant(env, 'sin-sig', ['midb']);
    const api = caseApi(env, x.admin, 'reporte');
    for (const res of [await api.list(), await api.filters(), await api.create(createBody(t, 'reporte'))]) {
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
    }
  });

  test('a tipo, estatus or colonia a case uses is deactivated, not deleted, by the catalogue', async () => {
    const x = await caseTenant(env, 'en-uso');
    await caseApi(env, x.clerk, 'reporte').add(createBody(x, 'reporte'));
    const cat = catalogApi(env, x.admin);
    expect((await cat.remove('tiposreporte', x.tipos.reporte['Bache']!)).json()).toEqual({ deleted: false, deactivated: true });
    expect((await cat.remove('colonias', x.colonias['Centro']!)).json()).toEqual({ deleted: false, deactivated: true });
    expect((await cat.remove('origenes', x.origenes['Teléfono']!)).json()).toEqual({ deleted: false, deactivated: true });
    // an unused one still goes
    expect((await cat.remove('tiposreporte', x.tipos.reporte['Grafiti']!)).json()).toEqual({ deleted: true });
    const list = (await caseApi(env, x.clerk, 'reporte').list()).json();
    expect(list.items[0]).toMatchObject({ tipo: { nombre: 'Bache' }, colonia: { nombre: 'Centro' } });
  });
});
