import type { Kysely, Migration } from 'kysely';

/*
 * Issue 19, items 4 and 5: what a guesser lacks.
 * `cases.follow_code_hash`: the salted SHA-256 of the case's follow code (shown once, at filing, and in
 * the citizen's mail). With the folio it opens the case's history and public notes. Older cases have none:
 * their folio alone shows estatus and dates only.
 * `habitante_codes`: the one-time codes that prove being a registered habitante before filing in their
 * name; only a salted hash, the wrong tries counted, spent on first use.
 */
export const m0013_citizen_proofs: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('cases').addColumn('follow_code_hash', 'text').execute();

    await db.schema
      .createTable('habitante_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('habitante_id', 'text', (c) => c.notNull().references('habitantes.id').onDelete('cascade'))
      .addColumn('canal', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('habitante_codes_habitante_idx').on('habitante_codes').columns(['habitante_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('habitante_codes').execute();
    await db.schema.alterTable('cases').dropColumn('follow_code_hash').execute();
  },
};
