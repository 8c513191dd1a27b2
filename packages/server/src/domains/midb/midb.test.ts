import { HABITANTE_AUDIT, MIDB_AUDIT, MIDB_COUNT_MAX, curpProblem } from '@sig/shared/contract';
import { countHabitantes, countHabitantesUpTo, countsPerColonia, pageHabitantes, planSearch, withOrder } from './midb.repository';
import { seedBulkHabitantes } from './seed';
import { testDatabases } from '../../testing/testDatabases';
import { makeUser, startTestApp, type TestEnv } from '../../testing/testApp';
import type { Tenant } from '../../testing/tenants';
import { identity } from '../../core';
import { auditRows, curpOf, midbApi, registryTenant } from './midb.testkit';

/* The registry (issue 23): search and its filters, a habitante's record, export, map and points. */

describe.each(testDatabases())('the citizen registry on %s', (db) => {
  let env: TestEnv;
  let api: ReturnType<typeof midbApi>;
  let tenant: Tenant;
  let colonias: Awaited<ReturnType<typeof registryTenant>>['colonias'];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    env = await startTestApp(db);
    const t = await registryTenant(env);
    tenant = t;
    colonias = t.colonias;
    api = midbApi(env, t.admin);
    const people = [
      { key: 'rosa', nombre: 'Rosalba', apellidos: 'Quintero Sálas', curp: curpOf('1950-03-10', 'M'), telefono: '(771) 123-4567', coloniaId: colonias[0]!.id, consentimiento: true, ubicacion: { lat: 19.43, lng: -99.13 } },
      { key: 'jose', nombre: 'José', apellidos: 'Ávila Pérez', curp: curpOf('1990-06-20', 'H'), telefono: '55 9876 5432', coloniaId: colonias[1]!.id, consentimiento: false, ubicacion: { lat: 19.5, lng: -99.2 } },
      { key: 'ana', nombre: 'Ana María', apellidos: 'López', curp: curpOf('2008-01-16', 'M'), telefono: '', coloniaId: colonias[0]!.id, consentimiento: true },
      { key: 'sin', nombre: 'Tomás', apellidos: 'Ruiz', sinCurpMotivo: 'Adulto mayor sin acta', fechaNacimiento: '1940-01-01', sexo: 'H', telefono: '' },
    ];
    for (const { key, ...body } of people) {
      const res = await api.create(body);
      expect(res.statusCode).toBe(201);
      ids[key] = res.json().id;
    }
  });
  afterAll(() => env.close());

  const names = async (query: string) => {
    const res = await api.search(query);
    expect(res.statusCode).toBe(200);
    return res.json().items.map((i: { nombreCompleto: string }) => i.nombreCompleto);
  };

  test('lists the registry by apellidos with colonia, zona, age and sex, paged on the server', async () => {
    const page = (await api.search('?pageSize=2')).json();
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    expect(page.items.map((i: { nombreCompleto: string }) => i.nombreCompleto)).toEqual(['José Ávila Pérez', 'Ana María López']);
    const second = (await api.search('?pageSize=2&page=2')).json();
    expect(second.items.map((i: { nombreCompleto: string }) => i.nombreCompleto)).toEqual(['Rosalba Quintero Sálas', 'Tomás Ruiz']);
    const rosa = second.items[0];
    // today is 2026-01-15 in Mexico City: born 1950-03-10 → 75
    expect(rosa).toMatchObject({ edad: 75, sexo: 'M', consentimiento: true, colonia: { id: colonias[0]!.id } });
    expect(rosa.zona === null || typeof rosa.zona.nombre === 'string').toBe(true);
  });

  test('finds by name ignoring accents and case, by phone digits, by CURP and by colonia name', async () => {
    expect(await names('?q=SALAS')).toEqual(['Rosalba Quintero Sálas']);
    expect(await names('?q=jose avila')).toEqual(['José Ávila Pérez']);
    expect(await names('?q=771123')).toEqual(['Rosalba Quintero Sálas']);
    const jose = (await api.get(ids.jose!)).json();
    expect(await names(`?q=${jose.curp.toLowerCase()}`)).toEqual(['José Ávila Pérez']);
    expect(await names(`?q=${encodeURIComponent(colonias[1]!.nombre.toUpperCase())}`)).toContain('José Ávila Pérez');
    expect(await names('?q=zzzqqq')).toEqual([]);
  });

  test('filters by colonia, zona, age, sex, consent and programme', async () => {
    expect(await names(`?coloniaId=${colonias[0]!.id}`)).toEqual(['Ana María López', 'Rosalba Quintero Sálas']);
    expect(await names('?sexo=H')).toEqual(['José Ávila Pérez', 'Tomás Ruiz']);
    expect(await names('?consentimiento=no')).toEqual(['José Ávila Pérez', 'Tomás Ruiz']);
    // Ana turns 18 tomorrow (2008-01-16): 17 today
    expect(await names('?edadMax=17')).toEqual(['Ana María López']);
    expect(await names('?edadMin=18&edadMax=80')).toEqual(['José Ávila Pérez', 'Rosalba Quintero Sálas']);
    const zona = colonias[0]!.zona_id;
    if (zona) expect(await names(`?zonaId=${zona}`)).toEqual(expect.arrayContaining(['Ana María López', 'Rosalba Quintero Sálas']));
    const created = await api.newPrograma({ nombre: 'Filtro de prueba' });
    expect(created.json()).toMatchObject({ nombre: 'Filtro de prueba' });
    const prog = created.json();
    const enrolled = await api.enrol(prog.id, { habitanteIds: [ids.jose] });
    expect(enrolled.json()).toEqual({ inscritos: 1, yaInscritos: 0 });
    expect(await names(`?programaId=${prog.id}`)).toEqual(['José Ávila Pérez']);
  });

  test('refuses an age range upside down, naming the field, and a bad filter value', async () => {
    const res = await api.search('?edadMin=50&edadMax=20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/edad mínima/);
    expect((await api.search('?sexo=Z')).statusCode).toBe(400);
    expect((await api.search('?pageSize=1000')).statusCode).toBe(400);
  });

  test('a new habitante takes birth date and sex from the CURP; the creation is audited', async () => {
    const curp = curpOf('1985-12-01', 'H');
    const res = await api.create({ nombre: 'Pedro', apellidos: 'Sánchez', curp, fechaNacimiento: '2000-01-01', sexo: 'M' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ curp, fechaNacimiento: '1985-12-01', sexo: 'H', programas: [], version: 1 });
    const [entry] = await auditRows(env, res.json().id, HABITANTE_AUDIT.create);
    expect(JSON.parse(entry!.after!)).toMatchObject({ curp, fechaNacimiento: '1985-12-01', sexo: 'H' });
    // the same CURP again is refused and writes nothing
    const again = await api.create({ nombre: 'Otro', apellidos: 'Nombre', curp });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'persona.curp_taken', field: 'curp' });
  });

  test('a CURP with a wrong check digit is refused on the curp field', async () => {
    const good = curpOf('1970-05-05');
    const bad = good.slice(0, 17) + ((Number(good[17]) + 1) % 10);
    expect(curpProblem(bad)).toBe('check_digit');
    const res = await api.create({ nombre: 'A', apellidos: 'B', curp: bad });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/curp/);
  });

  test('without a CURP only with SigOperacionSinCurp and a reason', async () => {
    const noReason = await api.create({ nombre: 'Sin', apellidos: 'Motivo' });
    expect(noReason.json()).toMatchObject({ statusCode: 400, code: 'midb.curp_required', field: 'sinCurpMotivo' });
    await identity.insertRole(env.app.db, tenant.id, 'Padrón sin CURP no', ['SigMidb']);
    const clerk = midbApi(env, await makeUser(env, `padron.${Date.now()}@demo.sig`, 'Padrón sin CURP no', tenant.slug));
    const refused = await clerk.create({ nombre: 'Sin', apellidos: 'Permiso', sinCurpMotivo: 'No la trae' });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'midb.curp_required', field: 'curp' });
    expect(await names('?q=permiso')).toEqual([]);
    const sin = (await api.get(ids.sin!)).json();
    expect(sin).toMatchObject({ curp: null, sinCurpMotivo: 'Adulto mayor sin acta', fechaNacimiento: '1940-01-01', sexo: 'H' });
  });

  test('an edit with a stale version is refused (409) and a CURP change moves birth date and sex', async () => {
    const before = (await api.get(ids.ana!)).json();
    const ok = await api.patch(ids.ana!, { version: before.version, telefono: '771 000 1111', ubicacion: { lat: 19.44, lng: -99.12 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ telefono: '771 000 1111', ubicacion: { lat: 19.44, lng: -99.12 }, version: before.version + 1 });
    const stale = await api.patch(ids.ana!, { version: before.version, telefono: '0' });
    expect(stale.json()).toMatchObject({ statusCode: 409, code: 'persona.stale' });
    const curp = curpOf('2001-02-03', 'H');
    const moved = await api.patch(ids.ana!, { version: before.version + 1, curp });
    expect(moved.json()).toMatchObject({ curp, fechaNacimiento: '2001-02-03', sexo: 'H' });
    expect(await names('?q=7710001111')).toEqual(['Ana María López']);
  });

  test('a page of the list and a box of the map that show people are audited with their filters', async () => {
    const before = (await auditRows(env, tenant.id, MIDB_AUDIT.consulta)).length;
    await api.search('?q=salas&page=1');
    await api.search('?q=nadie-se-llama-asi');
    await api.puntos('?bbox=-99.15,19.42,-99.12,19.45');
    const entries = (await auditRows(env, tenant.id, MIDB_AUDIT.consulta)).slice(before).map((e) => JSON.parse(e.after!));
    expect(entries).toEqual([
      { vista: 'lista', filtros: { q: 'salas', page: 1 }, filas: 1 },
      { vista: 'mapa', filtros: { bbox: '-99.15,19.42,-99.12,19.45' }, filas: 2 },
    ]);
  });

  test('reading a record is audited each time', async () => {
    const n = (await auditRows(env, ids.jose!, HABITANTE_AUDIT.view)).length;
    await api.get(ids.jose!);
    await api.get(ids.jose!);
    expect(await auditRows(env, ids.jose!, HABITANTE_AUDIT.view)).toHaveLength(n + 2);
  });

  test('exports the filtered set as CSV in the clerk’s language, audited with its filters and rows', async () => {
    const res = await midbApi(env, tenant.admin, { 'accept-language': 'en' }).exportCsv(`?coloniaId=${colonias[0]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^CURP,First name,Last names,Birth date,Age/);
    expect(lines).toHaveLength(3);
    // coordinates stay numbers (a negative longitude is not a formula to defuse)
    expect(lines.find((l) => l.includes('Rosalba'))).toMatch(/,19\.43,-99\.13,/);
    const entries = await auditRows(env, tenant.id, MIDB_AUDIT.export);
    expect(JSON.parse(entries.at(-1)!.after!)).toEqual({ filtros: { coloniaId: colonias[0]!.id }, filas: 2 });
  });

  test('counts habitantes per colonia in SQL for the map, and answers points inside a box', async () => {
    const mapa = (await api.mapa()).json();
    expect(mapa.total).toBeGreaterThanOrEqual(4);
    const first = mapa.colonias.find((c: { colonia: { id: string } }) => c.colonia.id === colonias[0]!.id);
    expect(first.habitantes).toBe(2);
    expect(mapa.sinColonia).toBeGreaterThanOrEqual(1);
    const filtered = (await api.mapa('?sexo=H')).json();
    expect(filtered.colonias.map((c: { habitantes: number }) => c.habitantes).reduce((a: number, b: number) => a + b, 0) + filtered.sinColonia).toBe(filtered.total);
    const box = (await api.puntos('?bbox=-99.15,19.42,-99.12,19.45')).json();
    expect(box.truncated).toBe(false);
    expect(box.items.map((p: { nombreCompleto: string }) => p.nombreCompleto).sort()).toEqual(['Ana María López', 'Rosalba Quintero Sálas']);
    expect((await api.puntos('?bbox=1,2,3')).statusCode).toBe(400);
  });

  test('the map of the whole registry (counts kept with every write) follows a colonia change and a creation', async () => {
    const shown = (m: { colonias: { colonia: { id: string }; habitantes: number }[]; sinColonia: number }): Record<string, number> => ({
      ...Object.fromEntries(m.colonias.map((c) => [c.colonia.id, c.habitantes])),
      '': m.sinColonia,
    });
    const counted = async () => {
      const rows = await countsPerColonia(env.app.db, { clienteId: tenant.id, today: '2026-01-15' }, {});
      return { '': 0, ...Object.fromEntries(rows.map((r) => [r.colonia_id ?? '', r.n])) };
    };
    const before = shown((await api.mapa()).json());
    const rosa = (await api.get(ids.rosa!)).json();
    expect((await api.patch(ids.rosa!, { version: rosa.version, coloniaId: colonias[1]!.id })).statusCode).toBe(200);
    expect((await api.create({ nombre: 'Irma', apellidos: 'Soto', curp: curpOf('1977-07-07', 'M'), telefono: '', coloniaId: colonias[1]!.id })).statusCode).toBe(201);
    const after = shown((await api.mapa()).json());
    expect(after[colonias[0]!.id]).toBe(before[colonias[0]!.id]! - 1);
    expect(after[colonias[1]!.id]).toBe(before[colonias[1]!.id]! + 2);
    expect(after).toEqual(await counted());
  });
});

describe.each(testDatabases())('the registry at size on %s', (db) => {
  let env: TestEnv;
  let tenant: Awaited<ReturnType<typeof registryTenant>>;
  beforeAll(async () => {
    env = await startTestApp(db);
    tenant = await registryTenant(env, 'grande');
    await seedBulkHabitantes(env.app.db, tenant.id, 2_400, env.clock.fn(), { batchSize: 1_200 });
  });
  afterAll(() => env.close());

  test('a broad list counts no further than MIDB_COUNT_MAX and says there are more; a narrow one is exact', async () => {
    const api = midbApi(env, tenant.admin);
    expect((await api.search()).json()).toMatchObject({ total: MIDB_COUNT_MAX, totalExact: false });
    const narrow = (await api.search('?q=hernandez&sexo=M&edadMin=60')).json();
    expect(narrow.totalExact).toBe(true);
    expect(narrow.total).toBeLessThan(MIDB_COUNT_MAX);
  });

  test('reading from the text matches and walking the list order give the same pages', async () => {
    const scope = { clienteId: tenant.id, today: '2026-01-15' };
    // (a colonia's name is always walked: planSearch never reads it from the text index)
    let readInOrder = 0;
    const walkedPages = { whole: 0, short: 0 };
    let partialPlans = 0;
    for (const f of [{ q: 'hernandez' }, { q: 'maria lopez', consentimiento: 'si' as const }, { q: 'garcia', edadMin: 30, edadMax: 60 }, { q: 'ma', sexo: 'M' as const }]) {
      const ids = async (fromText: boolean) => (await pageHabitantes(env.app.db, scope, f, 50, 0, { fromText })).map((r) => r.id);
      const walked = await ids(false);
      expect(walked.length).toBeGreaterThan(0);
      expect(await ids(true)).toEqual(walked);
      const counted = await countHabitantesUpTo(env.app.db, scope, f, 10_000, { fromText: false });
      expect(await countHabitantesUpTo(env.app.db, scope, f, 10_000, { fromText: true })).toBe(counted);
      // as a request plans it: the text index's ids (SQLite), read once in order for the page and the count
      const planned = await withOrder(env.app.db, scope, f, await planSearch(env.app.db, tenant.id, f));
      expect(planned.ordered !== undefined).toBe(planned.ids !== undefined);
      if (planned.ordered) readInOrder++;
      expect((await pageHabitantes(env.app.db, scope, f, 50, 0, planned)).map((r) => r.id)).toEqual(walked);
      expect((await pageHabitantes(env.app.db, scope, f, 10, 20, planned)).map((r) => r.id)).toEqual(walked.slice(20, 30));
      expect(await countHabitantesUpTo(env.app.db, scope, f, 10_000, planned)).toBe(counted);
      expect(await countHabitantes(env.app.db, scope, f, planned)).toBe(counted);
      // as a request for one page plans it: a walk of the whole list (the registry is within its reach), or of its
      // first 40 entries (too few for the page: the whole read instead)
      for (const walkEntries of [100_000, 40]) {
        const windowed = await withOrder(env.app.db, scope, f, await planSearch(env.app.db, tenant.id, f), { offset: 20, limit: 10, walkFrom: 1, walkEntries });
        if (windowed.page) walkedPages[walkEntries === 40 ? 'short' : 'whole']++;
        expect((await pageHabitantes(env.app.db, scope, f, 10, 20, windowed)).map((r) => r.id)).toEqual(walked.slice(20, 30));
        expect(await countHabitantesUpTo(env.app.db, scope, f, 10_000, windowed)).toBe(counted);
      }
      // as a search request plans it: the text index read no further than a capped count needs (here 5), the
      // rest read only when the page or the count needs it
      for (const walkEntries of [100_000, 40]) {
        const first = await planSearch(env.app.db, tenant.id, f, 5);
        if (first.more) partialPlans++;
        const windowed = await withOrder(env.app.db, scope, f, first, { offset: 20, limit: 10, walkFrom: 1, walkEntries });
        expect((await pageHabitantes(env.app.db, scope, f, 10, 20, windowed)).map((r) => r.id)).toEqual(walked.slice(20, 30));
        expect(await countHabitantesUpTo(env.app.db, scope, f, 10_000, windowed)).toBe(counted);
        expect(await countHabitantesUpTo(env.app.db, scope, f, 4, windowed)).toBe(Math.min(counted, 5));
        const perColonia = async (plan: Parameters<typeof countsPerColonia>[3]) => (await countsPerColonia(env.app.db, scope, f, plan)).sort((a, b) => String(a.colonia_id).localeCompare(String(b.colonia_id)));
        expect(await perColonia(first)).toEqual(await perColonia({ fromText: false }));
        // as planned when the first matches' spread says thousands: the list walked, those matches for the count
        if (first.more) {
          const broad = { fromText: false, coloniasNamed: first.coloniasNamed, firstMatches: first.ids };
          expect((await pageHabitantes(env.app.db, scope, f, 10, 20, broad)).map((r) => r.id)).toEqual(walked.slice(20, 30));
          expect(await countHabitantesUpTo(env.app.db, scope, f, 10_000, broad)).toBe(counted);
          expect(await countHabitantesUpTo(env.app.db, scope, f, 4, broad)).toBe(Math.min(counted, 5));
        }
      }
    }
    // SQLite reads every filter with a word of 3 letters or more from the text index's ids here
    expect(readInOrder).toBe(db === 'sqlite' ? 3 : 0);
    expect(walkedPages).toEqual(db === 'sqlite' ? { whole: 3, short: 0 } : { whole: 0, short: 0 });
    // (words alone: the other filters read every match, as before)
    expect(partialPlans).toBe(db === 'sqlite' ? 2 : 0);
  });
});
