import type { LightMyRequestResponse } from 'fastify';
import { BT_PATHS, btPath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { newTenant } from '../../testing/tenants';
import { btApi, cardSetup, photoPng, sha256 } from './bettaid.testkit';

/**
 * Every staff endpoint of BettaID: no token, forged and revoked tokens, another cliente's token (the second
 * cliente has no `bettaid` product: 403 product.disabled), a role lacking BettaIdEdit (Consulta); then a cliente
 * WITH the product aimed at the demo's records: 404 or nothing, and none of the demo's data changes.
 */
describe.each(testDatabases())('access to BettaID on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  let plantillaId: string;
  let cardId: string;
  let habitanteId: string;
  const foto = photoPng(120, 150);
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
    const s = await cardSetup(env, admin, env.demoId);
    plantillaId = s.plantilla.id;
    habitanteId = s.habitante.id;
    expect((await s.api.subirFoto(foto)).statusCode).toBe(201);
    const res = await s.api.emitir({ plantillaId, habitanteId, fotoSha256: sha256(foto) });
    expect(res.statusCode).toBe(201);
    cardId = res.json().id;
  });
  afterAll(() => env.close());

  const productOff = (res: LightMyRequestResponse) => expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
  const spec = { lacking: { role: 'Consulta' }, otherCliente: productOff };
  const P = BT_PATHS;
  const card = (template: string) => () => btPath(template, { id: cardId });
  const tpl = (template: string) => () => btPath(template, { id: plantillaId });

  describeAccess(() => env, { method: 'GET', url: P.plantillas, ...spec });
  describeAccess(() => env, { method: 'POST', url: P.plantillas, payload: () => ({ nombre: 'Otra' }), ...spec });
  describeAccess(() => env, { method: 'GET', url: tpl(P.plantilla), name: P.plantilla, ...spec });
  describeAccess(() => env, { method: 'PUT', url: tpl(P.plantilla), name: P.plantilla, payload: () => ({ nombre: 'Cambiada', version: 99 }), ...spec });
  describeAccess(() => env, { method: 'PUT', url: () => `${btPath(P.plantillaLogo, { id: plantillaId })}?version=99`, name: P.plantillaLogo, ...spec });
  describeAccess(() => env, { method: 'DELETE', url: () => `${btPath(P.plantillaLogo, { id: plantillaId })}?version=99`, name: P.plantillaLogo, ...spec });
  describeAccess(() => env, { method: 'GET', url: tpl(P.plantillaLogo), name: P.plantillaLogo, ...spec });
  describeAccess(() => env, { method: 'GET', url: P.credenciales, ...spec });
  describeAccess(() => env, { method: 'POST', url: P.credenciales, payload: () => ({ plantillaId, habitanteId: 'x' }), ...spec });
  describeAccess(() => env, { method: 'GET', url: card(P.credencial), name: P.credencial, ...spec });
  describeAccess(() => env, { method: 'PUT', url: card(P.credencial), name: P.credencial, payload: () => ({ venceEl: '2030-01-01', version: 99 }), ...spec });
  describeAccess(() => env, { method: 'POST', url: card(P.revocar), name: P.revocar, payload: () => ({ motivo: 'Prueba de acceso', version: 99 }), ...spec });
  describeAccess(() => env, { method: 'GET', url: card(P.pdf), name: P.pdf, ...spec });
  describeAccess(() => env, { method: 'POST', url: () => `${P.fotos}?sha256=${sha256(foto)}`, name: P.fotos, ...spec });
  describeAccess(() => env, { method: 'GET', url: () => btPath(P.foto, { sha256: sha256(foto) }), name: P.foto, ...spec });
  describeAccess(() => env, { method: 'GET', url: P.habitantes, ...spec });
  describeAccess(() => env, { method: 'GET', url: () => btPath(P.habitante, { habitanteId }), name: P.habitante, ...spec });

  test('a cliente with BettaID of its own reads, changes and prints none of the demo’s', async () => {
    const other = await newTenant(env, 'credencial', ['sig', 'midb', 'bettaid']);
    const api = btApi(env, other.admin);
    const before = await env.app.db.selectFrom('bt_credenciales').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow();
    const plantillaBefore = await env.app.db.selectFrom('bt_plantillas').selectAll().where('id', '=', plantillaId).executeTakeFirstOrThrow();
    const notFound = (res: LightMyRequestResponse, code = 'bettaid.not_found') => expect(res.json()).toMatchObject({ statusCode: 404, code });
    notFound(await api.get(cardId));
    notFound(await api.editar(cardId, { venceEl: '2030-01-01', version: before.version }));
    notFound(await api.revocar(cardId, { motivo: 'Intento ajeno', version: before.version }));
    notFound(await api.pdf(cardId));
    notFound(await api.plantilla(plantillaId), 'bettaid.plantilla_not_found');
    notFound(await api.editarPlantilla(plantillaId, { nombre: 'Ajena', version: plantillaBefore.version }), 'bettaid.plantilla_not_found');
    notFound(await api.subirLogo(plantillaId, plantillaBefore.version, photoPng(100, 100)), 'bettaid.plantilla_not_found');
    notFound(await api.foto(sha256(foto)), 'bettaid.foto_not_found');
    notFound(await api.habitante(habitanteId), 'bettaid.habitante_not_found');
    expect((await api.list()).json()).toMatchObject({ items: [], total: 0 });
    expect((await api.plantillas()).json()).toMatchObject({ items: [], total: 0 });
    expect((await api.habitantes('?q=Quintero')).json()).toMatchObject({ items: [], total: 0 });
    // issuing with the demo's template or habitante: neither exists for this cliente
    expect((await api.emitir({ plantillaId, habitanteId })).json()).toMatchObject({ statusCode: 400, code: 'bettaid.plantilla_not_found' });
    const own = (await api.crearPlantilla({ nombre: 'Propia' })).json();
    expect((await api.emitir({ plantillaId: own.id, habitanteId })).json()).toMatchObject({ statusCode: 400, code: 'bettaid.habitante_not_found' });
    expect((await api.emitir({ plantillaId: own.id, habitanteId: 'x', fotoSha256: sha256(foto) })).json()).toMatchObject({ statusCode: 400 });
    expect(await env.app.db.selectFrom('bt_credenciales').selectAll().where('id', '=', cardId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await env.app.db.selectFrom('bt_plantillas').selectAll().where('id', '=', plantillaId).executeTakeFirstOrThrow()).toEqual(plantillaBefore);
    expect(await env.app.db.selectFrom('bt_eventos').select('tipo').where('credencial_id', '=', cardId).execute()).toEqual([{ tipo: 'emitida' }]);
  });
});
