import { sql, type Kysely } from 'kysely';
import { openMigratedTestDatabase, testDatabases } from '../testing/testDatabases';
import { m0015_case_places } from './migration0015CasePlaces';
import type { Database } from './schema';
import { createClienteWithRoles } from '../core';
import { seedDemoCatalogs } from '../domains/catalogs';

/* Demo catalogues: see domains/cases/cases.places.test.ts for where these points fall. */
const NEAR_MODERNA = { lat: 19.4255, lng: -99.141 };
const ZONA_CORNER = { lat: 19.403, lng: -99.163 };
const NOWHERE = { lat: 19.6, lng: -99.5 };

describe.each(testDatabases())('migration 0015 (case places) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Kysely<Database>;
  let clienteId: string;
  const now = '2026-01-15T12:00:00.000Z';
  let colonias: Record<string, string>;
  let zonas: Record<string, string>;
  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
    db = t.db;
    clienteId = (await createClienteWithRoles(db, { nombre: 'M', slug: 'm15', products: ['sig'] }, now)).cliente.id;
    await seedDemoCatalogs(db, clienteId, now);
    colonias = Object.fromEntries((await db.selectFrom('colonias').select(['id', 'nombre']).where('cliente_id', '=', clienteId).execute()).map((r) => [r.nombre, r.id]));
    zonas = Object.fromEntries((await db.selectFrom('zonas').select(['id', 'nombre']).where('cliente_id', '=', clienteId).execute()).map((r) => [r.nombre, r.id]));
  });
  afterAll(() => t.close());

  let n = 0;
  /** A case as it was stored before 0015: nothing derived. */
  const addCase = async (point: { lat: number; lng: number } | null, coloniaId: string | null = null, zonaId: string | null = null) => {
    const id = `case-${++n}`;
    await db
      .insertInto('cases')
      .values({
        id, cliente_id: clienteId, kind: 'reporte', folio: `R-2026-${String(n).padStart(6, '0')}`, year: 2026, seq: n, tipo_id: 't', estatus_id: 'e',
        descripcion: 'Un caso de antes', lat: point?.lat ?? null, lng: point?.lng ?? null, direccion: '', colonia_id: coloniaId, colonia_manual: 0, zona_id: zonaId,
        origen_id: null, habitante_id: null, contacto_nombre: '', contacto_telefono: '', contacto_email: '', dependencia_id: null, modulo_id: null, asignado_a: null,
        prioridad: 1, version: 1, search_text: 'un caso de antes', created_at: now, updated_at: now, due_at: now, closed_at: null, follow_code_hash: null, apoyos: 0, duplicado_de: null,
      })
      .execute();
    return id;
  };
  const event = (caseId: string, tipo: string) =>
    db.insertInto('case_events').values({ id: `ev-${++n}`, cliente_id: clienteId, case_id: caseId, at: now, actor_id: null, tipo: tipo as 'tipo', antes: null, despues: null, comentario: null }).execute();
  const placeOf = async (id: string) => {
    const row = await db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { colonia_id: row.colonia_id, zona_id: row.zona_id, colonia_manual: row.colonia_manual };
  };

  test('down refuses the correction kinds; up accepts them again, adds the settings and backfills located cases', async () => {
    const keep = await addCase(NEAR_MODERNA);
    await event(keep, 'creado');
    await event(keep, 'ubicacion');

    await db.transaction().execute((trx) => m0015_case_places.down!(trx));
    expect((await db.selectFrom('case_events').select('tipo').where('case_id', '=', keep).execute()).map((e) => e.tipo)).toEqual(['creado']);
    await expect(event(keep, 'tipo')).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });

    // cases filed before the migration: written without the new column
    await db.deleteFrom('cases').where('id', '=', keep).execute();
    const raw = async (id: string, point: { lat: number; lng: number } | null, coloniaId: string | null = null, zonaId: string | null = null) => {
      await sql`insert into cases (id, cliente_id, kind, folio, year, seq, tipo_id, estatus_id, descripcion, lat, lng, direccion, colonia_id, zona_id,
          contacto_nombre, contacto_telefono, contacto_email, prioridad, version, search_text, created_at, updated_at, due_at)
        values (${id}, ${clienteId}, 'reporte', ${`R-2026-9${id.length}${n++}`}, 2026, ${n}, 't', 'e', 'Un caso de antes', ${point?.lat ?? null}, ${point?.lng ?? null}, '', ${coloniaId}, ${zonaId},
          '', '', '', 1, 1, 'un caso de antes', ${now}, ${now}, ${now})`.execute(db);
      return id;
    };
    const derived = await raw('derivado', NEAR_MODERNA);
    const chosen = await raw('elegido', NEAR_MODERNA, colonias['Centro']!);
    const corner = await raw('esquina', ZONA_CORNER);
    const far = await raw('lejos', NOWHERE);
    const noPoint = await raw('sin-punto', null);
    const complete = await raw('completo', NEAR_MODERNA, colonias['San Pedro']!, zonas['Zona Norte']!);

    await db.transaction().execute((trx) => m0015_case_places.up(trx));

    expect(await placeOf(derived)).toEqual({ colonia_id: colonias['Moderna'], zona_id: zonas['Zona Centro Sur'], colonia_manual: 0 });
    // a colonia someone chose stays, is marked chosen, and lends its zona
    expect(await placeOf(chosen)).toEqual({ colonia_id: colonias['Centro'], zona_id: zonas['Zona Centro'], colonia_manual: 1 });
    expect(await placeOf(corner)).toEqual({ colonia_id: null, zona_id: zonas['Zona Centro Sur'], colonia_manual: 0 });
    expect(await placeOf(far)).toEqual({ colonia_id: null, zona_id: null, colonia_manual: 0 });
    expect(await placeOf(noPoint)).toEqual({ colonia_id: null, zona_id: null, colonia_manual: 0 });
    expect(await placeOf(complete)).toEqual({ colonia_id: colonias['San Pedro'], zona_id: zonas['Zona Norte'], colonia_manual: 1 });

    expect((await db.selectFrom('clientes').select('colonia_radio_m').where('id', '=', clienteId).executeTakeFirstOrThrow()).colonia_radio_m).toBe(1000);
    for (const tipo of ['tipo', 'descripcion', 'direccion', 'colonia', 'ubicacion']) await event(derived, tipo);
    await expect(event(derived, 'otro')).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
    // the history's index is back, and its rows still go with their case
    const index =
      kind === 'sqlite'
        ? sql`select name from sqlite_master where type = 'index' and name = 'case_events_case_idx'`
        : sql`select indexname as name from pg_indexes where schemaname = current_schema() and indexname = 'case_events_case_idx'`;
    expect((await index.execute(db)).rows).toHaveLength(1);
    await db.deleteFrom('cases').where('id', '=', derived).execute();
    expect(await db.selectFrom('case_events').select('id').where('case_id', '=', derived).execute()).toEqual([]);
  });
});
