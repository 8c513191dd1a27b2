import { CatalogHistoryResponse, type CatalogName } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { catalogApi, newTenant, square, type CatalogApi } from './catalogs.testkit';

type Refs = Record<string, string>;

interface CrudCase {
  catalog: CatalogName;
  /** Rows the case needs first (a dependencia, a zona, an initial estatus); returns their ids. */
  setup?: (api: CatalogApi) => Promise<Refs>;
  create: (refs: Refs) => object;
  created: (refs: Refs) => object;
  /** A part of the created name, typed without accents or capitals. */
  search: string;
  update: (refs: Refs) => object;
  updated: (refs: Refs) => object;
  /** Bodies that must be refused with a 400 naming the field. */
  bad: [(refs: Refs) => object, string][];
}

const withDependencia = async (api: CatalogApi) => ({ dependenciaId: (await api.add('dependencias', { nombre: 'Servicios Públicos' })).id });
const withInitial = (catalog: CatalogName) => async (api: CatalogApi) => ({ inicialId: (await api.add(catalog, { nombre: 'Recibido' })).id });

const tipoCase = (catalog: CatalogName): CrudCase => ({
  catalog,
  setup: withDependencia,
  create: (r) => ({ nombre: 'Fuga de agua', dependenciaId: r.dependenciaId, slaDias: 2, pideFoto: true, publico: true, icono: 'water', color: '#1E88E5', descripcion: 'Agua en la calle' }),
  created: (r) => ({ nombre: 'Fuga de agua', dependenciaId: r.dependenciaId, slaDias: 2, pideFoto: true, publico: true, icono: 'water', color: '#1e88e5', activo: true }),
  search: 'fuga',
  update: () => ({ slaDias: 0, publico: false }),
  updated: () => ({ slaDias: 0, publico: false, pideFoto: true }),
  bad: [
    [(r) => ({ nombre: 'Otro', dependenciaId: r.dependenciaId, slaDias: 366 }), 'slaDias'],
    [(r) => ({ nombre: 'Otro', dependenciaId: r.dependenciaId, slaDias: 1.5 }), 'slaDias'],
    [() => ({ nombre: 'Sin dependencia' }), 'dependenciaId'],
    [(r) => ({ nombre: 'Otro', dependenciaId: r.dependenciaId, color: 'azul' }), 'color'],
  ],
});

const estatusCase = (catalog: CatalogName): CrudCase => ({
  catalog,
  setup: withInitial(catalog),
  create: (r) => ({ nombre: 'En proceso', color: '#FB8C00', orden: 3, final: false, transiciones: [r.inicialId] }),
  created: (r) => ({ nombre: 'En proceso', color: '#fb8c00', orden: 3, inicial: false, final: false, transiciones: [r.inicialId] }),
  search: 'proceso',
  update: () => ({ orden: 4, transiciones: [], final: true }),
  updated: () => ({ orden: 4, transiciones: [], final: true }),
  bad: [
    [() => ({ nombre: 'Mal', color: '#12345' }), 'color'],
    [() => ({ nombre: 'Mal', orden: -1 }), 'orden'],
    [() => ({ nombre: 'Mal', transiciones: 'todos' }), 'transiciones'],
  ],
});

const CASES: CrudCase[] = [
  {
    catalog: 'dependencias',
    create: () => ({ nombre: 'Obras Públicas', siglas: 'op', titular: 'Ing. Pérez', telefono: '555 123 4567', email: 'OP@Municipio.gob.mx', color: '#AABBCC' }),
    created: () => ({ nombre: 'Obras Públicas', siglas: 'OP', titular: 'Ing. Pérez', telefono: '555 123 4567', email: 'op@municipio.gob.mx', color: '#aabbcc', activo: true }),
    search: 'publicas',
    update: () => ({ titular: 'Arq. López', email: '', activo: false }),
    updated: () => ({ titular: 'Arq. López', email: '', siglas: 'OP', activo: false }),
    bad: [
      [() => ({ nombre: 'Agua', email: 'no-es-correo' }), 'email'],
      [() => ({ nombre: 'Agua', color: 'rojo' }), 'color'],
      [() => ({ siglas: 'AG' }), 'nombre'],
      [() => ({ nombre: 'A' }), 'nombre'],
      [() => ({ nombre: 'Agua', activo: 'si' }), 'activo'],
    ],
  },
  {
    catalog: 'modulos',
    setup: withDependencia,
    create: (r) => ({ nombre: 'Ventanilla Única', dependenciaId: r.dependenciaId, direccion: 'Av. Juárez 1', ubicacion: { lat: 19.43, lng: -99.13 }, horario: 'L-V 9 a 15' }),
    created: (r) => ({ nombre: 'Ventanilla Única', dependenciaId: r.dependenciaId, direccion: 'Av. Juárez 1', ubicacion: { lat: 19.43, lng: -99.13 }, horario: 'L-V 9 a 15' }),
    search: 'unica',
    update: () => ({ ubicacion: null, horario: 'L-S 9 a 14' }),
    updated: () => ({ ubicacion: null, horario: 'L-S 9 a 14', direccion: 'Av. Juárez 1' }),
    bad: [
      [(r) => ({ nombre: 'Módulo', dependenciaId: r.dependenciaId, ubicacion: { lat: 91, lng: 0 } }), 'ubicacion.lat'],
      [() => ({ nombre: 'Módulo' }), 'dependenciaId'],
    ],
  },
  tipoCase('tiposreporte'),
  tipoCase('tipossolicitud'),
  estatusCase('estatusreporte'),
  estatusCase('estatussolicitud'),
  {
    catalog: 'zonas',
    create: () => ({ nombre: 'Zona Centro', responsable: 'Ana Ruiz', poligono: square(-99.14, 19.42) }),
    created: () => ({ nombre: 'Zona Centro', responsable: 'Ana Ruiz', poligono: square(-99.14, 19.42) }),
    search: 'centro',
    update: () => ({ poligono: null }),
    updated: () => ({ poligono: null, responsable: 'Ana Ruiz' }),
    bad: [
      [() => ({ nombre: 'Zona mala', poligono: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0.5]]] } }), 'poligono'],
      [() => ({ nombre: 'Zona mala', poligono: square(-190, 19) }), 'poligono'],
    ],
  },
  {
    catalog: 'colonias',
    setup: async (api) => ({ zonaId: (await api.add('zonas', { nombre: 'Zona Norte' })).id }),
    create: (r) => ({ nombre: 'Santa María la Ribera', codigoPostal: '06400', zonaId: r.zonaId, centroide: { lat: 19.45, lng: -99.16 } }),
    created: (r) => ({ nombre: 'Santa María la Ribera', codigoPostal: '06400', zonaId: r.zonaId, centroide: { lat: 19.45, lng: -99.16 }, poligono: null }),
    search: 'maria',
    update: () => ({ codigoPostal: '06410', zonaId: null, poligono: square(-99.17, 19.44) }),
    updated: () => ({ codigoPostal: '06410', zonaId: null, poligono: square(-99.17, 19.44), centroide: { lat: 19.45, lng: -99.16 } }),
    bad: [
      [() => ({ nombre: 'Colonia', codigoPostal: '6400' }), 'codigoPostal'],
      [() => ({ nombre: 'Colonia' }), 'codigoPostal'],
      [() => ({ nombre: 'Colonia', codigoPostal: '06400', centroide: { lat: 19, lng: -181 } }), 'centroide.lng'],
      [() => ({ nombre: 'Colonia', codigoPostal: '06400', poligono: { type: 'Point', coordinates: [0, 0] } }), 'poligono'],
    ],
  },
  {
    catalog: 'origenes',
    create: () => ({ nombre: 'Teléfono' }),
    created: () => ({ nombre: 'Teléfono', activo: true }),
    search: 'TELEF',
    update: () => ({ nombre: 'Llamada telefónica' }),
    updated: () => ({ nombre: 'Llamada telefónica' }),
    bad: [
      [() => ({ nombre: '' }), 'nombre'],
      [() => ({ nombre: 'Web', extra: 1 }), 'body'],
    ],
  },
];

describe.each(testDatabases())('catalogue CRUD on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind);
  });
  afterAll(() => env.close());

  describe.each(CASES)('$catalog', (c) => {
    test('create, read, list, search, update, refuse bad input, delete; every write in the history', async () => {
      const tenant = await newTenant(env, c.catalog);
      const api = catalogApi(env, tenant.admin);
      const refs = (await c.setup?.(api)) ?? {};
      const before = (await api.list(c.catalog)).json().total as number;

      const res = await api.create(c.catalog, c.create(refs));
      expect(res.statusCode).toBe(201);
      const item = res.json();
      expect(item).toMatchObject({ ...c.created(refs), createdAt: env.clock.fn().toISOString() });
      expect((await api.get(c.catalog, item.id)).json()).toEqual(item);

      const list = (await api.list(c.catalog)).json();
      expect(list).toMatchObject({ total: before + 1, page: 1, pageSize: 25 });
      expect(list.items).toContainEqual(item);
      expect((await api.list(c.catalog, `?q=${encodeURIComponent(c.search)}`)).json().items.map((i: { id: string }) => i.id)).toEqual([item.id]);
      expect((await api.list(c.catalog, '?q=zzzz')).json()).toMatchObject({ items: [], total: 0 });

      const updated = await api.update(c.catalog, item.id, c.update(refs));
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ ...c.updated(refs), id: item.id, nombre: (c.update(refs) as { nombre?: string }).nombre ?? item.nombre });
      expect((await api.get(c.catalog, item.id)).json()).toEqual(updated.json());

      for (const [body, field] of c.bad) {
        const bad = await api.create(c.catalog, body(refs));
        expect({ status: bad.statusCode, field: bad.json().field }).toEqual({ status: 400, field });
        expect(bad.json().message).toMatch(/^El campo «/);
      }
      const badPatch = await api.update(c.catalog, item.id, { nombre: ' ' });
      expect(badPatch.json()).toMatchObject({ statusCode: 400, field: 'nombre' });
      expect((await api.list(c.catalog)).json().total).toBe(before + 1);
      expect((await api.get(c.catalog, item.id)).json()).toEqual(updated.json());

      expect((await api.remove(c.catalog, item.id)).json()).toEqual({ deleted: true });
      expect((await api.get(c.catalog, item.id)).json()).toMatchObject({ statusCode: 404, code: 'catalog.not_found' });
      expect((await api.update(c.catalog, item.id, { nombre: 'Otra vez' })).statusCode).toBe(404);
      expect((await api.remove(c.catalog, item.id)).statusCode).toBe(404);

      const history = CatalogHistoryResponse.parse((await api.history(c.catalog, item.id)).json());
      expect(history.items.map((h) => h.action)).toEqual(['delete', 'update', 'create']);
      expect(history.items[2]).toMatchObject({ before: null, after: item, actor: { email: `admin@${tenant.slug}.sig` } });
      expect(history.items[1]).toMatchObject({ before: item, after: updated.json() });
      expect(history.items[0]).toMatchObject({ before: updated.json(), after: null });
    });
  });
});
