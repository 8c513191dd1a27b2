import { ActiveTiposResponse, CatalogHistoryResponse, TIPOS_PATHS } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { catalogApi, newTenant, type CatalogApi, type Tenant } from './catalogs.testkit';

describe.each(testDatabases())('catalogue rules on %s', (kind) => {
  let env: TestEnv;
  let a: Tenant;
  let b: Tenant;
  let apiA: CatalogApi;
  let apiB: CatalogApi;
  beforeAll(async () => {
    env = await startTestApp(kind);
    a = await newTenant(env, 'reglas-a');
    b = await newTenant(env, 'reglas-b');
    apiA = catalogApi(env, a.admin);
    apiB = catalogApi(env, b.admin);
  });
  afterAll(() => env.close());

  test('names are unique per cliente whatever their accents, case and spacing', async () => {
    const obras = await apiA.add('dependencias', { nombre: 'Obras Públicas' });
    for (const nombre of ['obras publicas', '  OBRAS   PÚBLICAS ', 'Óbras Publicas']) {
      const dup = await apiA.create('dependencias', { nombre });
      expect(dup.json()).toMatchObject({ statusCode: 409, code: 'catalog.name_taken', field: 'nombre', message: 'Ya existe un registro con ese nombre en el catálogo.' });
    }
    const agua = await apiA.add('dependencias', { nombre: 'Agua Potable' });
    expect((await apiA.update('dependencias', agua.id, { nombre: 'OBRAS PUBLICAS' })).json()).toMatchObject({ statusCode: 409, code: 'catalog.name_taken' });
    expect((await apiA.get('dependencias', agua.id)).json().nombre).toBe('Agua Potable');
    // renaming a row to its own name in other letters is no clash
    expect((await apiA.update('dependencias', obras.id, { nombre: 'OBRAS PÚBLICAS' })).json()).toMatchObject({ nombre: 'OBRAS PÚBLICAS' });
    // another cliente, or another catalogue, may use the name
    expect((await apiB.create('dependencias', { nombre: 'Obras Públicas' })).statusCode).toBe(201);
    expect((await apiA.create('origenes', { nombre: 'Obras Públicas' })).statusCode).toBe(201);
  });

  test('módulo names are unique within their dependencia', async () => {
    const uno = await apiA.add('dependencias', { nombre: 'Tesorería' });
    const dos = await apiA.add('dependencias', { nombre: 'Registro Civil' });
    await apiA.add('modulos', { nombre: 'Ventanilla Centro', dependenciaId: uno.id });
    const otra = await apiA.add('modulos', { nombre: 'Ventanilla Centro', dependenciaId: dos.id });
    expect((await apiA.create('modulos', { nombre: 'ventanilla centro', dependenciaId: uno.id })).json()).toMatchObject({ statusCode: 409, code: 'catalog.name_taken' });
    expect((await apiA.update('modulos', otra.id, { dependenciaId: uno.id })).json()).toMatchObject({ statusCode: 409, code: 'catalog.name_taken' });
    expect((await apiA.get('modulos', otra.id)).json().dependenciaId).toBe(dos.id);
  });

  test('deleting a row in use deactivates it; an unused row is deleted', async () => {
    const dep = await apiA.add('dependencias', { nombre: 'Alumbrado' });
    const modulo = await apiA.add('modulos', { nombre: 'Bodega', dependenciaId: dep.id });
    expect((await apiA.remove('dependencias', dep.id)).json()).toEqual({ deleted: false, deactivated: true });
    expect((await apiA.get('dependencias', dep.id)).json()).toMatchObject({ activo: false });
    const history = CatalogHistoryResponse.parse((await apiA.history('dependencias', dep.id)).json());
    expect(history.items[0]).toMatchObject({ action: 'deactivate', before: { activo: true }, after: { activo: false } });
    expect((await apiA.remove('modulos', modulo.id)).json()).toEqual({ deleted: true });
    expect((await apiA.remove('dependencias', dep.id)).json()).toEqual({ deleted: true });

    const dep2 = await apiA.add('dependencias', { nombre: 'Limpia' });
    const tipo = await apiA.add('tipossolicitud', { nombre: 'Barrido', dependenciaId: dep2.id });
    expect((await apiA.remove('dependencias', dep2.id)).json()).toEqual({ deleted: false, deactivated: true });
    // reactivating is an ordinary update
    expect((await apiA.update('dependencias', dep2.id, { activo: true })).json()).toMatchObject({ activo: true });
    expect((await apiA.get('tipossolicitud', tipo.id)).json()).toMatchObject({ dependenciaId: dep2.id, activo: true });

    const zona = await apiA.add('zonas', { nombre: 'Zona Sur' });
    await apiA.add('colonias', { nombre: 'Del Valle', codigoPostal: '03100', zonaId: zona.id });
    expect((await apiA.remove('zonas', zona.id)).json()).toEqual({ deleted: false, deactivated: true });
    expect((await apiA.get('zonas', zona.id)).json()).toMatchObject({ activo: false });
  });

  test("references must name rows of the caller's cliente: else 400 on the field, nothing saved", async () => {
    const depB = await apiB.add('dependencias', { nombre: 'Dependencia de B' });
    const zonaB = await apiB.add('zonas', { nombre: 'Zona de B' });
    const depA = await apiA.add('dependencias', { nombre: 'Dependencia de A' });
    const cases: [Parameters<CatalogApi['create']>[0], object, string][] = [
      ['modulos', { nombre: 'Ajeno', dependenciaId: depB.id }, 'dependenciaId'],
      ['tiposreporte', { nombre: 'Ajeno', dependenciaId: depB.id }, 'dependenciaId'],
      ['tipossolicitud', { nombre: 'Ajeno', dependenciaId: 'no-existe' }, 'dependenciaId'],
      ['colonias', { nombre: 'Ajena', codigoPostal: '01000', zonaId: zonaB.id }, 'zonaId'],
    ];
    for (const [catalog, body, field] of cases) {
      const res = await apiA.create(catalog, body);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'catalog.invalid_reference', field });
      expect((await apiA.list(catalog, '?q=ajen')).json().total).toBe(0);
    }
    const modulo = await apiA.add('modulos', { nombre: 'Propio', dependenciaId: depA.id });
    expect((await apiA.update('modulos', modulo.id, { dependenciaId: depB.id })).json()).toMatchObject({ statusCode: 400, field: 'dependenciaId' });
    expect((await apiA.get('modulos', modulo.id)).json().dependenciaId).toBe(depA.id);
  });

  test("another cliente's ids are unknown: 404, never its data, nothing changed", async () => {
    const dep = await apiA.add('dependencias', { nombre: 'Secreta', titular: 'Titular secreto' });
    for (const res of [await apiB.get('dependencias', dep.id), await apiB.update('dependencias', dep.id, { nombre: 'Robada' }), await apiB.remove('dependencias', dep.id), await apiB.history('dependencias', dep.id)]) {
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'catalog.not_found' });
      expect(res.body).not.toContain('secreto');
    }
    expect((await apiA.get('dependencias', dep.id)).json()).toMatchObject({ nombre: 'Secreta', activo: true });
    expect((await apiB.list('dependencias', '?pageSize=100')).json().items.map((i: { id: string }) => i.id)).not.toContain(dep.id);
  });

  test('lists filter by name, activo and parent, sort by name and page', async () => {
    const t = catalogApi(env, (await newTenant(env, 'listas')).admin);
    for (let i = 1; i <= 23; i++) await t.add('origenes', { nombre: `Origen ${String(i).padStart(2, '0')}`, activo: i % 5 !== 0 });
    const page3 = (await t.list('origenes', '?pageSize=10&page=3')).json();
    expect(page3).toMatchObject({ total: 23, page: 3, pageSize: 10 });
    expect(page3.items.map((i: { nombre: string }) => i.nombre)).toEqual(['Origen 21', 'Origen 22', 'Origen 23']);
    expect((await t.list('origenes', '?activo=false')).json().items.map((i: { nombre: string }) => i.nombre)).toEqual(['Origen 05', 'Origen 10', 'Origen 15', 'Origen 20']);
    // Origen 10 to 19, less 10 and 15 (inactive)
    expect((await t.list('origenes', '?activo=true&q=origen%201')).json().total).toBe(8);
    // LIKE wildcards in q are plain characters
    for (const q of ['%25', '_', 'origen%2520']) expect((await t.list('origenes', `?q=${q}`)).json().total).toBe(0);
    for (const query of ['?pageSize=101', '?page=0', '?activo=quiza']) {
      const res = await t.list('origenes', query);
      expect(res.statusCode).toBe(400);
      expect(['pageSize', 'page', 'activo']).toContain(res.json().field);
    }

    const uno = await t.add('dependencias', { nombre: 'Uno' });
    const dos = await t.add('dependencias', { nombre: 'Dos' });
    const m = await t.add('modulos', { nombre: 'Módulo', dependenciaId: dos.id });
    await t.add('modulos', { nombre: 'Módulo', dependenciaId: uno.id });
    expect((await t.list('modulos', `?dependenciaId=${dos.id}`)).json().items.map((i: { id: string }) => i.id)).toEqual([m.id]);
    const tipo = await t.add('tiposreporte', { nombre: 'Bache', dependenciaId: uno.id });
    await t.add('tiposreporte', { nombre: 'Fuga', dependenciaId: dos.id });
    expect((await t.list('tiposreporte', `?dependenciaId=${uno.id}`)).json().items.map((i: { id: string }) => i.id)).toEqual([tipo.id]);
    const zona = await t.add('zonas', { nombre: 'Centro' });
    const col = await t.add('colonias', { nombre: 'Roma', codigoPostal: '06700', zonaId: zona.id });
    await t.add('colonias', { nombre: 'Doctores', codigoPostal: '06720' });
    expect((await t.list('colonias', `?zonaId=${zona.id}`)).json().items.map((i: { id: string }) => i.id)).toEqual([col.id]);
    expect((await t.list('colonias')).json().items.map((i: { nombre: string }) => i.nombre)).toEqual(['Doctores', 'Roma']);
  });

  test('gettiporeporte and gettiposolicitud answer the active tipos of the caller, by name', async () => {
    const t = await newTenant(env, 'tipos');
    const api = catalogApi(env, t.admin);
    const dep = await api.add('dependencias', { nombre: 'Servicios' });
    const zanja = await api.add('tiposreporte', { nombre: 'Zanja', dependenciaId: dep.id, slaDias: 4, publico: true });
    const arbol = await api.add('tiposreporte', { nombre: 'Árbol caído', dependenciaId: dep.id });
    const viejo = await api.add('tiposreporte', { nombre: 'Viejo', dependenciaId: dep.id, activo: false });
    const permiso = await api.add('tipossolicitud', { nombre: 'Permiso', dependenciaId: dep.id });
    await apiB.add('tiposreporte', { nombre: 'De otro cliente', dependenciaId: (await apiB.add('dependencias', { nombre: 'Dep tipos B' })).id });

    const rep = ActiveTiposResponse.parse((await env.inject({ method: 'GET', url: TIPOS_PATHS.gettiporeporte, token: t.admin })).json());
    expect(rep.items.map((i) => i.id)).toEqual([arbol.id, zanja.id]);
    expect(rep.items[1]).toEqual(zanja);
    expect(rep.items.map((i) => i.id)).not.toContain(viejo.id);
    const sol = ActiveTiposResponse.parse((await env.inject({ method: 'GET', url: TIPOS_PATHS.gettiposolicitud, token: t.admin })).json());
    expect(sol.items).toEqual([permiso]);
  });

  test('a cliente without SIG gets 403 product.disabled on reads and writes', async () => {
    const t = await newTenant(env, 'sin-sig', ['midb']);
    const api = catalogApi(env, t.admin);
    for (const res of [await api.list('zonas'), await api.create('zonas', { nombre: 'Zona' }), await env.inject({ method: 'GET', url: TIPOS_PATHS.gettiporeporte, token: t.admin })]) {
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
    }
  });
});
