import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/*
 * The registry map's counts per colonia (midb, issue 23). The choropleth of the whole registry counted every
 * habitante on each view (~150-350 ms at a million). `habitantes_colonia_counts` holds how many habitantes each
 * cliente has per colonia (colonia_key '' : without one), kept by triggers on habitantes, so in the same
 * transaction as every write that changes them, whoever writes (the people domain, the import's inserts and fills,
 * sample seeding, a cliente's cascade): the map of the whole registry sums a few rows.
 * - SQLite (one writer): a row a key, added to by row triggers.
 * - PostgreSQL: statement triggers append what each statement changed, summed per key (its transition tables),
 *   as new rows: two transactions writing people of one colonia never wait for each other on a shared row, nor
 *   deadlock (an import's long commit would have held every colonia's row). Readers sum the rows; the map folds
 *   a cliente's rows into one a key now and then (repository: foldColoniaCounts).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const SQLITE_TRIGGERS = ['habitantes_colonia_counts_insert', 'habitantes_colonia_counts_update', 'habitantes_colonia_counts_delete'];
const PG_TRIGGERS = SQLITE_TRIGGERS;

export const m0027_midb_colonia_counts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('habitantes_colonia_counts')
      .addColumn('cliente_id', 'text', (c) => c.notNull())
      .addColumn('colonia_key', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .execute();
    const index = db.schema.createIndex('habitantes_colonia_counts_key_idx').on('habitantes_colonia_counts').columns(['cliente_id', 'colonia_key']);
    await (isPostgres(db) ? index : index.unique()).execute();
    await sql`insert into habitantes_colonia_counts (cliente_id, colonia_key, n)
      select cliente_id, coalesce(colonia_id, ''), count(*) from habitantes group by cliente_id, coalesce(colonia_id, '')`.execute(db);
    if (isPostgres(db)) {
      await sql`create function habitantes_colonia_counts_delta() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into habitantes_colonia_counts (cliente_id, colonia_key, n)
              select cliente_id, coalesce(colonia_id, ''), count(*) from new_rows group by 1, 2;
          elsif tg_op = 'DELETE' then
            insert into habitantes_colonia_counts (cliente_id, colonia_key, n)
              select cliente_id, coalesce(colonia_id, ''), -count(*) from old_rows group by 1, 2;
          else
            insert into habitantes_colonia_counts (cliente_id, colonia_key, n)
              select cliente_id, k, sum(d) from (
                select cliente_id, coalesce(colonia_id, '') as k, 1 as d from new_rows
                union all select cliente_id, coalesce(colonia_id, ''), -1 from old_rows
              ) c group by 1, 2 having sum(d) <> 0;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger habitantes_colonia_counts_insert after insert on habitantes referencing new table as new_rows
        for each statement execute function habitantes_colonia_counts_delta()`.execute(db);
      await sql`create trigger habitantes_colonia_counts_update after update on habitantes referencing old table as old_rows new table as new_rows
        for each statement execute function habitantes_colonia_counts_delta()`.execute(db);
      await sql`create trigger habitantes_colonia_counts_delete after delete on habitantes referencing old table as old_rows
        for each statement execute function habitantes_colonia_counts_delta()`.execute(db);
      return;
    }
    const add = (row: string, d: number) =>
      sql.raw(`insert into habitantes_colonia_counts (cliente_id, colonia_key, n) values (${row}.cliente_id, coalesce(${row}.colonia_id, ''), ${d})
        on conflict (cliente_id, colonia_key) do update set n = n + ${d};`);
    await sql`create trigger habitantes_colonia_counts_insert after insert on habitantes begin ${add('new', 1)} end`.execute(db);
    await sql`create trigger habitantes_colonia_counts_update after update of cliente_id, colonia_id on habitantes
      when old.cliente_id is not new.cliente_id or old.colonia_id is not new.colonia_id begin ${add('old', -1)} ${add('new', 1)} end`.execute(db);
    await sql`create trigger habitantes_colonia_counts_delete after delete on habitantes begin ${add('old', -1)} end`.execute(db);
  },
  async down(db: Kysely<any>) {
    for (const t of isPostgres(db) ? PG_TRIGGERS : SQLITE_TRIGGERS) {
      await sql`drop trigger if exists ${sql.raw(t)}${sql.raw(isPostgres(db) ? ' on habitantes' : '')}`.execute(db);
    }
    if (isPostgres(db)) await sql`drop function if exists habitantes_colonia_counts_delta()`.execute(db);
    await db.schema.dropTable('habitantes_colonia_counts').execute();
  },
};
