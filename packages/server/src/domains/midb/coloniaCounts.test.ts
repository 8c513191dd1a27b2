import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openMigratedTestDatabase, testDatabases } from '../../testing/testDatabases';
import { newCurp } from '../../testing/habitantes';
import { m0027_midb_colonia_counts } from '../../db/migration0027MidbColoniaCounts';
import { m0030_midb_colonia_year_counts } from '../../db/migration0030MidbColoniaYearCounts';
import { m0031_midb_fts_places } from '../../db/migration0031MidbFtsPlaces';
import type { Database } from '../../db/schema';
import type { HabitantesTable } from '../../db/schema.citizens';
import { createClienteWithRoles } from '../../core';
import { seedDemoCatalogs } from '../catalogs';
import { insertHabitanteRows } from '../people';
import { countsPerColonia, filteredHabitantes, foldColoniaCounts, keptAgeCountsPerColonia, keptCountsPerColonia, planSearch } from './midb.repository';
import { habitanteSearchText } from '../../lib/searchText';

/* The map's kept counts per colonia (migration 0027): whoever writes habitantes, they stay what counting gives. */

describe.each(testDatabases())('migrations 0027 and 0030 (the registry map counts, per birth year) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let db: Kysely<Database>;
  const now = '2026-01-15T12:00:00.000Z';
  let clientes: string[];
  let colonias: string[];
  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
    db = t.db;
    clientes = [];
    for (const slug of ['m27a', 'm27b']) {
      const id = (await createClienteWithRoles(db, { nombre: slug, slug, products: ['sig', 'midb'] }, now)).cliente.id;
      await seedDemoCatalogs(db, id, now);
      clientes.push(id);
    }
    colonias = (await db.selectFrom('colonias').select('id').where('cliente_id', '=', clientes[0]!).orderBy('nombre').execute()).map((c) => c.id);
  });
  afterAll(() => t.close());

  let n = 0;
  // birth dates on both sides of the age filters' boundaries below (and none)
  const BORN = ['1990-01-01', null, '1961-01-15', '1961-01-16', '1961-01-01', '1960-12-31', '1961-12-31', '2008-01-16', '2008-01-15', '1996-01-01', '1996-12-31', '1995-12-31'];
  const person = (clienteId: string, coloniaId: string | null): HabitantesTable => ({
    id: `h27-${++n}-${randomBytes(3).toString('hex')}`, cliente_id: clienteId, curp: newCurp(), sin_curp_motivo: '', nombre: 'Ana', apellidos: 'Ruiz', fecha_nacimiento: BORN[n % BORN.length]!,
    sexo: 'M', telefono: '', email: '', direccion: '', colonia_id: coloniaId, lat: null, lng: null, consentimiento: 0, search_text: 'ruiz ana', version: 1, created_at: now, updated_at: now,
  });
  const byKey = (counts: { colonia_id: string | null; n: number }[]) => Object.fromEntries(counts.map((c) => [c.colonia_id ?? '', c.n]));
  /** The kept counts and the counted ones, for both clientes: the whole registry, and age ranges (migration 0030) on two days. */
  const expectKeptAsCounted = async () => {
    for (const clienteId of clientes) {
      const counted = byKey(await countsPerColonia(db, { clienteId, today: '2026-01-15' }, {}));
      expect(byKey(await keptCountsPerColonia(db, clienteId))).toEqual(counted);
      // (on 31 December an age of 30 is a range inside one birth year)
      for (const today of ['2026-01-15', '2026-12-31']) {
        for (const f of [{ edadMin: 65 }, { edadMax: 17 }, { edadMin: 6, edadMax: 17 }, { edadMin: 30, edadMax: 30 }, { edadMin: 30, edadMax: 31 }]) {
          const scope = { clienteId, today };
          expect([today, f, byKey(await keptAgeCountsPerColonia(db, scope, f))]).toEqual([today, f, byKey(await countsPerColonia(db, scope, f))]);
        }
      }
    }
  };

  test('inserts of many rows at once, colonia changes, deletes and a CURP already held keep them as counted', async () => {
    const [a, b, c] = colonias as [string, string, string];
    // one statement of many rows (as the import and the seeding write), in both clientes
    await insertHabitanteRows(db, [...Array.from({ length: 30 }, (_, i) => person(clientes[0]!, [a, b, null][i % 3]!)), ...Array.from({ length: 7 }, () => person(clientes[1]!, null))]);
    await expectKeptAsCounted();
    expect(byKey(await keptCountsPerColonia(db, clientes[0]!))).toEqual({ [a]: 10, [b]: 10, '': 10 });

    const ids = (await db.selectFrom('habitantes').select(['id', 'colonia_id']).where('cliente_id', '=', clientes[0]!).orderBy('id').execute()).map((r) => r.id);
    // an edit moving one person, one losing its colonia, one gaining it, many moved by one statement, one edit of the name only
    await db.updateTable('habitantes').set({ colonia_id: c }).where('id', '=', ids[0]!).execute();
    await db.updateTable('habitantes').set({ colonia_id: null }).where('id', '=', ids[1]!).where('colonia_id', 'is not', null).execute();
    await db.updateTable('habitantes').set({ colonia_id: a }).where('cliente_id', '=', clientes[0]!).where('colonia_id', 'is', null).where('id', '!=', ids[1]!).execute();
    await db.updateTable('habitantes').set({ colonia_id: b }).where('cliente_id', '=', clientes[0]!).where('colonia_id', '=', c).execute();
    await db.updateTable('habitantes').set({ nombre: 'Ana María' }).where('id', '=', ids[2]!).execute();
    // a birth date corrected, one removed, one added where there was none
    await db.updateTable('habitantes').set({ fecha_nacimiento: '1961-01-16' }).where('id', '=', ids[5]!).execute();
    await db.updateTable('habitantes').set({ fecha_nacimiento: null }).where('id', '=', ids[6]!).execute();
    await db.updateTable('habitantes').set({ fecha_nacimiento: '1961-01-15' }).where('cliente_id', '=', clientes[0]!).where('fecha_nacimiento', 'is', null).execute();
    await expectKeptAsCounted();

    // a CURP already held inserts nothing and counts nothing
    const held = await db.selectFrom('habitantes').select('curp').where('id', '=', ids[3]!).executeTakeFirstOrThrow();
    await insertHabitanteRows(db, [{ ...person(clientes[0]!, a), curp: held.curp }]);
    await db.deleteFrom('habitantes').where('id', 'in', ids.slice(4, 9)).execute();
    await expectKeptAsCounted();
    const total = Object.values(byKey(await keptCountsPerColonia(db, clientes[0]!))).reduce((x, y) => x + y, 0);
    expect(total).toBe(25);
  });

  test('a write rolled back leaves them as they were; folding them (PostgreSQL) changes no sum', async () => {
    const before = byKey(await keptCountsPerColonia(db, clientes[0]!));
    await expect(
      db.transaction().execute(async (trx) => {
        await insertHabitanteRows(trx, [person(clientes[0]!, colonias[0]!), person(clientes[0]!, null)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(byKey(await keptCountsPerColonia(db, clientes[0]!))).toEqual(before);
    if (kind === 'postgres') {
      await foldColoniaCounts(db, clientes[0]!);
      const rows = await db.selectFrom('habitantes_colonia_counts').select(['colonia_key', 'anio']).where('cliente_id', '=', clientes[0]!).execute();
      expect(rows.length).toBe(new Set(rows.map((r) => `${r.colonia_key}|${r.anio}`)).size);
    }
    await expectKeptAsCounted();
  });

  test('a text alone (SQLite: counted from the text index and the cliente and colonia kept under each key) counts as the walk does', async () => {
    const [a, b] = colonias as [string, string];
    const named = (clienteId: string, coloniaId: string | null, apellidos: string, nombre = 'Ana'): HabitantesTable => {
      const p = person(clienteId, coloniaId);
      return { ...p, nombre, apellidos, search_text: habitanteSearchText({ nombre, apellidos, curp: p.curp, telefono: '' }) };
    };
    const SURNAMES = ['Hernández Ruiz', 'Ruiz Hernández', 'Fernández Gómez', 'Gómez Pérez'];
    await insertHabitanteRows(db, [
      ...Array.from({ length: 24 }, (_, i) => named(clientes[0]!, [a, b, null][i % 3]!, SURNAMES[i % 4]!)),
      ...Array.from({ length: 6 }, (_, i) => named(clientes[1]!, null, SURNAMES[i % 4]!)),
    ]);
    const mine = (await db.selectFrom('habitantes').select('id').where('cliente_id', '=', clientes[0]!).where('apellidos', 'in', SURNAMES).orderBy('id').execute()).map((r) => r.id);
    // moved to another colonia, to none, renamed (its text changes), deleted
    await db.updateTable('habitantes').set({ colonia_id: b }).where('id', '=', mine[0]!).execute();
    await db.updateTable('habitantes').set({ colonia_id: null }).where('id', '=', mine[1]!).execute();
    await db.updateTable('habitantes').set({ apellidos: 'Pérez Gómez', search_text: 'perez gomez ana' }).where('id', '=', mine[2]!).execute();
    await db.deleteFrom('habitantes').where('id', '=', mine[3]!).execute();
    // (down and up again: the places counted anew from the keys)
    await db.transaction().execute(async (trx) => {
      await m0031_midb_fts_places.down!(trx);
      await m0031_midb_fts_places.up(trx);
    });
    await db.updateTable('habitantes').set({ colonia_id: a }).where('id', '=', mine[4]!).execute();
    await db.deleteFrom('habitantes').where('id', '=', mine[5]!).execute();
    if (kind === 'sqlite') {
      const { rows } = await sql<{ places: number; people: number }>`select (select count(*) from habitantes_fts_places) as places, (select count(*) from habitantes) as people`.execute(db);
      expect(Number(rows[0]!.places)).toBe(Number(rows[0]!.people));
    }
    for (const clienteId of clientes) {
      const scope = { clienteId, today: '2026-01-15' };
      for (const q of ['hernandez', 'Hernández Ruiz', 'gomez', 'ernan', 'perez gomez', 'zzz']) {
        const walked = await filteredHabitantes(db, scope, { q }, { fromText: false })
          .select(['h.colonia_id', (eb: any) => eb.fn.countAll().as('n')])
          .groupBy('h.colonia_id')
          .execute();
        const counted = await countsPerColonia(db, scope, { q }, await planSearch(db, clienteId, { q }, 1000));
        expect([q, byKey(counted)]).toEqual([q, byKey(walked.map((r: any) => ({ colonia_id: r.colonia_id, n: Number(r.n) })))]);
      }
    }
  });

  test('up counts the registry as it is; down removes the table and its triggers', async () => {
    await db.transaction().execute(async (trx) => {
      await m0030_midb_colonia_year_counts.down!(trx);
      await m0027_midb_colonia_counts.down!(trx);
    });
    await insertHabitanteRows(db, [person(clientes[1]!, null)]);
    // PostgreSQL: this file's schema only (other test files' schemas share the database)
    const schema = kind === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
    const tables = (await db.introspection.getTables()).filter((table) => table.schema === schema);
    expect(tables.map((table) => table.name)).toContain('habitantes');
    expect(tables.map((table) => table.name)).not.toContain('habitantes_colonia_counts');
    await db.transaction().execute(async (trx) => {
      await m0027_midb_colonia_counts.up(trx);
      await m0030_midb_colonia_year_counts.up(trx);
    });
    await expectKeptAsCounted();
    expect(byKey(await keptCountsPerColonia(db, clientes[1]!))).toEqual({ '': 14 }); // 7, 6 of the text test, 1
  });
});
