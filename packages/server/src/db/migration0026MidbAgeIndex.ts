import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/*
 * The registry's age filters on PostgreSQL (midb, issue 23). Migration 0020's birth-date index held the CURP
 * alone, so a search by age and text ("martinez", 30 to 40 years) read the row of every person of that age for
 * the text, or the planner read the table from its start (~50 ms for a count at a million), and the map's counts
 * of an age walked a list index whole. The same index now carries what the registry's filters and the map read
 * (text, colonia, sex, consent): an age range is one stretch of it, read without visiting the rows (count: ~5 ms).
 * It still leads with (cliente_id, fecha_nacimiento, curp), so the import's matching finds the people of a day
 * (and those of a day without a CURP) as before. SQLite keeps 0020's: there the birth date stays off the index
 * and the list indexes, which carry it, answer an age in order (see midb.repository's filteredHabitantes).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const m0026_midb_age_index: Migration = {
  async up(db: Kysely<any>) {
    if (!isPostgres(db)) return;
    await db.schema.dropIndex('habitantes_nacimiento_idx').execute();
    await db.schema
      .createIndex('habitantes_nacimiento_idx')
      .on('habitantes')
      .columns(['cliente_id', 'fecha_nacimiento', 'curp', 'search_text', 'colonia_id', 'sexo', 'consentimiento'])
      .execute();
  },
  async down(db: Kysely<any>) {
    if (!isPostgres(db)) return;
    await db.schema.dropIndex('habitantes_nacimiento_idx').execute();
    await db.schema.createIndex('habitantes_nacimiento_idx').on('habitantes').columns(['cliente_id', 'fecha_nacimiento', 'curp']).execute();
  },
};
