import type { LightMyRequestResponse } from 'fastify';
import { EV_PATHS, evPath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { newTenant } from '../../testing/tenants';
import { evApi, eventoBody, evRoles, newEvento, registrar, scanBody, tokenOf } from './eventos.testkit';

/**
 * Every staff endpoint of Eventos: no token, forged and revoked tokens, another cliente's token (the second
 * cliente has no `eventos` product: 403 product.disabled), a role lacking the permission ('Eventos lista' cannot
 * edit; Consulta holds nothing of Eventos); then a cliente WITH the product aimed at the demo's records: 404 or
 * nothing, and nothing of the demo's changes.
 */
describe.each(testDatabases())('access to Eventos on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  let eventoId: string;
  let registroId: string;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
    await evRoles(env, env.demoId);
    eventoId = await newEvento(env, admin);
    registroId = (await registrar(env, 'demo', eventoId, 'acceso')).registroId;
  });
  afterAll(() => env.close());

  const productOff = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
  const P = EV_PATHS;
  const on = (template: string) => () => evPath(template, { id: eventoId, registroId });
  const reader = { lacking: { role: 'Consulta' }, otherCliente: productOff };
  const editor = { lacking: { role: 'Eventos lista' }, otherCliente: productOff };
  const scan = () => scanBody({ codigo: 'XXXXXXXX' });

  describeAccess(() => env, { method: 'GET', url: P.eventos, ...reader });
  describeAccess(() => env, { method: 'POST', url: P.eventos, payload: () => eventoBody(), ...editor });
  describeAccess(() => env, { method: 'GET', url: on(P.evento), name: P.evento, ...reader });
  describeAccess(() => env, { method: 'PUT', url: on(P.evento), name: P.evento, payload: () => ({ ...eventoBody(), version: 99 }), ...editor });
  describeAccess(() => env, { method: 'GET', url: on(P.registros), name: P.registros, ...reader });
  describeAccess(() => env, { method: 'GET', url: on(P.registrosCsv), name: P.registrosCsv, ...reader });
  describeAccess(() => env, { method: 'GET', url: on(P.registro), name: P.registro, ...reader });
  describeAccess(() => env, { method: 'POST', url: () => evPath(P.cancelarRegistro, { id: eventoId, registroId: 'no-existe' }), name: P.cancelarRegistro, payload: () => ({ motivo: 'x' }), ...editor });
  describeAccess(() => env, { method: 'POST', url: on(P.checkin), name: P.checkin, payload: scan, ...reader });
  describeAccess(() => env, { method: 'POST', url: on(P.lote), name: P.lote, payload: () => ({ scans: [scan()] }), ...reader });
  describeAccess(() => env, { method: 'GET', url: on(P.kit), name: P.kit, ...reader });

  test('the product switched off: every staff endpoint answers 403 product.disabled, even to its administrator', async () => {
    const t = await newTenant(env, 'sin-eventos', ['sig']);
    await evRoles(env, t.id);
    const api = evApi(env, t.admin);
    for (const res of [await api.list(), await api.create(eventoBody()), await api.get(eventoId), await api.registros(eventoId), await api.kit(eventoId), await api.scan(eventoId, scan())]) productOff(res);
  });

  test('a cliente with Eventos of its own reads, changes and checks in none of the demo’s', async () => {
    const other = await newTenant(env, 'fiestas', ['sig', 'eventos']);
    const api = evApi(env, other.admin);
    const token = await tokenOf(env, eventoId, registroId);
    const before = await env.app.db.selectFrom('ev_eventos').selectAll().where('id', '=', eventoId).executeTakeFirstOrThrow();
    const registroBefore = await env.app.db.selectFrom('ev_registros').selectAll().where('id', '=', registroId).executeTakeFirstOrThrow();
    const notFound = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 404, code: 'eventos.not_found' });
    notFound(await api.get(eventoId));
    notFound(await api.update(eventoId, { ...eventoBody({ titulo: 'Tomado' }), version: before.version }));
    notFound(await api.registros(eventoId));
    notFound(await api.csv(eventoId));
    notFound(await api.registro(eventoId, registroId));
    notFound(await api.cancelar(eventoId, registroId));
    notFound(await api.scan(eventoId, scanBody({ token })));
    notFound(await api.lote(eventoId, { scans: [scanBody({ token })] }));
    notFound(await api.kit(eventoId));
    expect((await api.list()).json()).toMatchObject({ items: [], total: 0 });
    // its own event cannot check in the demo's ticket either: the token is signed by another cliente's key
    const own = await newEvento(env, other.admin);
    expect((await api.scan(own, scanBody({ token }))).json()).toMatchObject({ resultado: 'invalido', registro: null });
    expect(await env.app.db.selectFrom('ev_eventos').selectAll().where('id', '=', eventoId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await env.app.db.selectFrom('ev_registros').selectAll().where('id', '=', registroId).executeTakeFirstOrThrow()).toEqual(registroBefore);
  });
});
