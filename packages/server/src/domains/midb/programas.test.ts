import { ADMIN_PATHS, MIDB_AUDIT } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { openAdminSuite, type TestEnv } from '../../testing/testApp';
import { coloniasOf } from '../../testing/tenants';
import { auditRows, curpOf, midbApi } from './midb.testkit';

/* Programmes (issue 23): their rolls, enrolment by ids and by a registry filter, bajas with a reason, history. */

describe.each(testDatabases())('programmes on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  let api: ReturnType<typeof midbApi>;
  const ids: string[] = [];
  let coloniaId: string;
  beforeAll(async () => {
    ({ env, admin } = await openAdminSuite(db));
    api = midbApi(env, admin);
    coloniaId = (await coloniasOf(env, env.demoId))[0]!.id;
    for (const [i, nombre] of ['Alma', 'Beto', 'Carla', 'Dora'].entries()) {
      const res = await api.create({ nombre, apellidos: 'Prueba Programa', curp: curpOf(`19${60 + i}-01-01`), coloniaId: i < 3 ? coloniaId : null });
      ids.push(res.json().id);
    }
  });
  afterAll(() => env.close());

  test('creates a programme, refuses a second of the same name (accents and case aside), edits it with a version', async () => {
    const created = await api.newPrograma({ nombre: 'Apoyo de Vivienda', descripcion: 'Láminas y cemento' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nombre: 'Apoyo de Vivienda', activo: true, inscritos: 0, version: 1 });
    const dup = await api.newPrograma({ nombre: 'apoyo de vivíenda' });
    expect(dup.json()).toMatchObject({ statusCode: 409, code: 'midb.programa_taken', field: 'nombre' });
    const id = created.json().id;
    const edited = await api.patchPrograma(id, { version: 1, descripcion: 'Láminas' });
    expect(edited.json()).toMatchObject({ descripcion: 'Láminas', version: 2 });
    expect((await api.patchPrograma(id, { version: 1, activo: false })).json()).toMatchObject({ statusCode: 409, code: 'midb.programa_stale' });
    expect((await api.programas()).json().items.map((p: { nombre: string }) => p.nombre)).toContain('Apoyo de Vivienda');
    expect((await api.newPrograma({ nombre: '' })).statusCode).toBe(400);
  });

  test('enrols a filtered search once: a second enrolment of the same search adds nobody', async () => {
    const { id } = (await api.newPrograma({ nombre: 'Colonia uno' })).json();
    const filtro = { coloniaId, q: 'prueba programa' };
    expect((await api.enrol(id, { filtro })).json()).toEqual({ inscritos: 3, yaInscritos: 0 });
    expect((await api.enrol(id, { filtro })).json()).toEqual({ inscritos: 0, yaInscritos: 3 });
    expect((await api.enrol(id, { habitanteIds: [ids[3], ids[0]] })).json()).toEqual({ inscritos: 1, yaInscritos: 1 });
    expect((await api.programa(id)).json().inscritos).toBe(4);
    const roll = (await api.roll(id)).json();
    expect(roll.total).toBe(4);
    const [entry] = await auditRows(env, id, MIDB_AUDIT.enrol);
    expect(JSON.parse(entry!.after!)).toEqual({ inscritos: 3, yaInscritos: 0, filtro });
    // ids of another cliente or unknown are simply not found
    expect((await api.enrol(id, { habitanteIds: ['no-existe'] })).json()).toEqual({ inscritos: 0, yaInscritos: 0 });
  });

  test('a baja needs a reason, keeps the row with its dates, and a person can be enrolled again', async () => {
    const { id } = (await api.newPrograma({ nombre: 'Becas' })).json();
    await api.enrol(id, { habitanteIds: [ids[1]] });
    expect((await api.baja(id, ids[1]!, { motivo: '' })).statusCode).toBe(400);
    const done = await api.baja(id, ids[1]!, { motivo: 'Cambió de domicilio' });
    expect(done.json()).toMatchObject({ inscritos: 0 });
    expect((await api.baja(id, ids[1]!, { motivo: 'Otra vez' })).json()).toMatchObject({ statusCode: 404, code: 'midb.not_enrolled' });
    const bajas = (await api.roll(id, '?estado=baja')).json();
    expect(bajas.items[0]).toMatchObject({ estado: 'baja', motivoBaja: 'Cambió de domicilio', habitante: { id: ids[1] } });
    expect(bajas.items[0].hasta).not.toBeNull();
    expect((await api.enrol(id, { habitanteIds: [ids[1]] })).json()).toEqual({ inscritos: 1, yaInscritos: 0 });
    expect((await api.roll(id, '?estado=todas')).json().total).toBe(2);
    const person = (await api.get(ids[1]!)).json();
    const here = person.programas.filter((p: { programa: { id: string } }) => p.programa.id === id);
    expect(here.map((p: { estado: string }) => p.estado).sort()).toEqual(['activa', 'baja']);
  });

  test('an inactive programme takes no enrolments', async () => {
    const p = (await api.newPrograma({ nombre: 'Cerrado' })).json();
    await api.patchPrograma(p.id, { version: 1, activo: false });
    expect((await api.enrol(p.id, { habitanteIds: [ids[0]] })).json()).toMatchObject({ statusCode: 409, code: 'midb.programa_inactive' });
  });

  test('the roll exports as CSV, audited; the history lists every change through the audit endpoint', async () => {
    const { id } = (await api.newPrograma({ nombre: 'Exportable' })).json();
    await api.enrol(id, { habitanteIds: ids });
    await api.baja(id, ids[0]!, { motivo: 'Ya no vive aquí' });
    const csv = await api.rollCsv(id);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('CURP,Nombre,Apellidos,Colonia,Estado,Desde,Hasta,Motivo de baja,Id');
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.includes('Ya no vive aquí'))).toBe(true);
    const history = await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=programa&id=${id}`, token: admin });
    expect(history.statusCode).toBe(200);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual([MIDB_AUDIT.rollExport, MIDB_AUDIT.unenrol, MIDB_AUDIT.enrol, MIDB_AUDIT.programaCreate]);
  });
});

describe.each(testDatabases())('the ciudadano page’s programmes on %s', (db) => {
  let env: TestEnv;
  let admin: string;
  beforeAll(async () => ({ env, admin } = await openAdminSuite(db)));
  afterAll(() => env.close());

  test('lists the person’s programmes, active and ended', async () => {
    const api = midbApi(env, admin);
    const person = (await api.create({ nombre: 'Lía', apellidos: 'Programas', curp: curpOf('1975-07-07') })).json();
    const a = (await api.newPrograma({ nombre: 'Uno' })).json();
    const b = (await api.newPrograma({ nombre: 'Dos' })).json();
    await api.enrol(a.id, { habitanteIds: [person.id] });
    await api.enrol(b.id, { habitanteIds: [person.id] });
    await api.baja(b.id, person.id, { motivo: 'Terminó el ciclo' });
    const page = (await env.inject({ method: 'GET', url: `/api/1.0/sig/ciudadano/${person.id}`, token: admin })).json();
    expect(page.secciones.programas.permitido).toBe(true);
    expect(page.secciones.programas.items.map((p: { programa: { nombre: string }; estado: string }) => `${p.programa.nombre}:${p.estado}`).sort()).toEqual(['Dos:baja', 'Uno:activa']);
  });
});
