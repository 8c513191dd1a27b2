import type { Kysely, Migration } from 'kysely';

/*
 * The import's matching (midb, issue 23) looks for possible duplicates among the registry's people born on the
 * days of a batch of rows. No index led with the birth date, so each batch read the cliente's whole registry
 * (SQLite: ~1 s a batch at 100,000 people, the most of validating a file). This one finds them by the day, and
 * (with the CURP in it) those of a day without a CURP, the only ones a row that has a CURP can match, without
 * visiting the others.
 */
export const m0020_midb_birth_index: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('habitantes_nacimiento_idx').on('habitantes').columns(['cliente_id', 'fecha_nacimiento', 'curp']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('habitantes_nacimiento_idx').execute();
  },
};
