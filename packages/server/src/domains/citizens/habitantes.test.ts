import { HabitanteLookup, RegistroResponse } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { OTHER_SLUG, startTestApp, type TestEnv } from '../../testing/testApp';
import { insertHabitante } from './citizens.repository';
import { curp, expectNoPersonalData, publicApi, registro, ROOMY_LIMITS, type PublicApi } from './citizens.testkit';
import { DEMO_SLUG } from '../../demoSeed';

const VALID = 'BOXW310820HNERXN09';

describe.each(testDatabases())('habitantes on the public API on %s', (db) => {
  let env: TestEnv;
  let demo: PublicApi;
  let otro: PublicApi;

  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: ROOMY_LIMITS });
    demo = publicApi(env, DEMO_SLUG);
    otro = publicApi(env, OTHER_SLUG);
  });
  afterAll(() => env.close());

  const row = (id: string) => env.app.db.selectFrom('habitantes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (clienteId: string) => Number((await env.app.db.selectFrom('habitantes').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', clienteId).executeTakeFirstOrThrow()).n);

  test('a valid CURP registers: 201, first name only, everything stored; again → 200 existente with the same id, data untouched', async () => {
    const res = await demo.register(registro(' boxw310820hnerxn09 ', { sexo: 'H' }));
    expect(res.statusCode).toBe(201);
    expectNoPersonalData(res, VALID);
    const answer = RegistroResponse.parse(res.json());
    expect(answer).toEqual({
      nombre: 'María',
      cliente: DEMO_SLUG,
      existente: false,
      sesion: { token: expect.any(String), expiresAt: expect.any(String), habitante: { id: expect.any(String), nombre: 'María', cliente: DEMO_SLUG, existente: true } },
      canales: [
        { canal: 'email', destino: 'm•••@correo.mx' },
        { canal: 'telefono', destino: '•••• ••32' },
      ],
    });
    const h = answer.sesion!.habitante;
    expect(h.id.length).toBeGreaterThanOrEqual(22);

    const stored = await row(h.id);
    expect(stored).toMatchObject({
      cliente_id: env.demoId,
      curp: VALID,
      nombre: 'María José',
      apellidos: 'Privado Secretísimo',
      fecha_nacimiento: '1931-08-20',
      sexo: 'H',
      telefono: '55 9876 5432',
      email: 'maria.secreta@correo.mx',
      direccion: 'Calle Oculta 123, Interior 4',
      consentimiento: 1,
      sin_curp_motivo: '',
      search_text: 'privado secretisimo maria jose boxw310820hnerxn09 5598765432',
    });

    const again = await demo.register(registro(VALID, { nombre: 'Impostor', apellidos: 'Cambiado', telefono: '00 0000 0000', consentimiento: false }));
    expect(again.statusCode).toBe(200);
    // an existing CURP is no shortcut: no id, no session; the person proves who they are by code
    expect(again.json()).toEqual({ nombre: 'María', cliente: DEMO_SLUG, existente: true, sesion: null, canales: answer.canales });
    expect(again.body).not.toContain(h.id);
    expect(await row(h.id)).toEqual(stored);
  });

  test('an explicit birth date wins over the CURP’s; consent false is stored as 0', async () => {
    const c = curp('FELA950612MDFRPN');
    const h = await demo.newHabitante(registro(c, { fechaNacimiento: '1995-06-13', consentimiento: false }));
    expect(await row(h.habitante.id)).toMatchObject({ curp: c, fecha_nacimiento: '1995-06-13', consentimiento: 0 });
  });

  test.each([
    ['wrong check digit', 'BOXW310820HNERXN08', 'último dígito'],
    ['a date that does not exist', curp('BOXW310230HNERXN'), 'fecha'],
    ['an unknown state', curp('BOXW310820HZZRXN'), 'estado'],
    ['wrong length', 'BOXW310820HNERXN0', '18 caracteres'],
  ])('a CURP with %s → 400 naming curp with what is wrong, nothing stored', async (_what, bad, words) => {
    const before = await count(env.demoId);
    const res = await demo.register(registro(bad));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'citizen.curp_invalid', field: 'curp', errors: [{ type: 'curp' }] });
    expect(res.json().message).toContain(words);
    expect(await count(env.demoId)).toBe(before);

    const lookup = await demo.byCurp(bad);
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json()).toMatchObject({ field: 'curp', code: 'citizen.curp_invalid' });
  });

  test('other bad input names its field; the honeypot is refused', async () => {
    const noName = await demo.register(registro(curp('GOMA850101MDFRRN'), { nombre: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'nombre' });
    const bot = await demo.register(registro(curp('GOMA850101MDFRRN'), { website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toMatchObject({ code: 'citizen.rejected' });
    expect((await demo.byCurp(curp('GOMA850101MDFRRN'))).statusCode).toBe(404);
  });

  test('sin CURP: refused unless the cliente allows it and a motivo is given', async () => {
    const sinCurp = registro(undefined, { sinCurpMotivo: 'No tiene acta de nacimiento' });
    const refused = await demo.register(sinCurp);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'citizen.curp_required', field: 'curp' });

    await env.app.db.updateTable('clientes').set({ operacion_sin_curp: 1 }).where('id', '=', env.demoId).execute();
    try {
      const noMotivo = await demo.register(registro(undefined, { sinCurpMotivo: '   ' }));
      expect(noMotivo.statusCode).toBe(400);
      expect(noMotivo.json()).toMatchObject({ code: 'citizen.curp_required', field: 'curp' });

      const a = await demo.newHabitante(sinCurp);
      const b = await demo.newHabitante(sinCurp);
      expect(a.habitante.id).not.toBe(b.habitante.id);
      expect(await row(a.habitante.id)).toMatchObject({ curp: null, sin_curp_motivo: 'No tiene acta de nacimiento', fecha_nacimiento: null });
    } finally {
      await env.app.db.updateTable('clientes').set({ operacion_sin_curp: 0 }).where('id', '=', env.demoId).execute();
    }
  });

  test('two registrations of one CURP at once: one habitante, both answers name it', async () => {
    const c = curp('RACE900101HDFRCS');
    const answers = await Promise.all(Array.from({ length: 6 }, () => demo.register(registro(c))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    // only the one that created the record gets its session
    expect(answers.filter((r) => r.json().sesion !== null)).toHaveLength(1);
    const rows = await env.app.db.selectFrom('habitantes').selectAll().where('curp', '=', c).execute();
    expect(rows).toHaveLength(1);

    // the loser of a race reaches the insert after the winner committed: the unique index turns it away quietly
    const now = env.clock.fn().toISOString();
    expect(await insertHabitante(env.app.db, { ...rows[0]!, id: 'perdedor-de-la-carrera', created_at: now, updated_at: now })).toBe(false);
    expect(await env.app.db.selectFrom('habitantes').select('id').where('curp', '=', c).execute()).toEqual([{ id: rows[0]!.id }]);
  });

  test('lookup by CURP: first name and masked contacts, no id or key to file with; by id: first name; another cliente’s habitante is not found through this slug', async () => {
    const c = curp('LOPJ800229HJCPRN');
    const h = (await demo.newHabitante(registro(c))).habitante;
    const byCurp = await demo.byCurp(c.toLowerCase());
    expect(byCurp.statusCode).toBe(200);
    expect(HabitanteLookup.strict().parse(byCurp.json())).toEqual({ nombre: 'María', cliente: DEMO_SLUG, canales: [{ canal: 'email', destino: 'm•••@correo.mx' }, { canal: 'telefono', destino: '•••• ••32' }] });
    expect(byCurp.body).not.toContain(h.id);
    expectNoPersonalData(byCurp, c, 'maria.secreta', '9876');

    const byId = await demo.byId(h.id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ id: h.id, nombre: 'María', cliente: DEMO_SLUG, existente: true });
    expectNoPersonalData(byId, c);

    // the same CURP is a different person record in another cliente
    const notThere = await otro.byCurp(c);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json()).toMatchObject({ code: 'citizen.not_found' });
    const inOtro = await otro.newHabitante(registro(c));
    expect(inOtro.habitante.id).not.toBe(h.id);
    expect(inOtro.habitante.cliente).toBe(OTHER_SLUG);

    const unknown = await demo.byId('no-existe-este-id');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'citizen.not_found' });
  });

  test('an unknown cliente is a 404 on every habitante route', async () => {
    const nadie = publicApi(env, 'no-existe');
    for (const res of [await nadie.register(registro(curp('NADA700101HDFRRN'))), await nadie.byCurp(VALID)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'citizen.cliente_not_found' });
    }
  });

  test('no token is needed and no CORS header is sent on the habitante routes', async () => {
    const res = await demo.register(registro(curp('CORS700101HDFRRN')));
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await demo.byCurp(VALID)).headers['access-control-allow-origin']).toBeUndefined();
  });
});
