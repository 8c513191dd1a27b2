import { testDatabases } from '../../testing/testDatabases';
import { startTestApp, type TestEnv } from '../../testing/testApp';
import { catalogApi, newTenant, type CatalogApi } from './catalogs.testkit';

interface Est {
  id: string;
  nombre: string;
  inicial: boolean;
  final: boolean;
  transiciones: string[];
}

describe.each(testDatabases())('estatus on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind);
  });
  afterAll(() => env.close());

  const fresh = async (): Promise<CatalogApi> => catalogApi(env, (await newTenant(env, 'estatus')).admin);
  const initials = async (api: CatalogApi) =>
    ((await api.list('estatusreporte', '?pageSize=100')).json().items as Est[]).filter((e) => e.inicial).map((e) => e.nombre);

  test('exactly one initial: the first is it, marking another moves the mark', async () => {
    const api = await fresh();
    const recibido = await api.add<Est>('estatusreporte', { nombre: 'Recibido' });
    const asignado = await api.add<Est>('estatusreporte', { nombre: 'Asignado' });
    expect([recibido.inicial, asignado.inicial]).toEqual([true, false]);
    expect((await api.update('estatusreporte', asignado.id, { inicial: true })).json()).toMatchObject({ inicial: true });
    expect(await initials(api)).toEqual(['Asignado']);
    const nuevo = await api.add<Est>('estatusreporte', { nombre: 'Nuevo', inicial: true });
    expect(nuevo.inicial).toBe(true);
    expect(await initials(api)).toEqual(['Nuevo']);
    // the solicitud catalogue keeps its own initial
    expect((await api.add<Est>('estatussolicitud', { nombre: 'Recibida' })).inicial).toBe(true);
    expect(await initials(api)).toEqual(['Nuevo']);
  });

  test('the initial estatus can be neither unmarked, deactivated, deleted nor final', async () => {
    const api = await fresh();
    const inicial = await api.add<Est>('estatusreporte', { nombre: 'Recibido' });
    expect((await api.update('estatusreporte', inicial.id, { inicial: false })).json()).toMatchObject({ statusCode: 409, code: 'catalog.initial_required', field: 'inicial' });
    expect((await api.update('estatusreporte', inicial.id, { activo: false })).json()).toMatchObject({ statusCode: 409, code: 'catalog.initial_required', field: 'activo' });
    expect((await api.remove('estatusreporte', inicial.id)).json()).toMatchObject({ statusCode: 409, code: 'catalog.initial_required' });
    expect((await api.update('estatusreporte', inicial.id, { final: true })).json()).toMatchObject({ statusCode: 400, code: 'catalog.initial_final', field: 'final' });
    expect((await api.create('estatusreporte', { nombre: 'Cerrado', inicial: true, final: true })).json()).toMatchObject({ statusCode: 400, code: 'catalog.initial_final' });
    expect((await api.get('estatusreporte', inicial.id)).json()).toMatchObject({ inicial: true, final: false, activo: true });
    expect(await initials(api)).toEqual(['Recibido']);
  });

  test('two writers marking different estatus at once leave exactly one initial', async () => {
    const api = await fresh();
    await api.add('estatusreporte', { nombre: 'Uno' });
    const others = await Promise.all(['Dos', 'Tres', 'Cuatro', 'Cinco'].map((nombre) => api.add<Est>('estatusreporte', { nombre })));
    const results = await Promise.all(others.map((e) => api.update('estatusreporte', e.id, { inicial: true })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await initials(api)).toHaveLength(1);
  });

  test('transitions name estatus of the same catalogue and cliente, not itself; bad ones are a 400', async () => {
    const api = await fresh();
    const other = await fresh();
    const recibido = await api.add<Est>('estatusreporte', { nombre: 'Recibido' });
    const proceso = await api.add<Est>('estatusreporte', { nombre: 'En proceso' });
    const solicitud = await api.add<Est>('estatussolicitud', { nombre: 'Recibida' });
    const ajeno = await other.add<Est>('estatusreporte', { nombre: 'Ajeno' });
    for (const transiciones of [['no-existe'], [solicitud.id], [ajeno.id], [recibido.id], [proceso.id, 'no-existe']]) {
      const res = await api.update('estatusreporte', recibido.id, { transiciones });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'catalog.invalid_transition', field: 'transiciones' });
    }
    expect((await api.get('estatusreporte', recibido.id)).json().transiciones).toEqual([]);
    expect((await api.create('estatusreporte', { nombre: 'Atendido', final: true, transiciones: [ajeno.id] })).statusCode).toBe(400);
    expect((await api.list('estatusreporte')).json().total).toBe(2);

    const ok = await api.update('estatusreporte', recibido.id, { transiciones: [proceso.id, proceso.id] });
    expect(ok.json()).toMatchObject({ transiciones: [proceso.id] });
  });

  test('an estatus another one may move to is deactivated on delete, deleted once unused', async () => {
    const api = await fresh();
    const recibido = await api.add<Est>('estatusreporte', { nombre: 'Recibido' });
    const atendido = await api.add<Est>('estatusreporte', { nombre: 'Atendido', final: true, orden: 9 });
    await api.update('estatusreporte', recibido.id, { transiciones: [atendido.id] });
    expect((await api.remove('estatusreporte', atendido.id)).json()).toEqual({ deleted: false, deactivated: true });
    expect((await api.get('estatusreporte', atendido.id)).json()).toMatchObject({ activo: false, final: true });
    await api.update('estatusreporte', recibido.id, { transiciones: [] });
    expect((await api.remove('estatusreporte', atendido.id)).json()).toEqual({ deleted: true });
  });

  test('lists sort by orden, then name', async () => {
    const api = await fresh();
    for (const [nombre, orden] of [['Cerrado', 3], ['Abierto', 1], ['Zeta', 1], ['Medio', 2]] as const) await api.add('estatussolicitud', { nombre, orden });
    expect(((await api.list('estatussolicitud')).json().items as Est[]).map((e) => e.nombre)).toEqual(['Abierto', 'Zeta', 'Medio', 'Cerrado']);
  });
});
