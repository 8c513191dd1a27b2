import { ADMIN_PATHS, HABITANTE_AUDIT, PEOPLE_PAGE_SIZE, Persona, PersonaListResponse } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import { knownAudit } from '../../testing/knownAudit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, USER_PASSWORD, makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import { newTenant } from '../catalogs/catalogs.testkit';
import { auditCount, insertHabitante, newCurp, peopleApi, storedRow } from './people.testkit';
import { identity } from '../../core';
import { seedDemoCatalogs } from '../catalogs';

/** A demo role that operates the registry: sees and edits persons. */
const PADRON = 'Padrón';

describe.each(testDatabases())('persons on %s', (db) => {
  let env: TestEnv;
  let api: ReturnType<typeof peopleApi>;
  let clerk: ReturnType<typeof peopleApi>;
  let adminId: string;
  let colonias: Record<string, string>;
  beforeAll(async () => {
    env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
    await identity.insertRole(env.app.db, env.demoId, PADRON, ['SigVerPersona', 'SigMidb']);
    api = peopleApi(env, await makeUser(env, 'padron@demo.sig', PADRON));
    clerk = peopleApi(env, await makeUser(env, 'clerk@demo.sig', 'Atención ciudadana'));
    adminId = (await identity.findUserByEmail(env.app.db, ADMIN_EMAIL))!.id;
    const rows = await env.app.db.selectFrom('colonias').select(['id', 'nombre']).where('cliente_id', '=', env.demoId).where('activo', '=', 1).execute();
    colonias = Object.fromEntries(rows.map((r) => [r.nombre, r.id]));
  });
  afterAll(() => env.close());

  const auditRows = (id: string) =>
    env.app.db.selectFrom('admin_audit').selectAll().where('entity', '=', 'habitante').where('entity_id', '=', id).orderBy('at').orderBy('id').execute();

  describe('the record', () => {
    test('answers every field but the search text, and records each view with its viewer', async () => {
      const [coloniaNombre, coloniaId] = Object.entries(colonias)[0]!;
      const p = await insertHabitante(env, env.demoId, { nombre: 'Úrsula', apellidos: 'Domínguez', colonia_id: coloniaId, lat: 19.5, lng: -99.1, sexo: 'M' });
      const admin = peopleApi(env, await env.login(ADMIN_EMAIL, ADMIN_PASSWORD));

      const res = await admin.get(p.id);
      expect(res.statusCode).toBe(200);
      expect(Persona.parse(res.json())).toEqual({
        id: p.id,
        curp: p.curp,
        sinCurpMotivo: '',
        nombre: 'Úrsula',
        apellidos: 'Domínguez',
        nombreCompleto: 'Úrsula Domínguez',
        fechaNacimiento: '1990-01-01',
        sexo: 'M',
        telefono: p.telefono,
        email: p.email,
        direccion: p.direccion,
        colonia: { id: coloniaId, nombre: coloniaNombre },
        ubicacion: { lat: 19.5, lng: -99.1 },
        consentimiento: true,
        version: 1,
        createdAt: p.created_at,
        updatedAt: p.updated_at,
      });
      expect(res.json()).not.toHaveProperty('searchText');
      expect(res.json()).not.toHaveProperty('clienteId');

      expect((await clerk.get(p.id)).statusCode).toBe(200);
      expect(await auditCount(env, p.id, HABITANTE_AUDIT.view)).toBe(2);
      const rows = await auditRows(p.id);
      expect(rows.map((r) => [r.action, r.actor_id, r.cliente_id, r.before, r.after])).toEqual([
        [HABITANTE_AUDIT.view, adminId, env.demoId, null, null],
        [HABITANTE_AUDIT.view, (await identity.findUserByEmail(env.app.db, 'clerk@demo.sig'))!.id, env.demoId, null, null],
      ]);
    });

    test("administrators read a person's audit trail; a clerk who views persons may not", async () => {
      const p = await insertHabitante(env, env.demoId);
      expect((await clerk.get(p.id)).statusCode).toBe(200);
      const url = `${ADMIN_PATHS.audit}?entity=habitante&id=${p.id}`;
      const trail = knownAudit((await env.inject({ method: 'GET', url, token: await env.login(ADMIN_EMAIL, ADMIN_PASSWORD) })).json());
      expect(trail.items.map((i) => [i.entity, i.action, i.actor?.email])).toEqual([['habitante', HABITANTE_AUDIT.view, 'clerk@demo.sig']]);
      const clerkToken = await env.login('clerk@demo.sig', USER_PASSWORD);
      expect((await env.inject({ method: 'GET', url, token: clerkToken })).json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
    });

    test('an unknown id -> 404 persona.not_found, nothing recorded', async () => {
      const res = await api.get('no-existe');
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'persona.not_found' });
      expect(await auditCount(env, 'no-existe', HABITANTE_AUDIT.view)).toBe(0);
    });
  });

  describe('search', () => {
    let tenant: Awaited<ReturnType<typeof newTenant>>;
    let search: ReturnType<typeof peopleApi>;
    beforeAll(async () => {
      tenant = await newTenant(env, 'busqueda');
      search = peopleApi(env, tenant.admin);
    });

    test('by any words of the name, without accents or case, or by CURP; light rows; not audited', async () => {
      const jose = await insertHabitante(env, tenant.id, { nombre: 'José Ángel', apellidos: 'Núñez Peña' });
      await insertHabitante(env, tenant.id, { nombre: 'Josefina', apellidos: 'Ortega' });
      await insertHabitante(env, tenant.id, { nombre: 'Ángel', apellidos: 'Ríos' });

      const byWords = PersonaListResponse.parse((await search.search('?q=jose%20NUNEZ')).json());
      expect(byWords.items.map((i) => i.nombreCompleto)).toEqual(['José Ángel Núñez Peña']);
      expect(byWords.items[0]).toEqual({ id: jose.id, nombreCompleto: 'José Ángel Núñez Peña', curp: jose.curp, colonia: null, createdAt: jose.created_at });

      const byCurp = PersonaListResponse.parse((await search.search(`?q=${jose.curp!.toLowerCase()}`)).json());
      expect(byCurp.items.map((i) => i.id)).toEqual([jose.id]);
      const byCurpStart = PersonaListResponse.parse((await search.search(`?q=${jose.curp!.slice(0, 10)}`)).json());
      expect(byCurpStart.items.map((i) => i.id)).toContain(jose.id);

      const angel = PersonaListResponse.parse((await search.search('?q=angel')).json());
      expect(angel.total).toBe(2);
      const body = (await search.search('?q=jose')).body;
      for (const secret of [jose.telefono, jose.email, jose.direccion]) expect(body).not.toContain(secret);
      expect(await auditCount(env, jose.id, HABITANTE_AUDIT.view)).toBe(0);
    });

    test(`pages of ${PEOPLE_PAGE_SIZE}, newest first, counted on the server`, async () => {
      const t = await newTenant(env, 'paginas');
      const ids: string[] = [];
      for (let i = 0; i < PEOPLE_PAGE_SIZE + 3; i++) {
        env.clock.advance(1000);
        ids.push((await insertHabitante(env, t.id, { nombre: `Persona ${i}` })).id);
      }
      const pages = peopleApi(env, t.admin);
      const first = PersonaListResponse.parse((await pages.search()).json());
      expect(first).toMatchObject({ total: PEOPLE_PAGE_SIZE + 3, page: 1, pageSize: PEOPLE_PAGE_SIZE });
      expect(first.items.map((i) => i.id)).toEqual(ids.slice().reverse().slice(0, PEOPLE_PAGE_SIZE));
      const second = PersonaListResponse.parse((await pages.search('?page=2')).json());
      expect(second.items.map((i) => i.id)).toEqual(ids.slice(0, 3).reverse());
      expect((await pages.search('?page=0')).json()).toMatchObject({ statusCode: 400, field: 'page' });
    });
  });

  describe('edit', () => {
    test('changes only what differs, bumps the version, records before/after of the changed fields only', async () => {
      const p = await insertHabitante(env, env.demoId, { nombre: 'Lucía', apellidos: 'Bravo', telefono: '111', consentimiento: 0 });
      const curp = newCurp();
      const res = await api.patch(p.id, {
        version: 1,
        nombre: 'Lucía',
        telefono: ' 222 ',
        email: 'Lucia.Bravo@Correo.MX',
        consentimiento: true,
        coloniaId: colonias['Centro'],
        curp: curp.toLowerCase(),
      });
      expect(res.statusCode).toBe(200);
      const persona = Persona.parse(res.json());
      expect(persona).toMatchObject({ nombre: 'Lucía', telefono: '222', email: 'lucia.bravo@correo.mx', consentimiento: true, colonia: { id: colonias['Centro'], nombre: 'Centro' }, curp, version: 2 });
      expect(persona.updatedAt).toBe(env.clock.fn().toISOString());

      const [entry] = (await auditRows(p.id)).filter((r) => r.action === HABITANTE_AUDIT.update);
      expect(entry!.actor_id).toBe((await identity.findUserByEmail(env.app.db, 'padron@demo.sig'))!.id);
      expect(JSON.parse(entry!.before!)).toEqual({ telefono: '111', email: p.email, consentimiento: false, colonia: null, curp: p.curp });
      expect(JSON.parse(entry!.after!)).toEqual({ telefono: '222', email: 'lucia.bravo@correo.mx', consentimiento: true, colonia: { id: colonias['Centro'], nombre: 'Centro' }, curp });
      // the trail reads it back in its own shape
      const trail = knownAudit((await env.inject({ method: 'GET', url: `${ADMIN_PATHS.audit}?entity=habitante&id=${p.id}`, token: await env.login(ADMIN_EMAIL, ADMIN_PASSWORD) })).json());
      expect(trail.items.find((i) => i.action === HABITANTE_AUDIT.update)).toMatchObject({ before: { telefono: '111' }, after: { telefono: '222', colonia: { nombre: 'Centro' } } });

      // the new CURP is what search finds now
      const found = PersonaListResponse.parse((await api.search(`?q=${curp}`)).json());
      expect(found.items.map((i) => i.id)).toEqual([p.id]);
    });

    test('a body that changes nothing changes and records nothing', async () => {
      const p = await insertHabitante(env, env.demoId);
      const res = await api.patch(p.id, { version: 1, nombre: p.nombre, telefono: p.telefono });
      expect(res.statusCode).toBe(200);
      expect(res.json().version).toBe(1);
      expect(await storedRow(env, p.id)).toEqual(p);
      expect(await auditCount(env, p.id, HABITANTE_AUDIT.update)).toBe(0);
    });

    test('a new name is searchable; giving a CURP to a person registered without one clears the reason', async () => {
      const p = await insertHabitante(env, env.demoId, { curp: null, sin_curp_motivo: 'Persona adulta mayor sin documentos' });
      const curp = newCurp();
      const res = await api.patch(p.id, { version: 1, apellidos: 'Zamudio Téllez', curp });
      expect(res.json()).toMatchObject({ apellidos: 'Zamudio Téllez', curp, sinCurpMotivo: '', version: 2 });
      const found = PersonaListResponse.parse((await api.search('?q=zamudio%20tellez')).json());
      expect(found.items.map((i) => i.id)).toEqual([p.id]);
      const [entry] = (await auditRows(p.id)).filter((r) => r.action === HABITANTE_AUDIT.update);
      expect(JSON.parse(entry!.before!)).toMatchObject({ curp: null, sinCurpMotivo: 'Persona adulta mayor sin documentos' });
    });

    test('bad input -> 400 naming the field, and nothing changes', async () => {
      const p = await insertHabitante(env, env.demoId);
      const other = await newTenant(env, 'colonias-ajenas');
      await seedDemoCatalogs(env.app.db, other.id, env.clock.fn().toISOString());
      const foreignColonia = (await env.app.db.selectFrom('colonias').select('id').where('cliente_id', '=', other.id).executeTakeFirstOrThrow()).id;
      const inactive = Object.entries(colonias).find(([n]) => n !== 'Centro')![1];
      await env.app.db.updateTable('colonias').set({ activo: 0 }).where('id', '=', inactive).execute();
      try {
        const badCurp = `${p.curp!.slice(0, 17)}${(Number(p.curp![17]) + 1) % 10}`;

        const cases: [object, string, string][] = [
          [{ curp: badCurp }, 'curp', 'validation'],
          [{ curp: 'ABC' }, 'curp', 'validation'],
          [{ email: 'no-es-un-correo' }, 'email', 'validation'],
          [{ coloniaId: 'no-existe' }, 'coloniaId', 'persona.colonia_invalid'],
          [{ coloniaId: foreignColonia }, 'coloniaId', 'persona.colonia_invalid'],
          [{ coloniaId: inactive }, 'coloniaId', 'persona.colonia_invalid'],
          [{ nombre: '   ' }, 'nombre', 'validation'],
          [{ fechaNacimiento: '1990-02-30' }, 'fechaNacimiento', 'validation'],
          [{ sexo: 'Z' }, 'sexo', 'validation'],
          [{ search_text: 'x' }, 'body', 'validation'],
          [{ telefono: '999' }, 'version', 'validation'],
        ];
        for (const [change, field, code] of cases) {
          const body = field === 'version' ? change : { version: 1, ...change };
          const res = await api.patch(p.id, body);
          expect([JSON.stringify(change), res.statusCode, res.json().field, res.json().code]).toEqual([JSON.stringify(change), 400, field, code]);
          expect(res.json().message).toBeTruthy();
        }
        expect(await storedRow(env, p.id)).toEqual(p);
        expect(await auditCount(env, p.id, HABITANTE_AUDIT.update)).toBe(0);
      } finally {
        await env.app.db.updateTable('colonias').set({ activo: 1 }).where('id', '=', inactive).execute();
      }
    });

    test('a stale version -> 409 persona.stale and nothing changes', async () => {
      const p = await insertHabitante(env, env.demoId);
      expect((await api.patch(p.id, { version: 1, telefono: '555' })).statusCode).toBe(200);
      const stored = await storedRow(env, p.id);
      const res = await api.patch(p.id, { version: 1, telefono: '666' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'persona.stale', field: 'version' });
      expect(await storedRow(env, p.id)).toEqual(stored);
      expect(await auditCount(env, p.id, HABITANTE_AUDIT.update)).toBe(1);
    });

    test("another person's CURP -> 409 persona.curp_taken on curp; the same CURP in another cliente is fine", async () => {
      const a = await insertHabitante(env, env.demoId);
      const b = await insertHabitante(env, env.demoId);
      const res = await api.patch(b.id, { version: 1, curp: a.curp });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'persona.curp_taken', field: 'curp', message: 'Ya hay otra persona registrada con esa CURP en este municipio.' });
      expect(await storedRow(env, b.id)).toEqual(b);

      const t = await newTenant(env, 'otra-curp');
      const c = await insertHabitante(env, t.id);
      expect((await peopleApi(env, t.admin).patch(c.id, { version: 1, curp: a.curp })).statusCode).toBe(200);
    });

    test('two edits giving one CURP at once: the unique index stops the second, which is told (never a 500)', async () => {
      const curp = newCurp();
      const a = await insertHabitante(env, env.demoId);
      const b = await insertHabitante(env, env.demoId);
      // the first edit is written but not yet committed when the second checks the CURP and writes
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      const first = env.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('habitantes').set({ curp }).where('id', '=', a.id).execute();
        await held;
      });
      const second = api.patch(b.id, { version: 1, curp });
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await first;
      const res = await second;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'persona.curp_taken', field: 'curp' });
      expect(await storedRow(env, b.id)).toEqual(b);
    });

    test('the edit form offers the active colonias of the cliente', async () => {
      const res = await api.colonias();
      expect(res.statusCode).toBe(200);
      expect(res.json().colonias.map((c: { id: string }) => c.id).sort()).toEqual(Object.values(colonias).sort());
    });
  });
});
