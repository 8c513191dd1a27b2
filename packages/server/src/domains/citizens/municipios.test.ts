import { MunicipiosResponse, PUBLIC_PATHS, type ProductName } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { newTenant } from '../catalogs/catalogs.testkit';

/* Issue 24: a citizen picks the municipality by name or by position, never by typing its slug. */
describe.each(testDatabases())('the municipality picker on %s', (db) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(db);
    const place = async (tag: string, nombre: string, lat: number, lng: number, products?: ProductName[]) => {
      const t = await newTenant(env, tag, products);
      await env.app.db.updateTable('clientes').set({ nombre, map_lat: lat, map_lng: lng }).where('id', '=', t.id).execute();
    };
    await place('tula', 'Tula de Allende', 20.054, -99.341);
    await place('tulancingo', 'Tulancingo de Bravo', 20.083, -98.363);
    await place('pachuca', 'Pachuca de Soto', 20.101, -98.759);
    await place('soloregistro', 'Tulum (solo padrón)', 20.211, -87.465, ['midb']);
  });
  afterAll(() => env.close());

  const find = async (query: string) => {
    const res = await env.inject({ method: 'GET', url: `${PUBLIC_PATHS.municipios}${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    return MunicipiosResponse.parse(res.json()).items;
  };

  test('by name: accents and case ignored, every word must match; only municipalities that take reportes', async () => {
    expect((await find('?q=TULA')).map((m) => m.nombre)).toEqual(['Tula de Allende', 'Tulancingo de Bravo']);
    expect((await find('?q=tula%20allénde')).map((m) => m.nombre)).toEqual(['Tula de Allende']);
    expect((await find('?q=pachuca'))[0]).toEqual({ slug: expect.stringMatching(/^pachuca-/), nombre: 'Pachuca de Soto', logo: null, km: null });
    expect(await find('?q=zzzz')).toEqual([]);
  });

  test('by position: nearest first, with the distance in km', async () => {
    // the centre of Pachuca
    const near = (await find('?lat=20.1&lng=-98.75')).filter((m) => ['Pachuca de Soto', 'Tulancingo de Bravo', 'Tula de Allende'].includes(m.nombre));
    expect(near.map((m) => m.nombre)).toEqual(['Pachuca de Soto', 'Tulancingo de Bravo', 'Tula de Allende']);
    expect(near[0]!.km).toBeLessThan(2);
    expect(near[2]!.km).toBeGreaterThan(50);
  });

  test('bad input names the field', async () => {
    const res = await env.inject({ method: 'GET', url: `${PUBLIC_PATHS.municipios}?lat=200&lng=0` });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'lat' });
  });
});
