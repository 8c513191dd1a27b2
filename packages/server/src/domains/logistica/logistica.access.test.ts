import type { LightMyRequestResponse } from 'fastify';
import { LOG_PATHS, logPath } from '@sig/shared/contract';
import { insertHabitante } from '../../testing/habitantes';
import { describeAccess } from '../../testing/describeAccess';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { newTenant } from '../../testing/tenants';
import { insertPrograma, logApi, logRoles, pngBytes, sha256 } from './logistica.testkit';

/**
 * Every endpoint of Logística: no token, forged and revoked tokens, another cliente's token (the second
 * cliente has no `logistica` product: 403 product.disabled), a role lacking the permission ('Logística
 * personal' holds only LogisticaUsers, so it sees no delivery; 'Logística lista' cannot edit; Consulta has none);
 * then a cliente WITH the product aimed at the demo's records: 404 or nothing, and nothing of the demo's changes.
 */
describe.each(testDatabases())('access to Logística on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  let entregaId: string;
  let adminId: string;
  let programaId: string;
  const foto = pngBytes(1);
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
    await logRoles(env, env.demoId);
    programaId = await insertPrograma(env, env.demoId, 'Acceso');
    const h = await insertHabitante(env, env.demoId, { nombre: 'Rosalba', apellidos: 'Quintero' });
    const api = logApi(env, admin);
    const res = await api.create({ programaId, articulo: 'Despensa', periodo: '2026-01', habitanteId: h.id });
    expect(res.statusCode).toBe(201);
    entregaId = res.json().id;
    expect((await api.upload(foto, 'foto')).statusCode).toBe(201);
    adminId = (await env.app.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.sig').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => env.close());

  const productOff = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
  const P = LOG_PATHS;
  const id = () => logPath(P.entrega, { id: entregaId });
  const on = (template: string) => () => logPath(template, { id: entregaId });
  // only LogisticaUsers: sees no delivery; 'Logística lista' cannot edit; Consulta holds nothing of Logística
  const reader = { lacking: { role: 'Logística personal' }, otherCliente: productOff };
  const editor = { lacking: { role: 'Logística lista' }, otherCliente: productOff };
  const anyStaff = { lacking: { role: 'Consulta' }, otherCliente: productOff };
  const uuid = '6f1c2a4e-0000-4000-8000-000000000001';

  describeAccess(() => env, { method: 'GET', url: P.entregas, ...reader });
  describeAccess(() => env, { method: 'POST', url: P.entregas, payload: () => ({ programaId, articulo: 'Otra', periodo: '2026-02', habitanteId: 'x' }), ...editor });
  describeAccess(() => env, { method: 'GET', url: P.entregasCsv, ...reader });
  describeAccess(() => env, { method: 'GET', url: P.mapa, ...reader });
  describeAccess(() => env, { method: 'POST', url: P.lote, payload: () => ({ programaId, articulo: 'Otra', periodo: '2026-02', origen: { tipo: 'padron' } }), ...editor });
  describeAccess(() => env, { method: 'POST', url: P.asignar, payload: () => ({ ids: [entregaId], destino: { modo: 'porZona' } }), ...editor });
  describeAccess(() => env, { method: 'GET', url: id, name: P.entrega, ...reader });
  describeAccess(() => env, { method: 'POST', url: on(P.estatus), name: P.estatus, payload: () => ({ estado: 'en_ruta', version: 99 }), ...reader });
  describeAccess(() => env, {
    method: 'POST',
    url: on(P.prueba),
    name: P.prueba,
    payload: () => ({ clientId: uuid, fotoSha256: sha256(foto), firmaSha256: sha256(foto), verificacion: { metodo: 'codigo', codigo: '000000' }, posicion: null, capturadaEn: '2026-01-15T12:00:00Z' }),
    ...reader,
  });
  describeAccess(() => env, { method: 'POST', url: on(P.fallida), name: P.fallida, payload: () => ({ clientId: uuid, motivo: 'rechazada', posicion: null, capturadaEn: '2026-01-15T12:00:00Z' }), ...reader });
  describeAccess(() => env, { method: 'POST', url: on(P.codigo), name: P.codigo, ...editor });
  describeAccess(() => env, { method: 'GET', url: on(P.acta), name: P.acta, ...reader });
  describeAccess(() => env, { method: 'POST', url: () => `${P.archivos}?sha256=${sha256(foto)}&tipo=foto`, name: P.archivos, ...reader });
  describeAccess(() => env, { method: 'GET', url: () => logPath(P.archivo, { sha256: sha256(foto) }), name: P.archivo, ...reader });
  describeAccess(() => env, { method: 'GET', url: P.misEntregas, ...reader });
  describeAccess(() => env, { method: 'GET', url: P.repartidores, ...anyStaff });
  describeAccess(() => env, { method: 'PUT', url: () => logPath(P.repartidor, { userId: adminId }), name: P.repartidor, payload: () => ({ zonaIds: [], activo: true, version: 0 }), ...editor });
  describeAccess(() => env, { method: 'GET', url: P.candidatos, ...editor });
  describeAccess(() => env, { method: 'GET', url: P.programas, ...anyStaff });
  describeAccess(() => env, { method: 'GET', url: P.habitantes, ...editor });
  describeAccess(() => env, { method: 'GET', url: `${P.analytics}?desde=2026-01-01&hasta=2026-01-31`, ...anyStaff });
  describeAccess(() => env, { method: 'GET', url: `${P.analyticsCsv}?desde=2026-01-01&hasta=2026-01-31`, ...anyStaff });

  test('a cliente with Logística of its own reads, changes and downloads none of the demo’s', async () => {
    const other = await newTenant(env, 'reparto', ['sig', 'midb', 'logistica']);
    const api = logApi(env, other.admin);
    const before = await env.app.db.selectFrom('log_entregas').selectAll().where('id', '=', entregaId).executeTakeFirstOrThrow();
    const notFound = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 404, code: 'logistica.not_found' });
    notFound(await api.get(entregaId));
    notFound(await api.estatus(entregaId, { estado: 'en_ruta', version: before.version }));
    notFound(await api.prueba(entregaId, { clientId: uuid, fotoSha256: sha256(foto), firmaSha256: sha256(foto), verificacion: { metodo: 'codigo', codigo: before.codigo }, posicion: null, capturadaEn: '2026-01-15T12:00:00Z' }));
    notFound(await api.fallida(entregaId, { clientId: uuid, motivo: 'rechazada', posicion: null, capturadaEn: '2026-01-15T12:00:00Z' }));
    notFound(await api.codigo(entregaId));
    notFound(await api.acta(entregaId));
    expect((await api.archivo(sha256(foto))).json()).toMatchObject({ statusCode: 404, code: 'logistica.file_not_found' });
    expect((await api.list()).json()).toMatchObject({ items: [], total: 0 });
    expect((await api.mapa()).json()).toMatchObject({ items: [], total: 0, sinUbicacion: 0 });
    expect((await api.csv()).body).not.toContain('Quintero');
    expect((await api.asignar({ ids: [entregaId], destino: { modo: 'repartidor', repartidorId: null } })).json()).toEqual({ asignadas: 0, sinRepartidor: 0, cerradas: 0 });
    expect((await api.lote({ programaId, articulo: 'Despensa', periodo: '2026-03', origen: { tipo: 'padron' } })).json()).toMatchObject({ statusCode: 400, code: 'logistica.programa_not_found' });
    expect((await api.repartidor(adminId, { zonaIds: [], activo: true, version: 0 })).json()).toMatchObject({ statusCode: 404, code: 'logistica.user_not_found' });
    expect((await api.mias()).json()).toMatchObject({ items: [] });
    // the registry reads a coordinator makes deliveries from: only the caller's own cliente
    const programas = (await env.inject({ method: 'GET', url: LOG_PATHS.programas, token: other.admin })).json();
    expect(programas.items.map((p: { nombre: string }) => p.nombre)).not.toContain('Acceso');
    const found = (await env.inject({ method: 'GET', url: `${LOG_PATHS.habitantes}?q=Quintero`, token: other.admin })).json();
    expect(found).toMatchObject({ items: [], total: 0 });
    expect((await api.analytics('?desde=2026-01-01&hasta=2026-12-31')).json()).toMatchObject({ totales: { planeadas: 0, entregadas: 0, fallidas: 0, pendientes: 0 } });
    expect(await env.app.db.selectFrom('log_entregas').selectAll().where('id', '=', entregaId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await env.app.db.selectFrom('log_eventos').select('tipo').where('entrega_id', '=', entregaId).execute()).toEqual([{ tipo: 'creada' }]);
  });
});
