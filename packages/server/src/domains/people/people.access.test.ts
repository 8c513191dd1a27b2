import type { LightMyRequestResponse } from 'fastify';
import { HABITANTE_AUDIT, PEOPLE_PATHS, peoplePath } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import type { HabitantesTable } from '../../db/schema.citizens';
import { auditCount, insertHabitante, storedRow } from './people.testkit';
import { identity } from '../../core';

/** A demo role with neither SigVerPersona nor SigMidb (Consulta has neither too, but sees cases). */
const NOBODY = 'Sin personas';

/**
 * describeAccess on every endpoint against a habitante of the demo cliente: no token, forged and revoked
 * tokens, another cliente's token (which gets none of it, changes nothing and leaves no audit entry), a
 * role lacking the permission.
 */
describe.each(testDatabases())('access to people endpoints on %s', (db) => {
  let env: TestEnv;
  let person: HabitantesTable;
  let coloniaId: string;
  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
    await identity.insertRole(env.app.db, env.demoId, NOBODY, ['DashboardAnalytics']);
    coloniaId = (await env.app.db.selectFrom('colonias').select('id').where('cliente_id', '=', env.demoId).where('activo', '=', 1).executeTakeFirstOrThrow()).id;
    person = await insertHabitante(env, env.demoId, { nombre: 'Rosalba', apellidos: 'Quintero Salas', colonia_id: coloniaId });
  });
  afterAll(() => env.close());

  /** The other cliente learnt nothing of the demo's person, changed nothing and was not recorded viewing it. */
  const notFound = async (res: LightMyRequestResponse, e: TestEnv) => {
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'persona.not_found' });
    for (const secret of [person.curp!, 'Quintero', person.telefono, person.email]) expect(res.body).not.toContain(secret);
    expect(await storedRow(e, person.id)).toEqual(person);
    expect(await auditCount(e, person.id, HABITANTE_AUDIT.view)).toBe(0);
  };

  describeAccess(() => env, {
    method: 'GET',
    url: `${PEOPLE_PATHS.search}?q=rosalba`,
    lacking: { role: 'Consulta' },
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: [], total: 0 });
    },
  });
  describeAccess(() => env, { method: 'GET', url: () => peoplePath(PEOPLE_PATHS.persona, person.id), name: PEOPLE_PATHS.persona, lacking: { role: 'Consulta' }, otherCliente: notFound });
  describeAccess(() => env, {
    method: 'PATCH',
    url: () => peoplePath(PEOPLE_PATHS.persona, person.id),
    name: PEOPLE_PATHS.persona,
    payload: () => ({ telefono: '55 0000 0000', version: 1 }),
    // Atención ciudadana sees persons but may not edit them
    lacking: { role: 'Atención ciudadana' },
    otherCliente: notFound,
  });
  describeAccess(() => env, {
    method: 'GET',
    url: PEOPLE_PATHS.colonias,
    lacking: { role: 'Atención ciudadana' },
    otherCliente: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ colonias: [] });
    },
  });
  // Any staff user may open the ciudadano page (route gate 'Home'): no role lacks it.
  describeAccess(() => env, { method: 'GET', url: () => peoplePath(PEOPLE_PATHS.ciudadano, person.id), name: PEOPLE_PATHS.ciudadano, otherCliente: notFound });

  test('a role without SigVerPersona nor SigMidb opens the ciudadano page by name only; nothing else', async () => {
    const token = await makeUser(env, `sin.personas.${Date.now()}@demo.sig`, NOBODY);
    const page = await env.inject({ method: 'GET', url: peoplePath(PEOPLE_PATHS.ciudadano, person.id), token });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ persona: { nombreCompleto: 'Rosalba Quintero Salas', datos: null }, puedeVerPersona: false, puedeEditar: false, secciones: { programas: { permitido: false } } });
    for (const url of [PEOPLE_PATHS.search, peoplePath(PEOPLE_PATHS.persona, person.id), PEOPLE_PATHS.colonias]) {
      expect((await env.inject({ method: 'GET', url, token })).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
    }
    expect(await auditCount(env, person.id, HABITANTE_AUDIT.view)).toBe(0);
  });
});
