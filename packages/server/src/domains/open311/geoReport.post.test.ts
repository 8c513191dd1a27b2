import { CaseDetail, CaseListResponse, OPEN311_BASE } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { caseApi, caseCounts, caseTenant, type CaseTenant } from '../../testing/caseApi';
import { catalogApi } from '../catalogs/catalogs.testkit';
import { POSTS_PER_KEY_PER_MINUTE } from './geoReport.routes';
import { createKey, expectGeoError, geoGet, geoPostForm } from './open311.testkit';

describe.each(testDatabases())('Open311 GeoReport filing on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let apiKey: string;
  let good: Record<string, string>;

  beforeAll(async () => {
    env = await startTestApp(db);
    t = await caseTenant(env, 'filing');
    apiKey = (await createKey(env, t.admin)).apiKey;
    good = {
      api_key: apiKey,
      service_code: t.tipos.reporte['Bache']!,
      description: 'Bache profundo frente al mercado',
      lat: '19.4301',
      long: '-99.1402',
      address_string: 'Av. del Mercado 5',
      first_name: 'Rosa',
      last_name: 'Contacto Privado',
      email: 'rosa.privada@correo.mx',
      phone: '55 4444 3333',
      device_id: 'dispositivo-1',
      account_id: 'cuenta-77',
      media_url: 'https://fotos.example/bache.jpg',
    };
  });
  afterAll(() => env.close());

  const without = (...names: string[]) => Object.fromEntries(Object.entries(good).filter(([k]) => !names.includes(k)));

  test('a good POST files a reporte: folio, creado event without a staff actor, contact stored, listed for staff', async () => {
    const res = await geoPostForm(env, t.slug, good);
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const [answer] = res.json() as { service_request_id: string; service_notice: string; account_id: string | null }[];
    expect(answer).toEqual({ service_request_id: 'R-2026-000001', service_notice: '', account_id: 'cuenta-77' });

    const staff = CaseListResponse.parse((await caseApi(env, t.viewer, 'reporte').list()).json());
    const summary = staff.items.find((c) => c.folio === answer!.service_request_id)!;
    expect(summary).toMatchObject({ tipo: { nombre: 'Bache' }, estatus: { nombre: 'Recibido' }, direccion: 'Av. del Mercado 5', ubicacion: { lat: 19.4301, lng: -99.1402 }, origen: null });
    const detail = CaseDetail.parse((await caseApi(env, t.clerk, 'reporte').detail(summary.id)).json());
    expect(detail.contacto).toEqual({ nombre: 'Rosa Contacto Privado', telefono: '55 4444 3333', email: 'rosa.privada@correo.mx' });
    expect(detail.historial).toHaveLength(1);
    expect(detail.historial[0]).toMatchObject({ tipo: 'creado', actor: null, despues: { folio: 'R-2026-000001', dependencia: { nombre: 'Dirección de Obras Públicas' } } });

    // readable at once through the surface, media_url included, contact never
    const read = await geoGet(env, t.slug, `requests/${answer!.service_request_id}.json`);
    expect(read.json()).toEqual([expect.objectContaining({ status: 'open', media_url: 'https://fotos.example/bache.jpg', address: 'Av. del Mercado 5' })]);
    for (const secret of ['Contacto Privado', 'rosa.privada', '55 4444 3333', 'cuenta-77', 'dispositivo-1']) expect(read.body).not.toContain(secret);

    // the token (synchronous filing: the folio itself) leads to the request
    const token = await geoGet(env, t.slug, `tokens/${answer!.service_request_id}.json`);
    expect(token.json()).toEqual([{ service_request_id: answer!.service_request_id, token: answer!.service_request_id }]);
    expect((await geoGet(env, t.slug, `tokens/${answer!.service_request_id}.xml`, 'param')).body).toBe(
      `<?xml version="1.0" encoding="utf-8"?><service_requests><request><service_request_id>${answer!.service_request_id}</service_request_id><token>${answer!.service_request_id}</token></request></service_requests>`,
    );
    expectGeoError(await geoGet(env, t.slug, 'tokens/R-2026-999999.json'), 404, 'token');

    const key = await env.app.db.selectFrom('open311_keys').select('last_used_at').where('cliente_id', '=', t.id).executeTakeFirstOrThrow();
    expect(key.last_used_at).toBe(env.clock.fn().toISOString());
  });

  test('JSON bodies, jurisdiction_id in the body and XML answers work too; the cliente’s "Open311" origen is used', async () => {
    const origen = await catalogApi(env, t.admin).add('origenes', { nombre: 'Open311' });
    const res = await env.inject({
      method: 'POST',
      url: `${OPEN311_BASE}/requests.xml`,
      payload: { ...without('account_id'), jurisdiction_id: t.slug, lat: 19.43, long: -99.14, description: 'Luminaria apagada', service_code: t.tipos.reporte['Alumbrado público'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    const m = /^<\?xml version="1\.0" encoding="utf-8"\?><service_requests><request><service_request_id>(R-2026-\d{6})<\/service_request_id><service_notice\/><account_id\/><\/request><\/service_requests>$/.exec(res.body);
    expect(m).not.toBeNull();
    const staff = CaseListResponse.parse((await caseApi(env, t.viewer, 'reporte').list(`?q=${m![1]}`)).json());
    expect(staff.items[0]).toMatchObject({ folio: m![1], tipo: { nombre: 'Alumbrado público' }, origen: { id: origen.id, nombre: 'Open311' } });
  });

  test('no api_key, a wrong one, a revoked one or another cliente’s -> 403, nothing filed', async () => {
    const other = await caseTenant(env, 'filing-otro');
    const otherKey = (await createKey(env, other.admin)).apiKey;
    const revoked = await createKey(env, t.admin, 'Revocada');
    expect((await env.inject({ method: 'DELETE', url: `/api/1.0/admin/cliente/open311-keys/${revoked.id}`, token: t.admin })).statusCode).toBe(200);
    const before = await caseCounts(env, t.id);
    for (const key of [undefined, '', 'no-es-una-clave', revoked.apiKey, otherKey]) {
      const fields = key === undefined ? without('api_key') : { ...good, api_key: key };
      expectGeoError(await geoPostForm(env, t.slug, fields), 403, 'api_key');
      expectGeoError(await geoPostForm(env, t.slug, fields, 'xml'), 403, 'api_key');
    }
    expect(await caseCounts(env, t.id)).toEqual(before);
    // the other cliente's key works on its own surface only
    expect((await geoPostForm(env, other.slug, { ...good, api_key: otherKey, service_code: other.tipos.reporte['Bache']! })).statusCode).toBe(201);
  });

  test.each([
    [['service_code'], {}, 'service_code'],
    [['description'], {}, 'description'],
    [['lat', 'long'], {}, 'lat'],
    [['lat', 'long', 'address_string'], {}, 'lat'],
    [['long'], {}, 'long'],
    [[], { lat: 'norte' }, 'lat'],
    [[], { long: '200' }, 'long'],
    [[], { description: 'Mal' }, 'description'],
    [[], { email: 'no-es-correo' }, 'email'],
    [[], { media_url: 'javascript:alert(1)' }, 'media_url'],
    [[], { address_string: 'x'.repeat(301) }, 'address_string'],
    [[], { account_id: 'x'.repeat(201) }, 'account_id'],
    [[], { service_code: 'no-existe' }, 'service_code'],
  ] as [string[], Record<string, string>, string][])('case %#: missing %j -> 400 naming the field, nothing filed', async (missing, bad, field) => {
    const before = await caseCounts(env, t.id);
    expectGeoError(await geoPostForm(env, t.slug, { ...without(...missing), ...bad }), 400, field);
    expectGeoError(await geoPostForm(env, t.slug, { ...without(...missing), ...bad }, 'xml'), 400, field);
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('a non-public tipo, a solicitud tipo or an inactive tipo -> 400 on service_code', async () => {
    await env.app.db.updateTable('tipos_reporte').set({ publico: 0 }).where('id', '=', t.tipos.reporte['Grafiti']!).execute();
    await env.app.db.updateTable('tipos_reporte').set({ activo: 0 }).where('id', '=', t.tipos.reporte['Ruido excesivo']!).execute();
    const before = await caseCounts(env, t.id);
    for (const code of [t.tipos.reporte['Grafiti']!, t.tipos.solicitud['Beca escolar']!, t.tipos.reporte['Ruido excesivo']!]) {
      expectGeoError(await geoPostForm(env, t.slug, { ...good, service_code: code }), 400, 'service_code');
    }
    expect(await caseCounts(env, t.id)).toEqual(before);
  });

  test('unknown or missing jurisdiction, and bodies that are not form or JSON, answer GeoReport errors', async () => {
    expectGeoError(await geoPostForm(env, 'no-existe', good), 404, 'jurisdiction_id');
    expectGeoError(await env.inject({ method: 'POST', url: `${OPEN311_BASE}/requests.json`, payload: good }), 400, 'jurisdiction_id');
    expectGeoError(await env.inject({ method: 'POST', url: `${OPEN311_BASE}/${t.slug}/requests.json`, headers: { 'content-type': 'application/json' }, payload: '{"api_key":' }), 400);
    expectGeoError(await env.inject({ method: 'POST', url: `${OPEN311_BASE}/${t.slug}/requests.xml`, headers: { 'content-type': 'text/csv' }, payload: 'a,b' }), 415);
  });

  test(`more than ${POSTS_PER_KEY_PER_MINUTE} POSTs a minute with one key -> 429; other keys are not affected`, async () => {
    const busy = (await createKey(env, t.admin, 'Muy activa')).apiKey;
    for (let i = 0; i < POSTS_PER_KEY_PER_MINUTE; i++) {
      expect((await geoPostForm(env, t.slug, { ...without('description'), api_key: busy })).statusCode).toBe(400);
    }
    const limited = await geoPostForm(env, t.slug, { ...good, api_key: busy });
    expectGeoError(limited, 429);
    expect((await geoPostForm(env, t.slug, good)).statusCode).toBe(201);
  });
});
