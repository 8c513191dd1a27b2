import { CATALOG_PATHS, ColoniasImportResponse, SETUP_PATHS, SetupStatus, StarterCatalogsResponse } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { newTenant, type Tenant } from '../../testing/tenants';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';

const CSV = 'nombre,codigo_postal,lat,lng\nCentro,68000,17.0606,-96.7253\n"Reforma, Norte",68050,17.0700,-96.7100\nJalatlaco,,,\n';
const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { nombre: 'El Llano' }, geometry: { type: 'Polygon', coordinates: [[[-96.72, 17.06], [-96.71, 17.06], [-96.71, 17.07], [-96.72, 17.07], [-96.72, 17.06]]] } },
    { type: 'Feature', properties: { d_asenta: 'San Felipe', d_codigo: 68020 }, geometry: { type: 'Point', coordinates: [-96.7, 17.1] } },
  ],
});

describe.each(testDatabases())('setup guide (issue 24) on %s', (kind) => {
  let env: TestEnv;
  let demoAdmin: string;
  beforeAll(async () => {
    env = await startTestApp(kind);
    demoAdmin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => env.close());

  const status = async (token: string) => SetupStatus.parse((await env.inject({ method: 'GET', url: SETUP_PATHS.status, token })).json());
  const stateOf = (s: SetupStatus, step: string) => s.steps.find((x) => x.step === step)?.state;
  const starter = (token: string) => env.inject({ method: 'POST', url: SETUP_PATHS.starterCatalogs, token });
  const colonias = (token: string, payload: object) => env.inject({ method: 'POST', url: SETUP_PATHS.colonias, token, payload });
  const mark = (token: string, payload: object) => env.inject({ method: 'PUT', url: SETUP_PATHS.step, token, payload });

  // another cliente's administrator works on their own cliente: the demo's status and catalogues stay as they were
  const demoUntouched = async (res: { statusCode: number; json(): unknown }, e: TestEnv) => {
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json() as { slug?: string; status?: { slug: string } };
    expect(body.slug ?? body.status?.slug).not.toBe('demo');
    const demo = await status(await e.login(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(demo.counts.colonias).toBe(40);
    expect(demo.counts.tiposReporte).toBe(20);
  };
  describeAccess(() => env, { method: 'GET', url: SETUP_PATHS.status, otherCliente: demoUntouched, lacking: { role: 'Consulta' } });
  describeAccess(() => env, { method: 'PUT', url: SETUP_PATHS.step, payload: () => ({ step: 'difusion', state: 'omitido' }), otherCliente: demoUntouched, lacking: { role: 'Consulta' } });
  describeAccess(() => env, { method: 'POST', url: SETUP_PATHS.starterCatalogs, otherCliente: demoUntouched, lacking: { role: 'Atención ciudadana' } });
  describeAccess(() => env, { method: 'POST', url: SETUP_PATHS.colonias, payload: () => ({ format: 'csv', text: 'nombre\nColonia Ajena\n' }), otherCliente: demoUntouched, lacking: { role: 'Consulta' } });

  test('the demo cliente needs no guide: map, catalogues and colonias are there', async () => {
    const s = await status(demoAdmin);
    expect(s).toMatchObject({ slug: 'demo', needsGuide: false });
    expect(stateOf(s, 'mapa')).toBe('hecho');
    expect(stateOf(s, 'catalogos')).toBe('hecho');
    expect(stateOf(s, 'colonias')).toBe('hecho');
  });

  describe('a new cliente', () => {
    let a: Tenant;
    let b: Tenant;
    beforeAll(async () => {
      a = await newTenant(env, 'guia');
      b = await newTenant(env, 'vecino');
    });

    test('starts with every step pending and the guide needed', async () => {
      const s = await status(a.admin);
      expect(s).toMatchObject({ slug: a.slug, complete: false, needsGuide: true, counts: { dependencias: 0, tiposReporte: 0, colonias: 0, miembros: 1 } });
      expect(s.steps.map((x) => x.state)).toEqual(Array(7).fill('pendiente'));
    });

    test('the starter catalogues: added once, with estatus transitions, only in the caller’s cliente', async () => {
      const first = StarterCatalogsResponse.parse((await starter(a.admin)).json());
      expect(first.added).toEqual({ dependencias: 12, tiposReporte: 20, tiposSolicitud: 10, estatusReporte: 5, estatusSolicitud: 5, origenes: 6 });
      expect(stateOf(first.status, 'catalogos')).toBe('hecho');
      const second = StarterCatalogsResponse.parse((await starter(a.admin)).json());
      expect(second.added).toEqual({ dependencias: 0, tiposReporte: 0, tiposSolicitud: 0, estatusReporte: 0, estatusSolicitud: 0, origenes: 0 });
      expect(second.status.counts).toEqual(first.status.counts);

      const estatus = (await env.inject({ method: 'GET', url: `${CATALOG_PATHS.estatusreporte.list}?pageSize=50`, token: a.admin })).json().items as { id: string; nombre: string; inicial: boolean; transiciones: string[] }[];
      const id = (n: string) => estatus.find((e) => e.nombre === n)!.id;
      expect(estatus.find((e) => e.inicial)?.nombre).toBe('Recibido');
      expect(estatus.find((e) => e.nombre === 'Recibido')!.transiciones.sort()).toEqual([id('Asignado'), id('Improcedente')].sort());
      // editable afterwards in the catalogue pages, through the same endpoints
      expect((await env.inject({ method: 'PATCH', url: CATALOG_PATHS.estatusreporte.item.replace(':id', id('Atendido')), token: a.admin, payload: { nombre: 'Resuelto' } })).statusCode).toBe(200);

      const other = await status(b.admin);
      expect(other.counts).toMatchObject({ dependencias: 0, tiposReporte: 0, estatusReporte: 0, origenes: 0 });
    });

    test('a cliente that made some rows by hand keeps them: only the missing names are added, its initial estatus stays', async () => {
      const c = await newTenant(env, 'manual');
      const mine = (await env.inject({ method: 'POST', url: CATALOG_PATHS.estatusreporte.list, token: c.admin, payload: { nombre: 'Nuevo', color: '#123456' } })).json();
      expect(mine.inicial).toBe(true);
      await env.inject({ method: 'POST', url: CATALOG_PATHS.origenes.list, token: c.admin, payload: { nombre: 'whatsapp' } });
      const res = StarterCatalogsResponse.parse((await starter(c.admin)).json());
      expect(res.added).toMatchObject({ estatusReporte: 5, origenes: 5 });
      const estatus = (await env.inject({ method: 'GET', url: CATALOG_PATHS.estatusreporte.list, token: c.admin })).json().items as { nombre: string; inicial: boolean }[];
      expect(estatus.filter((e) => e.inicial).map((e) => e.nombre)).toEqual(['Nuevo']);
    });

    test('colonias from CSV: added in one go, a second import adds nothing; the map step is still missing', async () => {
      const res = await colonias(a.admin, { format: 'csv', text: CSV });
      expect(res.statusCode).toBe(200);
      const body = ColoniasImportResponse.parse(res.json());
      expect(body).toMatchObject({ added: 3, existing: 0 });
      expect(stateOf(body.status, 'colonias')).toBe('hecho');
      expect(stateOf(body.status, 'mapa')).toBe('pendiente');
      const again = ColoniasImportResponse.parse((await colonias(a.admin, { format: 'csv', text: CSV })).json());
      expect(again).toMatchObject({ added: 0, existing: 3 });
      const items = (await env.inject({ method: 'GET', url: `${CATALOG_PATHS.colonias.list}?q=reforma`, token: a.admin })).json().items;
      expect(items).toMatchObject([{ nombre: 'Reforma, Norte', codigoPostal: '68050', centroide: { lat: 17.07, lng: -96.71 } }]);
      expect((await status(b.admin)).counts.colonias).toBe(0);
    });

    test('colonias from GeoJSON: a polygon gets its centroid, SEPOMEX names are understood', async () => {
      const body = ColoniasImportResponse.parse((await colonias(b.admin, { format: 'geojson', text: GEOJSON })).json());
      expect(body.added).toBe(2);
      const items = (await env.inject({ method: 'GET', url: CATALOG_PATHS.colonias.list, token: b.admin })).json().items;
      expect(items).toMatchObject([
        { nombre: 'El Llano', centroide: { lat: 17.065, lng: -96.715 }, poligono: { type: 'Polygon' } },
        { nombre: 'San Felipe', codigoPostal: '68020', centroide: { lat: 17.1, lng: -96.7 } },
      ]);
    });

    test.each([
      ['a bad row', 'nombre,lat,lng\nBuena,17,-96\nX,17,-96\nOtra,95,-96\n', 'csv', ['Fila 3: el nombre falta o no es válido.', 'Fila 4: la latitud o la longitud no son válidas.']],
      ['a repeated name', 'nombre\nLas Flores\nlas flores\n', 'csv', ['Fila 3: la colonia «las flores» ya está en la fila 2.']],
      ['no nombre column', 'colonia_x,cp\nA,1\n', 'csv', ['Fila 1: falta la columna «nombre».']],
      ['not JSON', '{"type":', 'geojson', ['El archivo no es GeoJSON válido.']],
      ['a line for a polygon', JSON.stringify({ type: 'FeatureCollection', features: [{ properties: { name: 'Vía' }, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } }] }), 'geojson', ['Elemento 1: la geometría debe ser un punto o un polígono cerrado.']],
    ])('a file with %s is refused as a whole, naming the row, and nothing is written', async (_name, text, format, messages) => {
      const c = await newTenant(env, 'malo');
      const res = await colonias(c.admin, { format, text });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: messages[0], errors: messages.map((message) => ({ type: 'text', message })) });
      expect((await status(c.admin)).counts.colonias).toBe(0);
    });

    test.each([
      [{ format: 'xlsx', text: 'x' }, 'format'],
      [{ format: 'csv', text: '' }, 'text'],
      [{ format: 'csv' }, 'text'],
    ])('bad colonias body %j -> 400 naming %s', async (payload, field) => {
      const res = await colonias(a.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', field });
    });

    test('steps: confirm, skip and resume; a data step cannot be marked done by hand', async () => {
      let s = SetupStatus.parse((await mark(b.admin, { step: 'zonaHoraria', state: 'hecho' })).json());
      expect(stateOf(s, 'zonaHoraria')).toBe('hecho');
      s = SetupStatus.parse((await mark(b.admin, { step: 'equipo', state: 'omitido' })).json());
      expect(stateOf(s, 'equipo')).toBe('omitido');
      s = SetupStatus.parse((await mark(b.admin, { step: 'equipo', state: 'pendiente' })).json());
      expect(stateOf(s, 'equipo')).toBe('pendiente');
      const refused = await mark(b.admin, { step: 'mapa', state: 'hecho' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'state' });
      expect(stateOf(await status(b.admin), 'mapa')).toBe('pendiente');
      for (const [payload, field] of [[{ step: 'cafe', state: 'hecho' }, 'step'], [{ step: 'mapa', state: 'listo' }, 'state'], [{ step: 'mapa', state: 'omitido', extra: 1 }, 'body']] as const) {
        const res = await mark(b.admin, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation', field });
      }
      // skipping the two landing steps ends the landing; the map set through the cliente settings makes it done
      await mark(b.admin, { step: 'catalogos', state: 'omitido' });
      await env.inject({ method: 'PUT', url: '/api/1.0/admin/cliente', token: b.admin, payload: { map: { lat: 17.06, lng: -96.72, zoom: 13, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } } });
      s = await status(b.admin);
      expect(stateOf(s, 'mapa')).toBe('hecho');
      expect(s.needsGuide).toBe(false);
      expect(stateOf(await status(a.admin), 'zonaHoraria')).toBe('pendiente');
    });
  });
});

describe.each(testDatabases())('the setup guide in the menu on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind);
  });
  afterAll(() => env.close());

  const ids = async (token: string): Promise<string[]> => {
    const flat = (items: { id: string; children?: unknown[] }[]): string[] => items.flatMap((i) => [i.id, ...flat((i.children ?? []) as never)]);
    return flat((await env.inject({ method: 'POST', url: '/api/1.0/auth/getmenu', token, payload: {} })).json().menu);
  };

  test('is offered to an administrator while a step is pending, and no longer once every step is done or skipped', async () => {
    const t = await newTenant(env, 'menu');
    expect(await ids(t.admin)).toContain('admin.setup');
    for (const step of ['identidad', 'zonaHoraria', 'mapa', 'catalogos', 'colonias', 'equipo', 'difusion']) {
      await env.inject({ method: 'PUT', url: SETUP_PATHS.step, token: t.admin, payload: { step, state: 'omitido' } });
    }
    expect(await ids(t.admin)).not.toContain('admin.setup');
    expect(await ids(t.admin)).toContain('admin.cliente');
  });
});
