import { CaseDetail, CaseListResponse } from '@sig/shared/contract';
import { testDatabases } from '../../testing/testDatabases';
import type { TestEnv } from '../../testing/testApp';
import { openCaseSuite, caseApi, caseCounts, caseTenant, createBody, type CaseApi, type CaseTenant } from './cases.testkit';

/*
 * Issue 21, item 2: accion 'corregir' (accionrep / accionsol). Access (no token, other cliente, lacking
 * permission) is in cases.access.ts with the other endpoints. Places: see cases.places.test.ts.
 */
const NEAR_MODERNA = { lat: 19.4255, lng: -99.141 }; // Zona Centro Sur, colonia Moderna by its centroid
const NEAR_CENTRO = { lat: 19.4405, lng: -99.156 }; // Zona Centro, colonia Centro by its centroid
const DAY = 24 * 3600 * 1000;

describe.each(testDatabases())('correcting a case on %s', (db) => {
  let env: TestEnv;
  let t: CaseTenant;
  let rep: CaseApi;
  beforeAll(async () => ({ env, t, rep } = await openCaseSuite(db, 'correcciones')));
  afterAll(() => env.close());

  const fresh = (extra: object = {}) => rep.add(createBody(t, 'reporte', { coloniaId: undefined, ubicacion: NEAR_MODERNA, ...extra }));
  const listed = async (query: string) => CaseListResponse.parse((await rep.list(query)).json()).items;

  test('a new tipo recomputes the due date from the creation and the new SLA; the list shows it at once', async () => {
    const c = await fresh();
    expect(Date.parse(c.dueAt) - Date.parse(c.createdAt)).toBe(10 * DAY); // Bache: 10 days
    expect((await listed(`?tipoId=${t.tipos.reporte['Bache']}`)).map((i) => i.id)).toContain(c.id);
    env.clock.advance(60_000);

    const d = await rep.do(c.id, { accion: 'corregir', tipoId: t.tipos.reporte['Fuga de agua'], comentario: 'Era una fuga, no un bache', version: c.version });
    const dueAt = new Date(Date.parse(c.createdAt) + 2 * DAY).toISOString();
    expect(d).toMatchObject({ tipo: { nombre: 'Fuga de agua' }, dueAt, version: c.version + 1, updatedAt: env.clock.fn().toISOString() });
    // the assignment made at filing stays: correcting the tipo is not reassigning
    expect(d.dependencia).toEqual(c.dependencia);
    expect(d.historial.at(-1)).toMatchObject({
      tipo: 'tipo',
      actor: { id: t.clerkId },
      antes: { tipo: { id: t.tipos.reporte['Bache'], nombre: 'Bache', color: '#795548' }, dueAt: c.dueAt },
      despues: { tipo: { id: t.tipos.reporte['Fuga de agua'], nombre: 'Fuga de agua' }, dueAt },
      comentario: 'Era una fuga, no un bache',
    });
    // the cached list pages see the change (case_versions moves with the write)
    expect((await listed(`?tipoId=${t.tipos.reporte['Bache']}`)).map((i) => i.id)).not.toContain(c.id);
    expect((await listed(`?tipoId=${t.tipos.reporte['Fuga de agua']}`)).find((i) => i.id === c.id)).toMatchObject({ dueAt, tipo: { nombre: 'Fuga de agua' } });
  });

  test("descripción and dirección: one event each, the citizen's words kept in the history; the search follows the new text", async () => {
    const c = await fresh({ descripcion: 'Hay un vache enorme en la calle Jupiter', direccion: 'Calle Jupiter 12' });
    const d = await rep.do(c.id, { accion: 'corregir', descripcion: 'Hay un bache enorme en la calle Júpiter', direccion: 'Calle Júpiter 12, esquina Marte' });
    expect(d).toMatchObject({ descripcion: 'Hay un bache enorme en la calle Júpiter', direccion: 'Calle Júpiter 12, esquina Marte', version: c.version + 1 });
    expect(d.historial.slice(-2)).toEqual([
      expect.objectContaining({ tipo: 'descripcion', antes: { descripcion: 'Hay un vache enorme en la calle Jupiter' }, despues: { descripcion: 'Hay un bache enorme en la calle Júpiter' } }),
      expect.objectContaining({ tipo: 'direccion', antes: { direccion: 'Calle Jupiter 12' }, despues: { direccion: 'Calle Júpiter 12, esquina Marte' } }),
    ]);
    expect((await listed('?q=bache%20enorme')).map((i) => i.id)).toContain(c.id);
    expect((await listed('?q=vache%20enorme')).map((i) => i.id)).not.toContain(c.id);
  });

  test('moving a case derives its zona and colonia again; the zona filter follows', async () => {
    const c = await fresh();
    expect([c.colonia?.nombre, c.zona?.nombre]).toEqual(['Moderna', 'Zona Centro Sur']);
    const d = await rep.do(c.id, { accion: 'corregir', ubicacion: NEAR_CENTRO });
    expect(d).toMatchObject({ ubicacion: NEAR_CENTRO, colonia: { nombre: 'Centro' }, zona: { nombre: 'Zona Centro' }, coloniaElegida: false, version: c.version + 1 });
    expect(d.historial.slice(-2)).toEqual([
      expect.objectContaining({ tipo: 'ubicacion', antes: { ubicacion: NEAR_MODERNA }, despues: { ubicacion: NEAR_CENTRO } }),
      expect.objectContaining({
        tipo: 'colonia',
        antes: { colonia: { id: t.colonias['Moderna'], nombre: 'Moderna' }, zona: { id: t.zonas['Zona Centro Sur'], nombre: 'Zona Centro Sur' }, derivada: true },
        despues: { colonia: { id: t.colonias['Centro'], nombre: 'Centro' }, zona: { id: t.zonas['Zona Centro'], nombre: 'Zona Centro' }, derivada: true },
      }),
    ]);
    expect((await listed(`?zonaId=${t.zonas['Zona Centro']}&pageSize=100`)).map((i) => i.id)).toContain(c.id);
    expect((await listed(`?zonaId=${t.zonas['Zona Centro Sur']}&pageSize=100`)).map((i) => i.id)).not.toContain(c.id);
  });

  test('a colonia staff chose stays through a move (its zona too); handing it back (null) derives it from the point', async () => {
    const c = await fresh();
    const chosen = await rep.do(c.id, { accion: 'corregir', coloniaId: t.colonias['Reforma'] });
    expect(chosen).toMatchObject({ colonia: { nombre: 'Reforma' }, zona: { nombre: 'Zona Centro' }, coloniaElegida: true });
    expect(chosen.historial.at(-1)).toMatchObject({ tipo: 'colonia', antes: { colonia: { nombre: 'Moderna' }, derivada: true }, despues: { colonia: { nombre: 'Reforma' }, zona: { nombre: 'Zona Centro' }, derivada: false } });

    const moved = await rep.do(c.id, { accion: 'corregir', ubicacion: { lat: 19.4101, lng: -99.1557 } });
    expect(moved).toMatchObject({ colonia: { nombre: 'Reforma' }, zona: { nombre: 'Zona Centro' }, coloniaElegida: true });
    expect(moved.historial.at(-1)!.tipo).toBe('ubicacion');

    const back = await rep.do(c.id, { accion: 'corregir', coloniaId: null });
    expect(back).toMatchObject({ colonia: { nombre: 'Obrera' }, zona: { nombre: 'Zona Centro Sur' }, coloniaElegida: false });
    expect(back.historial.at(-1)).toMatchObject({ tipo: 'colonia', antes: { colonia: { nombre: 'Reforma' }, derivada: false }, despues: { colonia: { nombre: 'Obrera' }, derivada: true } });
  });

  test('a solicitud may lose its location (and the derived places with it)', async () => {
    const sol = caseApi(env, t.clerk, 'solicitud');
    const s = await sol.add(createBody(t, 'solicitud', { coloniaId: undefined, ubicacion: NEAR_MODERNA }));
    expect(s.zona?.nombre).toBe('Zona Centro Sur');
    const d = await sol.do(s.id, { accion: 'corregir', ubicacion: null });
    expect(d).toMatchObject({ ubicacion: null, colonia: null, zona: null });
    expect(d.historial.slice(-2).map((e) => e.tipo)).toEqual(['ubicacion', 'colonia']);
  });

  test('a correction that changes nothing writes nothing', async () => {
    const c = await fresh({ direccion: 'Calle Uno 1' });
    const d = await rep.do(c.id, { accion: 'corregir', tipoId: c.tipo.id, descripcion: c.descripcion, direccion: 'Calle Uno 1', ubicacion: NEAR_MODERNA, coloniaId: null });
    expect(d.version).toBe(c.version);
    expect(d.historial).toHaveLength(1);
  });

  test('bad input → 400 naming the field; a stale version → 409; a closed case → 409; nothing changes', async () => {
    const c = await fresh();
    const other = await caseTenant(env, 'ajeno');
    const before = await caseCounts(env, t.id);
    const cases: [object, number, string, string][] = [
      [{ tipoId: 'no-existe' }, 400, 'case.invalid_reference', 'tipoId'],
      [{ tipoId: t.tipos.solicitud['Constancia de residencia'] }, 400, 'case.invalid_reference', 'tipoId'],
      [{ tipoId: other.tipos.reporte['Bache'] }, 400, 'case.invalid_reference', 'tipoId'],
      [{ coloniaId: other.colonias['Centro'] }, 400, 'case.invalid_reference', 'coloniaId'],
      [{ ubicacion: null }, 400, 'case.location_required', 'ubicacion'],
      [{ ubicacion: { lat: 91, lng: 0 } }, 400, 'validation', 'ubicacion.lat'],
      [{ descripcion: 'no' }, 400, 'validation', 'descripcion'],
      [{ direccion: 'x'.repeat(301) }, 400, 'validation', 'direccion'],
      [{ direccion: 'Calle Nueva 2', otro: 1 }, 400, 'validation', ''],
      [{ direccion: 'Calle Nueva 2', version: c.version + 5 }, 409, 'case.stale', 'version'],
    ];
    for (const [body, statusCode, code, field] of cases) {
      const res = await rep.act(c.id, { accion: 'corregir', direccion: 'Calle Nueva 2', ...body });
      expect(res.json()).toMatchObject({ statusCode, code, ...(field && { field }) });
    }
    // a bad field refuses the whole correction, the good fields beside it too
    expect(await caseCounts(env, t.id)).toEqual(before);
    const now = CaseDetail.parse((await rep.detail(c.id)).json());
    expect(now).toMatchObject({ version: c.version, direccion: c.direccion, tipo: c.tipo, ubicacion: c.ubicacion });

    await rep.do(c.id, { accion: 'estatus', estatusId: t.estatus.reporte['Improcedente'], respuesta: 'Respuesta pública de cierre' });
    const closed = await caseCounts(env, t.id);
    expect((await rep.act(c.id, { accion: 'corregir', direccion: 'Calle Nueva 2' })).json()).toMatchObject({ statusCode: 409, code: 'case.closed' });
    expect(await caseCounts(env, t.id)).toEqual(closed);
  });
});
