import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/*
 * The import's results on PostgreSQL (midb, issue 23). A commit writes each row's result (and a decision, a
 * re-comparison) into rows validation filled its pages with: no room was left beside them, so every new version went
 * to another page and took a new entry in each of the table's three indexes (the last pass over 100,000 results:
 * ~2.3 s of a commit). Pages kept half empty leave room for that version beside the old one: PostgreSQL then
 * updates without touching an index (a HOT update: none of those columns is indexed), and reclaims the old version
 * on the page. New pages only: the results of an import are written anew by its validation.
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const m0028_midb_import_hot_updates: Migration = {
  async up(db: Kysely<any>) {
    if (isPostgres(db)) await sql`alter table midb_import_resultados set (fillfactor = 50)`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (isPostgres(db)) await sql`alter table midb_import_resultados reset (fillfactor)`.execute(db);
  },
};
