import { isGeoPolygon, type CatalogName, type Colonia, type Estatus, type Zona } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { catalogApi, newTenant, type CatalogApi } from './catalogs.testkit';
import { seedDemoCatalogs } from './seed';
import { DEMO_CENTER } from './seed.data';

const COUNTS: Record<CatalogName, number> = {
  dependencias: 12,
  modulos: 7,
  tiposreporte: 20,
  tipossolicitud: 10,
  estatusreporte: 5,
  estatussolicitud: 5,
  zonas: 8,
  colonias: 40,
  origenes: 6,
};

describe.each(testDatabases())('demo catalogue seed on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind);
  });
  afterAll(() => env.close());

  const all = async <T>(api: CatalogApi, c: CatalogName): Promise<T[]> => (await api.list(c, '?pageSize=100')).json().items;
  const totals = async (api: CatalogApi) =>
    Object.fromEntries(await Promise.all(Object.keys(COUNTS).map(async (c) => [c, (await api.list(c as CatalogName)).json().total])));

  test('fills every catalogue once: counts, estatus flow, polygons and centroids around the map centre', async () => {
    const t = await newTenant(env, 'semilla');
    const api = catalogApi(env, t.admin);
    expect(await seedDemoCatalogs(env.app.db, t.id, env.clock.fn().toISOString())).toBe(true);
    expect(await totals(api)).toEqual(COUNTS);

    const deps = await all<{ siglas: string; activo: boolean }>(api, 'dependencias');
    expect(deps.every((d) => /^[A-Z]{2,4}$/.test(d.siglas) && d.activo)).toBe(true);
    expect((await all<{ nombre: string }>(api, 'tiposreporte')).map((x) => x.nombre)).toEqual(expect.arrayContaining(['Bache', 'Alumbrado público', 'Fuga de agua', 'Basura', 'Poda de árbol']));
    expect((await all<{ nombre: string }>(api, 'origenes')).map((x) => x.nombre).sort()).toEqual(['App', 'Presencial', 'Redes sociales', 'Teléfono', 'Web', 'WhatsApp']);

    for (const c of ['estatusreporte', 'estatussolicitud'] as const) {
      const estatus = await all<Estatus>(api, c);
      const name = Object.fromEntries(estatus.map((e) => [e.id, e.nombre]));
      const flow = Object.fromEntries(estatus.map((e) => [e.nombre, { inicial: e.inicial, final: e.final, to: e.transiciones.map((id) => name[id]) }]));
      expect(flow).toEqual({
        Recibido: { inicial: true, final: false, to: ['Asignado', 'Improcedente'] },
        Asignado: { inicial: false, final: false, to: ['En proceso', 'Improcedente'] },
        'En proceso': { inicial: false, final: false, to: ['Atendido', 'Improcedente'] },
        Atendido: { inicial: false, final: true, to: [] },
        Improcedente: { inicial: false, final: true, to: [] },
      });
      expect(estatus.map((e) => e.nombre)).toEqual(['Recibido', 'Asignado', 'En proceso', 'Atendido', 'Improcedente']);
    }

    const zonas = await all<Zona>(api, 'zonas');
    expect(zonas.every((z) => isGeoPolygon(z.poligono))).toBe(true);
    const colonias = await all<Colonia>(api, 'colonias');
    for (const col of colonias) {
      const ring = zonas.find((z) => z.id === col.zonaId)!.poligono!.coordinates[0]!;
      const [lngs, lats] = [ring.map((p) => p[0]!), ring.map((p) => p[1]!)];
      expect(col.centroide!.lng).toBeGreaterThan(Math.min(...lngs));
      expect(col.centroide!.lng).toBeLessThan(Math.max(...lngs));
      expect(col.centroide!.lat).toBeGreaterThan(Math.min(...lats));
      expect(col.centroide!.lat).toBeLessThan(Math.max(...lats));
      expect(Math.abs(col.centroide!.lat - DEMO_CENTER.lat)).toBeLessThan(0.1);
      expect(Math.abs(col.centroide!.lng - DEMO_CENTER.lng)).toBeLessThan(0.1);
      expect(col.codigoPostal).toMatch(/^\d{5}$/);
    }
    expect(new Set(colonias.map((c) => c.zonaId)).size).toBe(8);
  });

  test('is idempotent: a second run, or a cliente with its own dependencias, is left as it is', async () => {
    const t = await newTenant(env, 'semilla-dos');
    const api = catalogApi(env, t.admin);
    const now = env.clock.fn().toISOString();
    await seedDemoCatalogs(env.app.db, t.id, now);
    const history = await env.app.db.selectFrom('catalog_history').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', t.id).executeTakeFirstOrThrow();
    expect(await seedDemoCatalogs(env.app.db, t.id, now)).toBe(false);
    expect(await totals(api)).toEqual(COUNTS);
    const again = await env.app.db.selectFrom('catalog_history').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', t.id).executeTakeFirstOrThrow();
    expect(Number(again.n)).toBe(Number(history.n));

    const own = await newTenant(env, 'semilla-propia');
    const ownApi = catalogApi(env, own.admin);
    await ownApi.add('dependencias', { nombre: 'La única' });
    expect(await seedDemoCatalogs(env.app.db, own.id, now)).toBe(false);
    expect((await ownApi.list('zonas')).json().total).toBe(0);
  });
});
