import { ADMIN_PATHS, CaseDetail, CaseListResponse } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { ROOMY_LIMITS, filingBody, publicApi } from '../citizens/citizens.testkit';
import { createKey, geoPostForm } from '../open311/open311.testkit';
import { openCaseSuite, caseApi, createBody, type CaseApi, type CaseTenant } from './cases.testkit';

/*
 * Issue 21, item 1: every path that files a case gives it the colonia and zona of its point. The demo
 * catalogues (catalogs/seed.ts) lay 8 zonas of 0.03° as a 4 × 2 grid around (19.4326, -99.1332), each with
 * five colonias drawn only as a centroid. 'Zona Centro Sur' spans lat 19.4026–19.4326, lng -99.1632–-99.1332;
 * its colonia Moderna has its centroid at (19.4251, -99.1407), Obrera at (19.4101, -99.1557).
 */
const NEAR_MODERNA = { lat: 19.4255, lng: -99.141 };
/** Inside Zona Centro Sur, about 1.1 km from Obrera, the nearest centroid. */
const ZONA_CORNER = { lat: 19.403, lng: -99.163 };
const NOWHERE = { lat: 19.6, lng: -99.5 };

describe.each(testDatabases())('colonia and zona derived from the point on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  beforeAll(async () => ({ env, t, rep } = await openCaseSuite(db, 'lugares', { rateLimits: ROOMY_LIMITS })));
  afterAll(() => env.close());

  const detail = async (id: string) => CaseDetail.parse((await rep.detail(id)).json());
  const place = (d: CaseDetail) => ({ colonia: d.colonia?.nombre ?? null, zona: d.zona?.nombre ?? null, elegida: d.coloniaElegida });
  const inZona = async (zona: string) => CaseListResponse.parse((await rep.list(`?zonaId=${t.zonas[zona]}&pageSize=100`)).json()).items.map((i) => i.id);

  test('staff intake without a colonia: the colonia of the nearest centroid and the zona polygon; the zona filter finds it', async () => {
    const c = await rep.add(createBody(t, 'reporte', { coloniaId: undefined, ubicacion: NEAR_MODERNA }));
    expect(place(c)).toEqual({ colonia: 'Moderna', zona: 'Zona Centro Sur', elegida: false });
    expect(await inZona('Zona Centro Sur')).toContain(c.id);
    expect(await inZona('Zona Centro')).not.toContain(c.id);
    const colonias = CaseListResponse.parse((await rep.list(`?coloniaId=${t.colonias['Moderna']}`)).json()).items.map((i) => i.id);
    expect(colonias).toContain(c.id);
  });

  test("a colonia staff chose wins over the point's, and brings its zona", async () => {
    // Centro belongs to Zona Centro; the point lies in Zona Centro Sur
    const c = await rep.add(createBody(t, 'reporte', { coloniaId: t.colonias['Centro'], ubicacion: NEAR_MODERNA }));
    expect(place(c)).toEqual({ colonia: 'Centro', zona: 'Zona Centro', elegida: true });
  });

  test('beyond the radius of every centroid: the zona only; the administrator widens the radius and the next filing gets the colonia', async () => {
    expect(place(await rep.add(createBody(t, 'reporte', { coloniaId: undefined, ubicacion: ZONA_CORNER })))).toEqual({ colonia: null, zona: 'Zona Centro Sur', elegida: false });
    expect(place(await rep.add(createBody(t, 'reporte', { coloniaId: null, ubicacion: NOWHERE })))).toEqual({ colonia: null, zona: null, elegida: false });

    const saved = await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { colonia_radio_m: 1500 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().colonia_radio_m).toBe(1500);
    expect(place(await rep.add(createBody(t, 'reporte', { coloniaId: undefined, ubicacion: ZONA_CORNER })))).toEqual({ colonia: 'Obrera', zona: 'Zona Centro Sur', elegida: false });

    // 0 turns the centroid match off
    await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { colonia_radio_m: 0 } });
    expect(place(await rep.add(createBody(t, 'reporte', { coloniaId: undefined, ubicacion: NEAR_MODERNA })))).toEqual({ colonia: null, zona: 'Zona Centro Sur', elegida: false });
    await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { colonia_radio_m: 1000 } });
  });

  test('the radius setting: 400 naming the field for a bad value, nothing changed; only an administrator may set it', async () => {
    const radius = async () => (await env.app.db.selectFrom('clientes').select('colonia_radio_m').where('id', '=', t.id).executeTakeFirstOrThrow()).colonia_radio_m;
    expect(await radius()).toBe(1000);
    for (const colonia_radio_m of [-1, 20_001, 12.5, '500', null]) {
      const res = await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.admin, payload: { colonia_radio_m } });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'colonia_radio_m' });
    }
    expect((await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, token: t.clerk, payload: { colonia_radio_m: 50 } })).statusCode).toBe(403);
    expect((await env.inject({ method: 'PUT', url: ADMIN_PATHS.cliente, payload: { colonia_radio_m: 50 } })).statusCode).toBe(401);
    expect(await radius()).toBe(1000);
    expect((await env.inject({ method: 'GET', url: ADMIN_PATHS.cliente, token: t.admin })).json().colonia_radio_m).toBe(1000);
  });

  test("a citizen's filing gets the colonia and zona of its point", async () => {
    const filed = await publicApi(env, t.slug).filed('reporte', filingBody(t, 'reporte', { ubicacion: NEAR_MODERNA }));
    expect(place(await detail(filed.id))).toEqual({ colonia: 'Moderna', zona: 'Zona Centro Sur', elegida: false });
    expect(await inZona('Zona Centro Sur')).toContain(filed.id);
  });

  test('an Open311 filing gets the colonia and zona of its point', async () => {
    const { apiKey } = await createKey(env, t.admin);
    const res = await geoPostForm(env, t.slug, { api_key: apiKey, service_code: t.tipos.reporte['Bache']!, description: 'Bache desde la plataforma estatal', lat: String(NEAR_MODERNA.lat), long: String(NEAR_MODERNA.lng) });
    expect(res.statusCode).toBe(201);
    const folio = (res.json() as { service_request_id: string }[])[0]!.service_request_id;
    const row = await env.app.db.selectFrom('cases').select('id').where('cliente_id', '=', t.id).where('folio', '=', folio).executeTakeFirstOrThrow();
    expect(place(await detail(row.id))).toEqual({ colonia: 'Moderna', zona: 'Zona Centro Sur', elegida: false });
  });

  test('a solicitud without a location gets neither; with a chosen colonia, that colonia and its zona', async () => {
    const sol = caseApi(env, t.clerk, 'solicitud');
    const plain = await sol.add(createBody(t, 'solicitud', { coloniaId: undefined }));
    expect(place(plain)).toEqual({ colonia: null, zona: null, elegida: false });
    const chosen = await sol.add(createBody(t, 'solicitud'));
    expect(place(chosen)).toEqual({ colonia: 'Centro', zona: 'Zona Centro', elegida: true });
  });
});
