import { OPEN311_BASE } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { caseApi, caseTenant, createBody, type CaseTenant } from '../../testing/caseApi';
import { newTenant } from '../catalogs/catalogs.testkit';
import { expectGeoError, geoGet } from './open311.testkit';

const HOUR = 3600_000;

describe.each(testDatabases())('Open311 GeoReport reads on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  /** Folios: a bache (closed, with a public and an internal note), a fuga (open), a grafiti of a tipo made private. */
  const folio = { bache: '', fuga: '', privado: '', solicitud: '' };
  let created: { bache: string; fuga: string };

  beforeAll(async () => {
    env = await startTestApp(db);
    t = await caseTenant(env, 'geo');
    const rep = caseApi(env, t.clerk, 'reporte');
    const bache = await rep.add(createBody(t, 'reporte', { direccion: 'Av. Juárez 10', contacto: { nombre: 'Ana Pérez Secreta', telefono: '55 9999 0001', email: 'ana.secreta@correo.mx' } }));
    await rep.note(bache.id, { texto: 'Cuadrilla programada para el lunes', publica: true });
    env.clock.advance(HOUR / 2);
    await rep.note(bache.id, { texto: 'Nota interna: el vecino es conflictivo', publica: false });
    await rep.do(bache.id, { accion: 'estatus', estatusId: t.estatus.reporte['Improcedente']!, respuesta: 'Respuesta pública de cierre' });
    env.clock.advance(24 * HOUR);
    // the clerk's token has expired by now: another clerk files the rest
    const rep2 = caseApi(env, await makeUser(env, `clerk2@${t.slug}.sig`, 'Atención ciudadana', t.slug), 'reporte');
    const fuga = await rep2.add(createBody(t, 'reporte', { tipoId: t.tipos.reporte['Fuga de agua'], descripcion: 'Fuga frente a la escuela', coloniaId: null }));
    const privado = await rep2.add(createBody(t, 'reporte', { tipoId: t.tipos.reporte['Grafiti'], descripcion: 'Pinta en la barda del panteón' }));
    const sol = await caseApi(env, await env.login(`clerk2@${t.slug}.sig`, USER_PASSWORD), 'solicitud').add(createBody(t, 'solicitud'));
    await env.app.db.updateTable('tipos_reporte').set({ publico: 0 }).where('id', '=', t.tipos.reporte['Grafiti']!).execute();
    // an inactive public tipo is not offered as a service, but its reports stay readable
    await env.app.db.updateTable('tipos_reporte').set({ activo: 0 }).where('id', '=', t.tipos.reporte['Ruido excesivo']!).execute();
    Object.assign(folio, { bache: bache.folio, fuga: fuga.folio, privado: privado.folio, solicitud: sol.folio });
    created = { bache: bache.createdAt, fuga: fuga.createdAt };
  });
  afterAll(() => env.close());

  const requestsOf = async (query: string, how: 'path' | 'param' = 'path') => {
    const res = await geoGet(env, t.slug, `requests.json${query}`, how);
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown>[];
  };
  const folios = async (query: string) => (await requestsOf(query)).map((r) => r.service_request_id).sort();

  test('discovery names the endpoint, the spec and both formats (JSON and XML, by path and by jurisdiction_id)', async () => {
    for (const how of ['path', 'param'] as const) {
      const json = await geoGet(env, t.slug, 'discovery.json', how);
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json.headers['access-control-allow-origin']).toBe('*');
      expect(json.json()).toMatchObject({
        contact: `Municipio geo`,
        endpoints: [{ specification: 'http://wiki.open311.org/GeoReport_v2', url: `${env.config.publicUrl}${OPEN311_BASE}/${t.slug}`, type: 'production', formats: ['application/json', 'text/xml'] }],
      });
      expect(json.json().changeset).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-06:00$/);
      const xml = await geoGet(env, t.slug, 'discovery.xml', how);
      expect(xml.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(xml.body).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><discovery><changeset>[^<]+<\/changeset><contact>Municipio geo<\/contact>/);
      expect(xml.body).toContain('<endpoints><endpoint><specification>http://wiki.open311.org/GeoReport_v2</specification>');
      expect(xml.body).toContain('<formats><format>application/json</format><format>text/xml</format></formats>');
    }
  });

  test('an unknown jurisdiction -> 404, a missing one -> 400, a cliente without SIG -> 404, in the format asked', async () => {
    for (const resource of ['discovery', 'services', 'requests']) {
      expectGeoError(await geoGet(env, 'no-existe', `${resource}.json`), 404, 'jurisdiction_id');
      expectGeoError(await geoGet(env, 'no-existe', `${resource}.xml`, 'param'), 404, 'jurisdiction_id');
      expectGeoError(await env.inject({ method: 'GET', url: `${OPEN311_BASE}/${resource}.xml` }), 400, 'jurisdiction_id');
    }
    const sinSig = await newTenant(env, 'sin-sig', ['midb']);
    expectGeoError(await geoGet(env, sinSig.slug, 'services.json'), 404, 'jurisdiction_id');
    expectGeoError(await geoGet(env, t.slug, 'services.html'), 404);
    expectGeoError(await geoGet(env, t.slug, 'services/x.html'), 404);
    const stray = await env.inject({ method: 'GET', url: `${OPEN311_BASE}/${t.slug}/nada/que/ver.xml` });
    expectGeoError(stray, 404);
    expect(stray.headers['content-type']).toBe('text/xml; charset=utf-8');
  });

  test('services: only public, active tipos de reporte, with the standard fields (JSON and XML)', async () => {
    for (const how of ['path', 'param'] as const) {
      const res = await geoGet(env, t.slug, 'services.json', how);
      const services = res.json() as Record<string, unknown>[];
      const names = services.map((s) => s.service_name);
      expect(names).toContain('Bache');
      expect(names).not.toContain('Grafiti');
      expect(names).not.toContain('Ruido excesivo');
      expect(names).not.toContain('Constancia de residencia');
      expect(services).toHaveLength(18);
      expect(services.find((s) => s.service_name === 'Bache')).toEqual({
        service_code: t.tipos.reporte['Bache'],
        service_name: 'Bache',
        description: 'Hoyo o hundimiento en el pavimento de una calle.',
        metadata: false,
        type: 'realtime',
        keywords: '',
        group: 'Dirección de Obras Públicas',
      });
    }
    const xml = await geoGet(env, t.slug, 'services.xml', 'param');
    expect(xml.body).toContain(
      `<service><service_code>${t.tipos.reporte['Bache']}</service_code><service_name>Bache</service_name><description>Hoyo o hundimiento en el pavimento de una calle.</description><metadata>false</metadata><type>realtime</type><keywords/><group>Dirección de Obras Públicas</group></service>`,
    );
    expect(xml.body).not.toContain('Grafiti');
  });

  test('a service definition: public tipos only, no attributes (JSON and XML); others 404', async () => {
    const code = t.tipos.reporte['Bache']!;
    expect((await geoGet(env, t.slug, `services/${code}.json`)).json()).toEqual({ service_code: code, attributes: [] });
    expect((await geoGet(env, t.slug, `services/${code}.xml`, 'param')).body).toBe(`<?xml version="1.0" encoding="utf-8"?><service_definition><service_code>${code}</service_code><attributes/></service_definition>`);
    expectGeoError(await geoGet(env, t.slug, `services/${t.tipos.reporte['Grafiti']}.json`), 404, 'service_code');
    expectGeoError(await geoGet(env, t.slug, `services/${t.tipos.solicitud['Beca escolar']}.xml`), 404, 'service_code');
  });

  test('requests: only reportes of public tipos, the standard fields, no personal data', async () => {
    const list = await requestsOf('');
    expect(list.map((r) => r.service_request_id).sort()).toEqual([folio.bache, folio.fuga].sort());
    const bache = list.find((r) => r.service_request_id === folio.bache)!;
    expect(bache).toEqual({
      service_request_id: folio.bache,
      status: 'closed',
      // the newest public note: the answer it was closed with
      status_notes: 'Respuesta pública de cierre',
      service_name: 'Bache',
      service_code: t.tipos.reporte['Bache'],
      description: 'Un problema de prueba en la calle principal',
      agency_responsible: 'Dirección de Obras Públicas',
      service_notice: '',
      // 2026-01-15T12:00Z is 06:00 in Mexico City; the SLA of a bache is 10 days
      requested_datetime: '2026-01-15T06:00:00-06:00',
      updated_datetime: '2026-01-15T06:30:00-06:00',
      expected_datetime: '2026-01-25T06:00:00-06:00',
      address: 'Av. Juárez 10',
      address_id: '',
      zipcode: expect.any(String),
      lat: 19.4301,
      long: -99.1402,
      media_url: '',
    });
    // an open reporte without public notes shows its estatus; filed with no colonia, it has the one its point
    // lies nearest to (Moderna), and that colonia's código postal
    expect(list.find((r) => r.service_request_id === folio.fuga)).toMatchObject({ status: 'open', status_notes: 'Recibido', zipcode: '06140' });
    for (const format of ['json', 'xml']) {
      const body = (await geoGet(env, t.slug, `requests.${format}`)).body;
      for (const secret of ['Ana Pérez Secreta', '55 9999 0001', 'ana.secreta@correo.mx', 'Nota interna', 'Pinta en la barda', folio.solicitud]) expect(body).not.toContain(secret);
    }
    const xml = (await geoGet(env, t.slug, 'requests.xml', 'param')).body;
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><service_requests><request><service_request_id>/);
    expect(xml).toContain(`<service_request_id>${folio.bache}</service_request_id><status>closed</status><status_notes>Respuesta pública de cierre</status_notes>`);
    expect(xml).toContain('<lat>19.4301</lat><long>-99.1402</long><media_url/></request>');
  });

  test('filters: status, service_code, dates and ids (ids override the rest); bad values -> 400 naming the field', async () => {
    expect(await folios('?status=open')).toEqual([folio.fuga]);
    expect(await folios('?status=closed')).toEqual([folio.bache]);
    expect(await folios('?status=open,closed')).toEqual([folio.bache, folio.fuga].sort());
    expect(await folios(`?service_code=${t.tipos.reporte['Fuga de agua']}`)).toEqual([folio.fuga]);
    expect(await folios(`?service_code=${t.tipos.reporte['Fuga de agua']},${t.tipos.reporte['Bache']}`)).toEqual([folio.bache, folio.fuga].sort());
    expect(await folios(`?service_code=${t.tipos.reporte['Grafiti']}`)).toEqual([]);
    const between = new Date(Date.parse(created.bache) + 12 * HOUR).toISOString();
    expect(await folios(`?start_date=${encodeURIComponent(between)}`)).toEqual([folio.fuga]);
    expect(await folios(`?end_date=${encodeURIComponent(between.replace('Z', '+00:00'))}`)).toEqual([folio.bache]);
    expect(await folios(`?start_date=${encodeURIComponent('2026-01-15T06:00:00-06:00')}&end_date=${encodeURIComponent('2026-01-15T06:00:00-06:00')}`)).toEqual([folio.bache]);
    // a bare day is the cliente's calendar day: 16 January in Mexico City holds the fuga (12:00Z on the 16th)
    expect(await folios('?start_date=2026-01-16')).toEqual([folio.fuga]);
    expect(await folios(`?service_request_id=${folio.fuga},${folio.privado},${folio.solicitud}&status=closed`)).toEqual([folio.fuga]);
    expect(await folios(`?service_request_id=${folio.bache.toLowerCase()}`)).toEqual([folio.bache]);

    for (const [query, field] of [
      ['?status=abierto', 'status'],
      ['?start_date=ayer', 'start_date'],
      ['?start_date=2026-01-15T06:00:00', 'start_date'],
      ['?end_date=2026-02-30', 'end_date'],
      ['?start_date=2026-02-01&end_date=2026-01-01', 'end_date'],
    ]) {
      expectGeoError(await geoGet(env, t.slug, `requests.json${query}`), 400, field);
      expectGeoError(await geoGet(env, t.slug, `requests.xml${query}`, 'param'), 400, field);
    }
  });

  test('without dates or ids the list covers the last 90 days', async () => {
    env.clock.advance(89 * 24 * HOUR);
    expect(await folios('')).toEqual([folio.fuga]);
    expect(await folios(`?start_date=2026-01-01`)).toEqual([folio.bache, folio.fuga].sort());
    expect(await folios(`?service_request_id=${folio.bache}`)).toEqual([folio.bache]);
    env.clock.advance(-89 * 24 * HOUR);
  });

  test('one request by its folio (JSON and XML, both jurisdiction styles); private, solicitud and unknown -> 404', async () => {
    for (const how of ['path', 'param'] as const) {
      const json = await geoGet(env, t.slug, `requests/${folio.fuga}.json`, how);
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual([expect.objectContaining({ service_request_id: folio.fuga, status: 'open', service_name: 'Fuga de agua' })]);
      const xml = await geoGet(env, t.slug, `requests/${folio.fuga}.xml`, how);
      expect(xml.body).toMatch(new RegExp(`^<\\?xml version="1\\.0" encoding="utf-8"\\?><service_requests><request><service_request_id>${folio.fuga}</service_request_id>.*</request></service_requests>$`));
    }
    for (const f of [folio.privado, folio.solicitud, 'R-2026-999999']) {
      expectGeoError(await geoGet(env, t.slug, `requests/${f}.json`), 404, 'service_request_id');
      expectGeoError(await geoGet(env, t.slug, `requests/${f}.xml`, 'param'), 404, 'service_request_id');
    }
    // another cliente's surface does not know these folios
    const other = await caseTenant(env, 'geo-otro');
    expectGeoError(await geoGet(env, other.slug, `requests/${folio.fuga}.json`), 404, 'service_request_id');
    expect((await geoGet(env, other.slug, 'requests.json')).json()).toEqual([]);
    expect((await geoGet(env, other.slug, 'requests.xml')).body).toBe('<?xml version="1.0" encoding="utf-8"?><service_requests/>');
  });

  test('any origin may read; preflights are answered', async () => {
    const res = await env.inject({ method: 'GET', url: `${OPEN311_BASE}/${t.slug}/services.json`, headers: { origin: 'https://otra-app.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const pre = await env.inject({ method: 'OPTIONS', url: `${OPEN311_BASE}/${t.slug}/requests.json`, headers: { origin: 'https://otra-app.example', 'access-control-request-method': 'POST' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' });
    // the rest of the API does not open to other origins
    const api = await env.inject({ method: 'GET', url: '/api/1.0/sig/getreportes', headers: { origin: 'https://otra-app.example' } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });
});
