import { CASE_PATHS, HABITANTE_AUDIT, LOOKUP_PATH, LookupResponse, type CaseKind } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, OTHER_SLUG, startTestApp, type TestEnv } from '../../testing/testApp';
import type { HabitantesTable } from '../../db/schema.citizens';
import { UBICACION } from '../../testing/caseApi';
import { auditCount, insertHabitante } from '../people/people.testkit';
import { identity } from '../../core';

/** Demo roles the defaults lack: one that sees only reportes, one that sees none of what the lookup finds. */
const ONLY_REPORTES = 'Solo reportes';
const NOBODY = 'Sin casos ni personas';

/** "R-2026-000007" as read over the phone: "r-2026-7". */
const shortForm = (folio: string) => folio.toLowerCase().replace(/-0+(\d)/, '-$1');

describe.each(testDatabases())('the toolbar lookup by folio or CURP on %s', (db) => {
  let env: TestEnv;
  let clerk: string;
  let viewer: string;
  let onlyReportes: string;
  let person: HabitantesTable;
  const made: Record<CaseKind, { id: string; folio: string }> = {} as never;

  const ask = (token: string | undefined, q: string) => env.inject({ method: 'GET', url: `${LOOKUP_PATH}?q=${encodeURIComponent(q)}`, token });
  const found = async (token: string, q: string) => {
    const res = await ask(token, q);
    expect(res.statusCode).toBe(200);
    return LookupResponse.parse(res.json());
  };

  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
    await identity.insertRole(env.app.db, env.demoId, ONLY_REPORTES, ['SigVerReporte']);
    await identity.insertRole(env.app.db, env.demoId, NOBODY, ['DashboardAnalytics']);
    clerk = await makeUser(env, 'clerk.lookup@demo.sig', 'Atención ciudadana');
    viewer = await makeUser(env, 'viewer.lookup@demo.sig', 'Consulta');
    onlyReportes = await makeUser(env, 'reportes.lookup@demo.sig', ONLY_REPORTES);
    const tipo = async (kind: CaseKind) => (await env.app.db.selectFrom(kind === 'reporte' ? 'tipos_reporte' : 'tipos_solicitud').select('id').where('cliente_id', '=', env.demoId).where('activo', '=', 1).orderBy('nombre_key').executeTakeFirstOrThrow()).id;
    for (const kind of ['reporte', 'solicitud'] as const) {
      const res = await env.inject({
        method: 'POST',
        url: CASE_PATHS[kind].create,
        token: clerk,
        payload: { tipoId: await tipo(kind), descripcion: 'Caso para buscar por folio', ...(kind === 'reporte' && { ubicacion: UBICACION }), contacto: { nombre: 'Ana Pérez', telefono: '', email: '' } },
      });
      expect(res.statusCode).toBe(201);
      made[kind] = { id: res.json().id, folio: res.json().folio };
    }
    person = await insertHabitante(env, env.demoId, { nombre: 'Rosalba', apellidos: 'Quintero Salas' });
  });
  afterAll(() => env.close());

  describeAccess(() => env, {
    method: 'GET',
    url: () => `${LOOKUP_PATH}?q=${made.reporte.folio}`,
    name: LOOKUP_PATH,
    lacking: { role: NOBODY },
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ casos: [], personas: [] });
    },
  });

  test('a folio, whole or short, in any case and with spaces, finds its case with what it is and where it stands', async () => {
    for (const q of [made.reporte.folio, shortForm(made.reporte.folio), ` ${shortForm(made.reporte.folio).replace(/-/g, ' ').toUpperCase()} `]) {
      const body = await found(clerk, q);
      expect(body.personas).toEqual([]);
      expect(body.casos).toHaveLength(1);
      expect(body.casos[0]).toMatchObject({ kind: 'reporte', id: made.reporte.id, folio: made.reporte.folio, cerrado: false });
      expect(body.casos[0]!.tipo).not.toBe('');
      expect(body.casos[0]!.estatus).not.toBe('');
    }
    expect((await found(clerk, shortForm(made.solicitud.folio))).casos).toMatchObject([{ kind: 'solicitud', id: made.solicitud.id }]);
  });

  test('a CURP finds the person (name and CURP only, not audited) for SigVerPersona', async () => {
    const body = await found(clerk, person.curp!.toLowerCase());
    expect(body).toEqual({ casos: [], personas: [{ id: person.id, nombreCompleto: 'Rosalba Quintero Salas', curp: person.curp }] });
    expect(await auditCount(env, person.id, HABITANTE_AUDIT.view)).toBe(0);
    for (const secret of [person.telefono, person.email, person.direccion]) expect(JSON.stringify(body)).not.toContain(secret);
  });

  test('a user without the people permission gets the cases but never a person', async () => {
    expect(await found(viewer, person.curp!)).toEqual({ casos: [], personas: [] });
    expect((await found(viewer, made.solicitud.folio)).casos).toMatchObject([{ id: made.solicitud.id }]);
  });

  test('a user who may view only reportes gets no solicitud and no person', async () => {
    expect((await found(onlyReportes, made.reporte.folio)).casos).toMatchObject([{ id: made.reporte.id }]);
    expect(await found(onlyReportes, made.solicitud.folio)).toEqual({ casos: [], personas: [] });
    expect(await found(onlyReportes, person.curp!)).toEqual({ casos: [], personas: [] });
  });

  test("another cliente's administrator finds none of the demo's people", async () => {
    const other = await makeUser(env, 'admin2.lookup@otro.sig', 'Administrador', OTHER_SLUG);
    expect(await found(other, person.curp!)).toEqual({ casos: [], personas: [] });
  });

  test('what names nothing is an empty answer, not an error', async () => {
    const year = made.reporte.folio.slice(2, 6);
    for (const q of [`R-${year}-999999`, `S-${year}-999998`, 'r-1999-1', 'bache', 'PEGA900101MDFRRN', `${person.curp!.slice(0, 17)}${(Number(person.curp!.slice(17)) + 1) % 10}`, 'X-2026-1']) {
      expect(await found(clerk, q)).toEqual({ casos: [], personas: [] });
    }
  });

  test('bad input is a 400 naming q', async () => {
    for (const url of [LOOKUP_PATH, `${LOOKUP_PATH}?q=`, `${LOOKUP_PATH}?q=%20%20`, `${LOOKUP_PATH}?q=${'R'.repeat(121)}`, `${LOOKUP_PATH}?q=R-2026%00-1`]) {
      const res = await env.inject({ method: 'GET', url, token: clerk });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'q' });
    }
  });
});
