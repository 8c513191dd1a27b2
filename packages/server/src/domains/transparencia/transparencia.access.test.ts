import type { LightMyRequestResponse } from 'fastify';
import { TRANSP_PATHS, transpPath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { newTenant } from '../../testing/tenants';
import { identity } from '../../core';
import { transpApi, transpTenant } from './transparencia.testkit';

/**
 * Every staff endpoint of Transparencia: no token, forged and revoked tokens, another cliente's token (the
 * second cliente has no `transparencia` product: 403 product.disabled), a role lacking the permission
 * (Consulta for the work on requests; Transparencia alone for what needs TransparenciaAdm). Then a cliente
 * with the product reading and changing the demo's requests (none of it), and the master `admin`.
 */
describe.each(testDatabases())('access to Transparencia on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  let requestId: string;
  let unitId: string;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
    // the demo seed gave the demo cliente requests and units; a role with Transparencia alone
    const row = await env.app.db.selectFrom('transp_requests').select(['id', 'unidad_id']).where('cliente_id', '=', env.demoId).where('unidad_id', 'is not', null).executeTakeFirstOrThrow();
    requestId = row.id;
    unitId = row.unidad_id!;
    await identity.insertRole(env.app.db, env.demoId, 'Enlace de transparencia', ['Transparencia']);
  });
  afterAll(() => env.close());

  const productOff = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
  const worker = { lacking: { role: 'Consulta' }, otherCliente: productOff };
  const manager = { lacking: { role: 'Enlace de transparencia' }, otherCliente: productOff };
  const req = (template: string, extra: Record<string, string> = {}) => () => transpPath(template, { id: requestId, ...extra });
  const P = TRANSP_PATHS;

  describeAccess(() => env, { method: 'GET', url: P.solicitudes, ...worker });
  describeAccess(() => env, { method: 'GET', url: req(P.solicitud), name: P.solicitud, ...worker });
  describeAccess(() => env, { method: 'POST', url: req(P.estatus), name: P.estatus, payload: () => ({ estatus: 'PROCESO', version: 1 }), ...worker });
  describeAccess(() => env, { method: 'POST', url: req(P.notas), name: P.notas, payload: () => ({ texto: 'Nota de acceso' }), ...worker });
  describeAccess(() => env, { method: 'POST', url: req(P.prevencion), name: P.prevencion, payload: () => ({ texto: 'Precisa el periodo.', version: 1 }), ...worker });
  describeAccess(() => env, { method: 'POST', url: req(P.ampliacion), name: P.ampliacion, payload: () => ({ motivo: 'Volumen de información', version: 1 }), ...manager });
  describeAccess(() => env, { method: 'POST', url: req(P.respuesta), name: P.respuesta, payload: () => ({ texto: 'Respuesta', version: 1 }), ...worker });
  describeAccess(() => env, { method: 'POST', url: req(P.asignar), name: P.asignar, payload: () => ({ unidadId: null, version: 1 }), ...manager });
  describeAccess(() => env, { method: 'POST', url: () => `${req(P.documentos)()}?nombre=a.pdf`, name: P.documentos, ...worker });
  describeAccess(() => env, { method: 'GET', url: req(P.documento, { docId: 'no-existe' }), name: `GET ${P.documento}`, ...worker });
  describeAccess(() => env, { method: 'DELETE', url: req(P.documento, { docId: 'no-existe' }), name: `DELETE ${P.documento}`, ...worker });
  describeAccess(() => env, { method: 'GET', url: P.ajustes, ...worker });
  describeAccess(() => env, { method: 'PUT', url: P.ajustes, payload: () => ({ ley: 'Ley', figuras: { respuestaDias: 20, ampliacionDias: 10, prevencionDias: 5, plazoCiudadanoDias: 10, horaCorte: '15:00', proximoDias: 3 }, version: 99 }), ...manager });
  describeAccess(() => env, { method: 'GET', url: P.inhabiles, ...worker });
  describeAccess(() => env, { method: 'POST', url: P.inhabiles, payload: () => ({ fecha: '2026-12-24', nombre: 'Nochebuena' }), ...manager });
  describeAccess(() => env, { method: 'DELETE', url: () => transpPath(P.inhabil, { fecha: '2026-12-24' }), name: P.inhabil, ...manager });
  describeAccess(() => env, { method: 'POST', url: P.inhabilesFederales, payload: () => ({ year: 2027 }), ...manager });
  describeAccess(() => env, { method: 'GET', url: P.unidades, ...worker });
  describeAccess(() => env, { method: 'POST', url: P.unidades, payload: () => ({ nombre: `Unidad ${Math.random()}` }), ...manager });
  describeAccess(() => env, { method: 'PATCH', url: () => transpPath(P.unidad, { id: unitId }), name: P.unidad, payload: () => ({ activo: true, version: 99 }), ...manager });
  describeAccess(() => env, { method: 'DELETE', url: () => transpPath(P.unidad, { id: unitId }), name: P.unidad, ...manager });
  describeAccess(() => env, { method: 'GET', url: `${P.reporte}?desde=2026-01-01&hasta=2026-12-31`, ...manager });
  describeAccess(() => env, { method: 'GET', url: `${P.reporteCsv}?desde=2026-01-01&hasta=2026-12-31`, ...manager });

  test('a cliente with its own Transparencia reads and changes none of the demo’s requests, units or documents', async () => {
    const other = await transpTenant(env, 'ajeno');
    const api = transpApi(env, other.admin);
    expect((await api.inbox()).json()).toMatchObject({ items: [], total: 0 });
    const before = await env.app.db.selectFrom('transp_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    const calls = [
      api.detail(requestId),
      api.estatus(requestId, { estatus: 'CANCELADA', motivo: 'Intento ajeno', version: before.version }),
      api.note(requestId, { texto: 'Nota ajena' }),
      api.prevencion(requestId, { texto: 'Prevención ajena', version: before.version }),
      api.ampliacion(requestId, { motivo: 'Ampliación ajena', version: before.version }),
      api.respuesta(requestId, { texto: 'Respuesta ajena', version: before.version }),
      api.asignar(requestId, { unidadId: null, version: before.version }),
      api.upload(requestId, Buffer.from('%PDF-1.4\n')),
    ];
    for (const res of await Promise.all(calls)) expect(res.json()).toMatchObject({ statusCode: 404, code: 'transparencia.not_found' });
    expect((await api.patchUnit(unitId, { activo: false, version: 1 })).json()).toMatchObject({ statusCode: 404, code: 'transparencia.unit_not_found' });
    expect((await api.deleteUnit(unitId)).json()).toMatchObject({ statusCode: 404 });
    // a unit of the demo cannot be assigned to the other cliente's request
    const own = (await env.inject({ method: 'POST', url: `/api/1.0/public/${other.slug}/transparencia/solicitudes`, payload: { texto: 'Solicito información de prueba ajena.', formato: 'electronico' } })).json();
    const ownRow = await env.app.db.selectFrom('transp_requests').select(['id', 'version']).where('folio', '=', own.folio).where('cliente_id', '=', other.id).executeTakeFirstOrThrow();
    expect((await api.asignar(ownRow.id, { unidadId: unitId, version: ownRow.version })).json()).toMatchObject({ statusCode: 400, code: 'transparencia.unit_not_found', field: 'unidadId' });
    expect((await api.units()).json().items).toEqual([]);
    expect(await env.app.db.selectFrom('transp_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow()).toEqual(before);
  });

  test('a cliente without the product gets 403 product.disabled on every endpoint, even its administrator', async () => {
    const off = await newTenant(env, 'sin-transparencia', ['sig']);
    const calls: [string, string][] = [
      ['GET', P.solicitudes],
      ['GET', transpPath(P.solicitud, { id: requestId })],
      ['GET', P.ajustes],
      ['GET', P.inhabiles],
      ['GET', P.unidades],
      ['GET', `${P.reporte}?desde=2026-01-01&hasta=2026-01-31`],
    ];
    for (const [method, url] of calls) {
      const res = await env.inject({ method: method as 'GET', url, token: off.admin });
      expect([url, res.json()]).toEqual([url, expect.objectContaining({ statusCode: 403, code: 'product.disabled' })]);
    }
  });

  test('the master admin works every part; the Transparencia role works requests but not the settings', async () => {
    const api = transpApi(env, admin);
    expect((await api.inbox()).statusCode).toBe(200);
    expect((await api.settings()).statusCode).toBe(200);
    const t = await transpTenant(env, 'roles');
    const worker = transpApi(env, t.worker);
    expect((await worker.units()).statusCode).toBe(200);
    expect((await worker.newUnit({ nombre: 'Unidad del enlace' })).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
    expect((await worker.addHoliday({ fecha: '2026-12-24', nombre: 'Nochebuena' })).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
    expect((await transpApi(env, t.viewer).inbox()).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
  });
});
