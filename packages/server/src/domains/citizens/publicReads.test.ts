import { PUBLIC_PATHS, PublicCase, PublicCliente, PublicMapResponse, publicPath } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { TEST_ORIGIN, type TestEnv } from '../../testing/testApp';
import { caseApi, caseTenant, UBICACION, type CaseTenant } from '../../testing/caseApi';
import { catalogApi, newTenant } from '../catalogs/catalogs.testkit';
import { curp, expectNoPersonalData, filingBody, publicApi, registro, type PublicApi, openCitizensSuite } from './citizens.testkit';
import { FALLBACK_VIEW } from './publicView';

const CURP = curp('SEGM750505MDFRGR');

describe.each(testDatabases())('the public reads (cliente, follow, map) on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let other: CaseTenant;
  let api: PublicApi;

  beforeAll(async () => ({ env, t, other, api } = await openCitizensSuite(db, 'lectura', 'ajeno')));
  afterAll(() => env.close());

  test('GET cliente: look, map defaults, active public tipos of both kinds, CORS for any origin', async () => {
    const catalog = catalogApi(env, t.admin);
    await catalog.update('tiposreporte', t.tipos.reporte['Ruido excesivo']!, { publico: false });
    await catalog.update('tipossolicitud', t.tipos.solicitud['Beca escolar']!, { activo: false });

    const res = await api.cliente();
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const c = PublicCliente.parse(res.json());
    expect(c).toMatchObject({ slug: t.slug, nombre: 'Municipio lectura', logo: null, operacionSinCurp: false, recibeCasos: true });
    expect(c.mapa).toMatchObject({ lat: FALLBACK_VIEW.lat, lng: FALLBACK_VIEW.lng, zoom: FALLBACK_VIEW.zoom });
    expect(c.tiposReporte.map((x) => x.nombre)).toContain('Bache');
    expect(c.tiposReporte.map((x) => x.nombre)).not.toContain('Ruido excesivo');
    expect(c.tiposSolicitud.map((x) => x.nombre)).toContain('Constancia de residencia');
    expect(c.tiposSolicitud.map((x) => x.nombre)).not.toContain('Beca escolar');
    expect(c.tiposReporte.find((x) => x.nombre === 'Bache')).toEqual({ id: t.tipos.reporte['Bache'], nombre: 'Bache', descripcion: expect.any(String), color: '#795548', icono: 'road', pideFoto: true });

    await env.app.db
      .updateTable('clientes')
      .set({ map_lat: 20.5, map_lng: -100.4, map_zoom: null, map_tile_url: 'https://tiles.example/{z}/{x}/{y}.png', operacion_sin_curp: 1, logo: '/files/logos/x-0123.png' })
      .where('id', '=', t.id)
      .execute();
    const set = PublicCliente.parse((await api.cliente()).json());
    expect(set).toMatchObject({ mapa: { lat: 20.5, lng: -100.4, zoom: 13, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' }, operacionSinCurp: true, logo: `${TEST_ORIGIN}/files/logos/x-0123.png` });

    const preflight = await env.inject({ method: 'OPTIONS', url: publicPath(PUBLIC_PATHS.cliente, { cliente: t.slug }), headers: { origin: 'https://otro-sitio.gob.mx', 'access-control-request-method': 'GET' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
  });

  test('GET cliente: unknown slug → 404; a cliente without SIG says it takes no cases', async () => {
    const res = await publicApi(env, 'no-existe').cliente();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'citizen.cliente_not_found' });
    const sinSig = await newTenant(env, 'solomidb', ['midb']);
    const c = PublicCliente.parse((await publicApi(env, sinSig.slug).cliente()).json());
    expect(c.recibeCasos).toBe(false);
    const map = await publicApi(env, sinSig.slug).map();
    expect(map.statusCode).toBe(403);
    expect(map.json()).toMatchObject({ code: 'citizen.product_disabled' });
  });

  test('follow with the code: estatus history after staff actions, public notes only, no personal data, case-insensitive folio and code', async () => {
    const h = await api.newHabitante(registro(CURP));
    // the place of the problem, not the habitante's home address the registry keeps
    const f = await api.filed('reporte', filingBody(t, 'reporte', { direccion: 'Frente a la primaria' }), h.token);
    const staff = caseApi(env, t.clerk, 'reporte');
    env.clock.advance(60_000);
    await staff.do(f.id, { accion: 'estatus', estatusId: t.estatus.reporte['Asignado'], comentario: 'Comentario interno del estatus' });
    await staff.note(f.id, { texto: 'La cuadrilla irá el lunes', publica: true });
    await staff.note(f.id, { texto: 'Nota interna: el vecino es conflictivo', publica: false });
    // a rename later does not rewrite history
    await catalogApi(env, t.admin).update('estatusreporte', t.estatus.reporte['Asignado']!, { nombre: 'Turnado' });

    // typed as printed (ABCD-2345), in lower case
    const typed = `${f.codigo.slice(0, 4)}-${f.codigo.slice(4)}`.toLowerCase();
    const res = await api.followWithCode(f.folio.toLowerCase(), typed);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const pc = PublicCase.parse(res.json());
    expect(pc).toMatchObject({ folio: f.folio, kind: 'reporte', estatus: { nombre: 'Turnado', final: false }, closedAt: null, detalle: { tipo: { nombre: 'Bache' } } });
    expect(pc.detalle!.historial).toEqual([
      { at: f.createdAt, estatus: 'Recibido', color: expect.any(String) },
      { at: env.clock.fn().toISOString(), estatus: 'Asignado', color: expect.any(String) },
    ]);
    expect(pc.detalle!.notas).toEqual([{ at: env.clock.fn().toISOString(), texto: 'La cuadrilla irá el lunes' }]);
    // what the citizen filed (description, place) is theirs to read since issue 24; nothing about them or staff's inner work
    expect(pc.detalle!.descripcion).toBe('Bache profundo frente a la escuela primaria');
    expectNoPersonalData(res, CURP, 'Nota interna', 'conflictivo', 'Comentario interno', h.habitante.id, t.clerkId);
    // only the code's salted hash is stored
    const stored = await env.app.db.selectFrom('cases').select('follow_code_hash').where('id', '=', f.id).executeTakeFirstOrThrow();
    expect(stored.follow_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.follow_code_hash).not.toContain(f.codigo);
  });

  test('follow: a folio alone, or with a wrong code, shows only estatus and dates, the same answer both ways', async () => {
    const f = await api.filed('reporte', filingBody(t, 'reporte'));
    await caseApi(env, t.clerk, 'reporte').note(f.id, { texto: 'Nota pública secreta sin código', publica: true });
    const alone = await api.follow(f.folio);
    expect(alone.statusCode).toBe(200);
    const pc = PublicCase.parse(alone.json());
    expect(pc).toEqual({ folio: f.folio, kind: 'reporte', estatus: { nombre: 'Recibido', color: expect.any(String), final: false }, createdAt: f.createdAt, updatedAt: expect.any(String), closedAt: null, detalle: null });
    expect(alone.body).not.toContain('Bache');
    expect(alone.body).not.toContain('Nota pública secreta');
    // the short number a citizen reads back ("r-2026-279") finds the same case
    const short = f.folio.toLowerCase().replace(/-0+(\d)/, '-$1');
    expect(short).not.toBe(f.folio.toLowerCase());
    expect((await api.follow(short)).json()).toEqual(alone.json());

    const another = await api.filed('reporte', filingBody(t, 'reporte'));
    for (const wrong of ['AAAAAAAA', another.codigo, f.codigo.slice(0, 7), 'x']) {
      const res = await api.followWithCode(f.folio, wrong);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(alone.json());
    }
    const right = PublicCase.parse((await api.followWithCode(f.folio, f.codigo)).json());
    expect(right.detalle?.notas.map((n) => n.texto)).toEqual(['Nota pública secreta sin código']);
    // the code is the case's own, and in this cliente only
    expect((await publicApi(env, other.slug).followWithCode(f.folio, f.codigo)).json()).not.toMatchObject({ detalle: { tipo: { nombre: 'Bache' } } });
    // bad input names the field
    const bad = await api.followWithCode(f.folio, 'AB\u0000CD');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'codigo' });
  });

  test('follow: a solicitud of a tipo that is not public → 404 like a reporte of one, with or without its code', async () => {
    const catalog = catalogApi(env, t.admin);
    const privado = t.tipos.solicitud['Beca escolar']!;
    await catalog.update('tipossolicitud', privado, { publico: false, activo: true });
    const staff = caseApi(env, t.clerk, 'solicitud');
    const s = await staff.add({ tipoId: privado, descripcion: 'Solicitud interna de beca' });
    await staff.note(s.id, { texto: 'Nota pública de una solicitud interna', publica: true });
    for (const res of [await api.follow(s.folio), await api.followWithCode(s.folio, 'ABCD2345')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'citizen.folio_not_found' });
      expect(res.body).not.toContain('Beca');
    }
    await catalog.update('tipossolicitud', privado, { publico: true });
    expect((await api.follow(s.folio)).statusCode).toBe(200);
  });

  test('follow: a solicitud by folio; unknown, other cliente’s and non-public reportes → 404', async () => {
    const s = await api.filed('solicitud', filingBody(t, 'solicitud'));
    const res = await api.follow(s.folio);
    expect(res.statusCode).toBe(200);
    expect(PublicCase.parse(res.json())).toMatchObject({ kind: 'solicitud', estatus: { nombre: 'Recibido' }, detalle: null });
    expect(PublicCase.parse((await api.followWithCode(s.folio, s.codigo)).json())).toMatchObject({ detalle: { tipo: { nombre: 'Constancia de residencia' } } });
    expectNoPersonalData(res);

    // a folio only the other cliente has
    const ajenos = caseApi(env, other.clerk, 'reporte');
    let ajeno = '';
    for (let i = 0; i < 12; i++) ajeno = (await ajenos.add({ tipoId: other.tipos.reporte['Bache'], descripcion: 'Caso del otro municipio', ubicacion: UBICACION })).folio;
    // a reporte of a tipo that is not public, filed by staff
    const privado = await caseApi(env, t.clerk, 'reporte').add({ tipoId: t.tipos.reporte['Ruido excesivo'], descripcion: 'Ruido de un taller', ubicacion: UBICACION });

    for (const folio of ['R-2026-999999', 'X-2026-000001', ajeno, privado.folio]) {
      const miss = await api.follow(folio);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({ code: 'citizen.folio_not_found' });
    }
    expect((await publicApi(env, other.slug).follow(ajeno)).statusCode).toBe(200);
    expect((await publicApi(env, 'no-existe').follow(s.folio)).statusCode).toBe(404);
  });

  test('map: located reportes of public tipos only, estatus and tipo filters, compact rows without personal data', async () => {
    const m = await newTenantWithCases();
    const get = async (query = '') => {
      const res = await publicApi(env, m.slug).map(query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expectNoPersonalData(res, 'Bache profundo');
      return PublicMapResponse.parse(res.json());
    };
    const abiertos = await get();
    expect(abiertos.total).toBe(2);
    expect(abiertos.points.map((p) => p[4]).sort()).toEqual([m.open, m.openOther].sort());
    const point = abiertos.points.find((p) => p[4] === m.open)!;
    expect(point.slice(0, 2)).toEqual([UBICACION.lat, UBICACION.lng]);
    expect(abiertos.estatus[point[2]]).toMatchObject({ nombre: 'Recibido', final: false });
    expect(abiertos.tipos[point[3]]).toMatchObject({ nombre: 'Bache' });
    expect(abiertos.tipos.map((x) => x.nombre)).not.toContain('Ruido excesivo');

    const cerrados = await get('?estatus=cerrados');
    expect(cerrados.points.map((p) => p[4])).toEqual([m.closed]);
    expect(cerrados.estatus[cerrados.points[0]![2]]).toMatchObject({ nombre: 'Atendido', final: true });
    expect((await get('?estatus=todos')).total).toBe(3);
    expect((await get(`?estatus=todos&tipoId=${encodeURIComponent(m.tipos.reporte['Bache']!)}`)).points.map((p) => p[4]).sort()).toEqual([m.open, m.closed].sort());
    // a tipo that is not public (or of another cliente) gives nothing, not its points
    expect((await get(`?estatus=todos&tipoId=${encodeURIComponent(m.tipos.reporte['Ruido excesivo']!)}`)).points).toEqual([]);
    expect((await get(`?estatus=todos&tipoId=${encodeURIComponent(t.tipos.reporte['Bache']!)}`)).total).toBe(0);

    const bad = await publicApi(env, m.slug).map('?estatus=quizas');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'estatus' });
    expect((await publicApi(env, 'no-existe').map()).statusCode).toBe(404);

    const preflight = await env.inject({ method: 'OPTIONS', url: publicPath(PUBLIC_PATHS.map, { cliente: m.slug }) });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  test('of the writes, only those the embedded form and folio lookup make answer other origins, with a preflight; none allows credentials', async () => {
    const origin = 'https://otro-sitio.gob.mx';
    const preflight = (url: string, headers = 'content-type') =>
      env.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers } });
    const filed = await api.filed('reporte', filingBody(t, 'reporte'));
    const open: [string, string, string][] = [
      [publicPath(PUBLIC_PATHS.file.reporte, { cliente: t.slug }), 'POST, OPTIONS', 'content-type'],
      [publicPath(PUBLIC_PATHS.fileUpload, { cliente: t.slug, id: filed.id }), 'POST, OPTIONS', 'content-type, x-upload-token'],
      [publicPath(PUBLIC_PATHS.follow, { cliente: t.slug, folio: filed.folio }), 'GET, POST, OPTIONS', 'content-type'],
      [publicPath(PUBLIC_PATHS.followSubscribe, { cliente: t.slug, folio: filed.folio }), 'POST, OPTIONS', 'content-type'],
      [publicPath(PUBLIC_PATHS.support, { cliente: t.slug, folio: filed.folio }), 'POST, OPTIONS', 'content-type'],
    ];
    for (const [url, methods, headers] of open) {
      const res = await preflight(url);
      expect([url, res.statusCode, res.headers['access-control-allow-origin'], res.headers['access-control-allow-methods'], res.headers['access-control-allow-headers']]).toEqual([url, 204, '*', methods, headers]);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    // a refusal carries the header too, so the element can say what was wrong
    const bad = await env.inject({ method: 'POST', url: open[0]![0], headers: { origin }, payload: { tipoId: t.tipos.reporte['Bache'], descripcion: 'no' } });
    expect([bad.statusCode, bad.headers['access-control-allow-origin'], bad.json().field]).toEqual([400, '*', 'descripcion']);
    const subscribed = await env.inject({ method: 'POST', url: open[3]![0], headers: { origin }, payload: { email: 'vecina@example.com', lang: 'es' } });
    expect([subscribed.statusCode, subscribed.headers['access-control-allow-origin']]).toEqual([202, '*']);

    // solicitudes, registrations, codes, confirming and stopping a follow stay on SIG's own pages
    const closed = [
      publicPath(PUBLIC_PATHS.file.solicitud, { cliente: t.slug }),
      publicPath(PUBLIC_PATHS.habitantes, { cliente: t.slug }),
      publicPath(PUBLIC_PATHS.habitanteCode, { cliente: t.slug }),
      publicPath(PUBLIC_PATHS.followConfirm, { cliente: t.slug }),
      publicPath(PUBLIC_PATHS.followStop, { cliente: t.slug }),
    ];
    for (const url of closed) {
      const res = await preflight(url);
      expect([url, res.headers['access-control-allow-origin']]).toEqual([url, undefined]);
      expect(res.statusCode).not.toBe(204);
    }
    const reg = await api.register(registro(curp('CORS800101HDFRRN')));
    expect(reg.headers['access-control-allow-origin']).toBeUndefined();
    const solicitud = await api.file('solicitud', filingBody(t, 'solicitud'));
    expect(solicitud.statusCode).toBe(201);
    expect(solicitud.headers['access-control-allow-origin']).toBeUndefined();
  });

  /** A tenant with one open and one closed public reporte, one open reporte of another public tipo, and a non-public one. */
  async function newTenantWithCases() {
    const m = await caseTenant(env, 'mapa');
    await catalogApi(env, m.admin).update('tiposreporte', m.tipos.reporte['Ruido excesivo']!, { publico: false });
    const p = publicApi(env, m.slug);
    const open = await p.filed('reporte', filingBody(m, 'reporte'));
    const closed = await p.filed('reporte', filingBody(m, 'reporte'));
    const openOther = await p.filed('reporte', filingBody(m, 'reporte', { tipoId: m.tipos.reporte['Fuga de agua'] }));
    const staff = caseApi(env, m.clerk, 'reporte');
    await staff.add({ tipoId: m.tipos.reporte['Ruido excesivo'], descripcion: 'Ruido de un taller', ubicacion: UBICACION });
    for (const e of ['Asignado', 'En proceso', 'Atendido']) await staff.do(closed.id, { accion: 'estatus', estatusId: m.estatus.reporte[e], ...(e === 'Atendido' && { respuesta: 'Quedó reparado' }) });
    return { ...m, open: open.folio, closed: closed.folio, openOther: openOther.folio };
  }
});
