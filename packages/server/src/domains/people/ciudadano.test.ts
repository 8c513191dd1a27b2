import { CASE_PATHS, Ciudadano, HABITANTE_AUDIT } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import type { HabitantesTable } from '../../db/schema.citizens';
import { auditCount, insertHabitante, peopleApi } from './people.testkit';
import { identity } from '../../core';

/** Demo roles for the parts of the page: persons without cases, and reportes without persons. */
const SOLO_PERSONAS = 'Solo personas';
const SOLO_REPORTES = 'Solo reportes';

describe.each(testDatabases())('the ciudadano page on %s', (db) => {
  let env: TestEnv;
  let person: HabitantesTable;
  let neighbour: HabitantesTable;
  /** The demo's cases given to `person` (ids by kind, newest first) and to `neighbour`. */
  let mine: { reporte: string[]; solicitud: string[] };
  let theirs: string;
  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
    await identity.insertRole(env.app.db, env.demoId, SOLO_PERSONAS, ['SigVerPersona']);
    await identity.insertRole(env.app.db, env.demoId, SOLO_REPORTES, ['SigVerReporte']);
    person = await insertHabitante(env, env.demoId, { nombre: 'Gerardo', apellidos: 'Olvera Mendoza', telefono: '771 000 1111', email: 'gerardo@correo.mx' });
    neighbour = await insertHabitante(env, env.demoId, { nombre: 'Inés', apellidos: 'Vega' });
    const pick = (kind: 'reporte' | 'solicitud', n: number) =>
      env.app.db.selectFrom('cases').select(['id', 'created_at']).where('cliente_id', '=', env.demoId).where('kind', '=', kind).orderBy('id').limit(n).execute();
    const reportes = await pick('reporte', 4);
    const solicitudes = await pick('solicitud', 2);
    const give = (ids: string[], habitanteId: string) => env.app.db.updateTable('cases').set({ habitante_id: habitanteId }).where('id', 'in', ids).execute();
    await give(reportes.slice(0, 3).map((r) => r.id), person.id);
    await give([reportes[3]!.id], neighbour.id);
    await give(solicitudes.slice(0, 1).map((r) => r.id), person.id);
    const newestFirst = (rows: { id: string; created_at: string }[]) => [...rows].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1)).map((r) => r.id);
    mine = { reporte: newestFirst(reportes.slice(0, 3)), solicitud: newestFirst(solicitudes.slice(0, 1)) };
    theirs = reportes[3]!.id;
  });
  afterAll(() => env.close());

  const open = async (token: string, id = person.id) => {
    const res = await peopleApi(env, token).ciudadano(id);
    expect(res.statusCode).toBe(200);
    return { body: res.body, page: Ciudadano.parse(res.json()) };
  };

  test("lists only the person's cases, newest first, as the lists show them; personal data for SigVerPersona, audited", async () => {
    const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const before = await auditCount(env, person.id, HABITANTE_AUDIT.view);
    const { page, body } = await open(admin);
    expect(page.persona).toMatchObject({ id: person.id, nombreCompleto: 'Gerardo Olvera Mendoza', datos: { curp: person.curp, telefono: '771 000 1111', email: 'gerardo@correo.mx' } });
    expect(page).toMatchObject({ puedeVerPersona: true, puedeEditar: true });
    expect(page.secciones.reportes.items!.map((c) => c.id)).toEqual(mine.reporte);
    expect(page.secciones.reportes.total).toBe(3);
    expect(page.secciones.solicitudes.items!.map((c) => c.id)).toEqual(mine.solicitud);
    expect(body).not.toContain(theirs);

    // each row as the case list shows the same case
    const [first] = page.secciones.reportes.items!;
    const listed = (await env.inject({ method: 'GET', url: `${CASE_PATHS.reporte.list}?q=${first!.folio}`, token: admin })).json().items[0];
    expect(first).toEqual({ id: listed.id, folio: listed.folio, tipo: listed.tipo, estatus: listed.estatus, createdAt: listed.createdAt, closedAt: listed.closedAt, vencido: listed.vencido });
    expect(first!.estatus.color).toMatch(/^#/);

    expect(await auditCount(env, person.id, HABITANTE_AUDIT.view)).toBe(before + 1);
  });

  test('without SigVerPersona: the name only, no personal field anywhere, nothing recorded', async () => {
    const viewer = await makeUser(env, `consulta.${Date.now()}@demo.sig`, 'Consulta');
    const before = await auditCount(env, person.id, HABITANTE_AUDIT.view);
    const { page, body } = await open(viewer);
    expect(page.persona).toEqual({ id: person.id, nombreCompleto: 'Gerardo Olvera Mendoza', datos: null });
    expect(page).toMatchObject({ puedeVerPersona: false, puedeEditar: false });
    for (const secret of [person.curp!, person.telefono, person.email, person.direccion, person.fecha_nacimiento!]) expect(body).not.toContain(secret);
    // Consulta sees cases: both lists are there
    expect(page.secciones.reportes.items!.map((c) => c.id)).toEqual(mine.reporte);
    expect(page.secciones.solicitudes.items!.map((c) => c.id)).toEqual(mine.solicitud);
    expect(await auditCount(env, person.id, HABITANTE_AUDIT.view)).toBe(before);
  });

  test('a list the caller may not see is left out and flagged, not shown empty', async () => {
    const reportesOnly = await open(await makeUser(env, `reportes.${Date.now()}@demo.sig`, SOLO_REPORTES));
    expect(reportesOnly.page.secciones.reportes).toMatchObject({ permitido: true, total: 3 });
    expect(reportesOnly.page.secciones.solicitudes).toEqual({ permitido: false });
    expect(reportesOnly.body).not.toContain(mine.solicitud[0]!);

    const personsOnly = await open(await makeUser(env, `personas.${Date.now()}@demo.sig`, SOLO_PERSONAS));
    // a viewer of persons sees the registry's programmes (none here)
    expect(personsOnly.page.secciones).toEqual({ reportes: { permitido: false }, solicitudes: { permitido: false }, programas: { permitido: true, items: [], total: 0 } });
    expect(personsOnly.page.persona.datos).toMatchObject({ curp: person.curp });
    expect(personsOnly.page.puedeEditar).toBe(false);
  });

  test('a person with no cases: empty lists, not an error', async () => {
    const lonely = await insertHabitante(env, env.demoId, { nombre: 'Sin', apellidos: 'Casos' });
    const { page } = await open(await env.login(ADMIN_EMAIL, ADMIN_PASSWORD), lonely.id);
    expect(page.secciones).toEqual({ reportes: { permitido: true, items: [], total: 0 }, solicitudes: { permitido: true, items: [], total: 0 }, programas: { permitido: true, items: [], total: 0 } });
  });

  test('an unknown id -> 404 persona.not_found', async () => {
    const res = await peopleApi(env, await env.login(ADMIN_EMAIL, ADMIN_PASSWORD)).ciudadano('no-existe');
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'persona.not_found' });
  });

  test('a cliente without the sig product -> 403 product.disabled', async () => {
    const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const products = (await env.app.db.selectFrom('clientes').select('products').where('id', '=', env.demoId).executeTakeFirstOrThrow()).products;
    await env.app.db.updateTable('clientes').set({ products: JSON.stringify(['midb']) }).where('id', '=', env.demoId).execute();
    try {
      const res = await peopleApi(env, admin).ciudadano(person.id);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'product.disabled' });
      expect(res.body).not.toContain('Olvera');
    } finally {
      await env.app.db.updateTable('clientes').set({ products }).where('id', '=', env.demoId).execute();
    }
  });
});
