import { CALLER_SEARCH_MAX, CallerSearchResponse, CaseDetail, HABITANTE_AUDIT, PEOPLE_PATHS } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import type { HabitantesTable } from '../../db/schema.citizens';
import { caseApi, caseCounts, caseTenant, createBody, type CaseTenant } from '../../testing/caseApi';
import { auditCount, insertHabitante, newCurp, storedRow } from './people.testkit';
import { identity } from '../../core';

/* Issue 21 item 7: the staff intake finds the caller by CURP, name or phone, or registers them, and links the case. */

/** Takes cases but may not open the registry's records (no SigVerPersona). */
const CAPTURISTA = 'Capturista';

describe.each(testDatabases())('the intake caller on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let capturista: string;
  let rosalba: HabitantesTable;
  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
    t = await caseTenant(env, 'llamadas');
    await identity.insertRole(env.app.db, t.id, CAPTURISTA, ['SigVerReporte', 'SigEditarReporte']);
    capturista = await makeUser(env, 'capturista@llamadas.sig', CAPTURISTA, t.slug);
    rosalba = await insertHabitante(env, t.id, { nombre: 'Rosalba', apellidos: 'Quintero Salas', telefono: '(771) 555-0142', email: 'rosalba@correo.mx' });
    // the demo cliente's namesake, which another cliente's search must not reach
    await insertHabitante(env, env.demoId, { nombre: 'Rosalba', apellidos: 'Quintero Salas' });
  });
  afterAll(() => env.close());

  const search = (token: string, q: string) => env.inject({ method: 'GET', url: `${PEOPLE_PATHS.callers}?q=${encodeURIComponent(q)}`, token });
  const register = (token: string, payload: object) => env.inject({ method: 'POST', url: PEOPLE_PATHS.callers, token, payload });
  const found = async (token: string, q: string) => {
    const res = await search(token, q);
    expect(res.statusCode).toBe(200);
    return CallerSearchResponse.parse(res.json());
  };
  const habitanteCount = async (clienteId: string) =>
    Number((await env.app.db.selectFrom('habitantes').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', clienteId).executeTakeFirstOrThrow()).n);

  describe('search', () => {
    test.each([
      ['the whole CURP, typed in lower case with spaces', () => ` ${rosalba.curp!.toLowerCase().slice(0, 9)} ${rosalba.curp!.toLowerCase().slice(9)} `],
      ['part of the name, without accents', () => 'rosalba quin'],
      ['the phone, spaced another way', () => '771 5550142'],
      ['the last digits of the phone', () => '0142'],
    ])('finds the caller by %s', async (_how, q) => {
      const res = await found(t.clerk, q());
      expect(res.items.map((i) => i.id)).toEqual([rosalba.id]);
      // Atención ciudadana may see persons: the data comes whole
      expect(res.items[0]).toEqual({ id: rosalba.id, nombreCompleto: 'Rosalba Quintero Salas', curp: rosalba.curp, telefono: '(771) 555-0142', colonia: null });
    });

    test('without SigVerPersona the CURP and the phone come masked', async () => {
      const res = await found(capturista, rosalba.curp!);
      expect(res.items).toHaveLength(1);
      const item = res.items[0]!;
      expect(item.curp).toBe(`${rosalba.curp!.slice(0, 4)}${'•'.repeat(12)}${rosalba.curp!.slice(-2)}`);
      expect(item.telefono).toBe('•••• ••42');
      expect(JSON.stringify(res)).not.toContain('555');
    });

    test(`answers at most ${CALLER_SEARCH_MAX}, newest first, and counts them all`, async () => {
      for (let i = 0; i < CALLER_SEARCH_MAX + 2; i++) {
        env.clock.advance(1000);
        await insertHabitante(env, t.id, { nombre: `Zacarías ${i}`, apellidos: 'Montaño' });
      }
      const res = await found(t.clerk, 'montaño');
      expect(res.total).toBe(CALLER_SEARCH_MAX + 2);
      expect(res.items).toHaveLength(CALLER_SEARCH_MAX);
      expect(res.items[0]!.nombreCompleto).toBe(`Zacarías ${CALLER_SEARCH_MAX + 1} Montaño`);
    });

    test('a phone query does not match names, and nothing matches nothing', async () => {
      expect((await found(t.clerk, '9999 9999')).items).toEqual([]);
      expect((await found(t.clerk, 'nadie-se-llama-asi')).total).toBe(0);
    });

    test.each([['', 'q'], ['ro', 'q'], ['x'.repeat(121), 'q']])('q %j -> 400 naming the field', async (q, field) => {
      const res = await search(t.clerk, q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field });
    });
  });

  describe('registering a new caller', () => {
    test('with a CURP: the least fields, the birth date from the CURP, recorded in the audit', async () => {
      const curp = newCurp();
      const res = await register(t.clerk, { curp: curp.toLowerCase(), nombre: ' Teodoro ', apellidos: 'Ibarra Luna', telefono: '771 200 3000' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ id: expect.any(String), nombreCompleto: 'Teodoro Ibarra Luna', curp, telefono: '771 200 3000', colonia: null });
      const row = await storedRow(env, body.id);
      expect(row).toMatchObject({ cliente_id: t.id, curp, nombre: 'Teodoro', apellidos: 'Ibarra Luna', telefono: '771 200 3000', fecha_nacimiento: expect.stringMatching(/^19\d\d-/), consentimiento: 0 });
      expect(await auditCount(env, body.id, HABITANTE_AUDIT.create)).toBe(1);
      // found by the next search at once
      expect((await found(t.clerk, 'teodoro ibarra')).items.map((i) => i.id)).toEqual([body.id]);
    });

    test('a CURP another person holds -> 409 on curp, nothing written', async () => {
      const before = await habitanteCount(t.id);
      const res = await register(t.clerk, { curp: rosalba.curp, nombre: 'Otra', apellidos: 'Persona' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'persona.curp_taken', field: 'curp' });
      expect(await habitanteCount(t.id)).toBe(before);
      expect(await storedRow(env, rosalba.id)).toEqual(rosalba);
    });

    test.each([
      ['a CURP with a wrong check digit', () => ({ curp: `${rosalba.curp!.slice(0, 17)}${(Number(rosalba.curp!.slice(17)) + 1) % 10}`, nombre: 'A', apellidos: 'B' }), 'curp'],
      ['a CURP too short', () => ({ curp: 'ABCD12', nombre: 'A', apellidos: 'B' }), 'curp'],
      ['no nombre', () => ({ curp: newCurp(), apellidos: 'B' }), 'nombre'],
      ['a blank apellidos', () => ({ curp: newCurp(), nombre: 'A', apellidos: '   ' }), 'apellidos'],
      ['a field the form has not', () => ({ curp: newCurp(), nombre: 'A', apellidos: 'B', email: 'x@y.mx' }), 'body'],
      ['no CURP where the cliente registers nobody without one', () => ({ nombre: 'A', apellidos: 'B', sinCurpMotivo: 'No la recuerda' }), 'curp'],
    ])('%s -> 400 naming the field, nothing written', async (_what, payload, field) => {
      const before = await habitanteCount(t.id);
      const res = await register(t.clerk, payload());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, field });
      expect(await habitanteCount(t.id)).toBe(before);
    });

    test('without a CURP where the cliente allows it, with the reason', async () => {
      await env.app.db.updateTable('clientes').set({ operacion_sin_curp: 1 }).where('id', '=', t.id).execute();
      try {
        const missing = await register(t.clerk, { nombre: 'Sin', apellidos: 'Clave' });
        expect(missing.json()).toMatchObject({ statusCode: 400, code: 'persona.curp_required', field: 'sinCurpMotivo' });
        const res = await register(t.clerk, { nombre: 'Sin', apellidos: 'Clave', sinCurpMotivo: 'Persona adulta mayor sin registro' });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ curp: null });
        expect(await storedRow(env, res.json().id)).toMatchObject({ curp: null, sin_curp_motivo: 'Persona adulta mayor sin registro' });
      } finally {
        await env.app.db.updateTable('clientes').set({ operacion_sin_curp: 0 }).where('id', '=', t.id).execute();
      }
    });
  });

  describe('the case linked to the caller', () => {
    test("links the reporte and fills the empty contact from the registry; the detail names the person", async () => {
      const api = caseApi(env, t.clerk, 'reporte');
      const c = await api.add({ ...createBody(t, 'reporte'), contacto: undefined, habitanteId: rosalba.id });
      expect(c).toMatchObject({
        habitanteId: rosalba.id,
        habitante: { id: rosalba.id, nombre: 'Rosalba Quintero Salas' },
        contacto: { nombre: 'Rosalba Quintero Salas', telefono: '(771) 555-0142', email: 'rosalba@correo.mx' },
      });
      const detail = CaseDetail.parse((await api.detail(c.id)).json());
      expect(detail.habitante).toEqual({ id: rosalba.id, nombre: 'Rosalba Quintero Salas' });
    });

    test('what the clerk typed in the contact stays', async () => {
      const c = await caseApi(env, t.clerk, 'solicitud').add(createBody(t, 'solicitud', { habitanteId: rosalba.id }));
      expect(c).toMatchObject({ habitanteId: rosalba.id, contacto: { nombre: 'Ana Pérez', telefono: '55 1234 5678' } });
    });

    test("another cliente's person, or none -> 400 case.invalid_reference on habitanteId, no case", async () => {
      const elsewhere = await insertHabitante(env, env.demoId, { nombre: 'Ajena' });
      const before = await caseCounts(env, t.id);
      for (const habitanteId of [elsewhere.id, 'no-existe', '']) {
        const res = await caseApi(env, t.clerk, 'reporte').create(createBody(t, 'reporte', { habitanteId }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ field: 'habitanteId' });
      }
      expect(await caseCounts(env, t.id)).toEqual(before);
    });
  });

  describe('access', () => {
    test('a role that takes no cases (Consulta) may neither search nor register', async () => {
      const before = await habitanteCount(t.id);
      expect((await search(t.viewer, 'rosalba')).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
      expect((await register(t.viewer, { curp: newCurp(), nombre: 'A', apellidos: 'B' })).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
      expect(await habitanteCount(t.id)).toBe(before);
    });

    describeAccess(() => env, {
      method: 'GET',
      url: () => `${PEOPLE_PATHS.callers}?q=rosalba`,
      name: PEOPLE_PATHS.callers,
      lacking: { role: 'Consulta' },
      // the demo cliente's people are not the other cliente's
      otherCliente: (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ items: [], total: 0 });
      },
    });
    describeAccess(() => env, {
      method: 'POST',
      url: PEOPLE_PATHS.callers,
      payload: () => ({ curp: newCurp(), nombre: 'Acceso', apellidos: 'Prueba' }),
      lacking: { role: 'Consulta' },
      // it registers in the caller's own cliente, never in the demo one
      otherCliente: async (res, e) => {
        expect(res.statusCode).toBe(201);
        const row = await storedRow(e, res.json().id);
        expect(row.cliente_id).toBe(e.otherId);
      },
    });
  });
});
