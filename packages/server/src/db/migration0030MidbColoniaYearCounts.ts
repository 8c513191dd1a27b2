import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { m0027_midb_colonia_counts } from './migration0027MidbColoniaCounts';

/*
 * The registry map's kept counts (migration 0027) per colonia AND birth year (midb, issue 23). A map of an age
 * ("65 and older", the most asked for: adultos mayores) walked a list index of the whole registry (~240 ms of
 * SQLite at a million, ~250 ms of PostgreSQL). Kept per birth year, it sums the years wholly inside the range and
 * counts only the two boundary years' people by the birth-date index: exact, and a fiftieth of the rows read.
 * `anio` 0: no birth date. The whole-registry map sums a colonia's years (a few thousand rows a cliente).
 * The triggers are 0027's with the year in the key; an update counts as a move when the colonia or the birth date
 * changes. PostgreSQL still appends a statement's sums as new rows (folded on read, see midb.repository).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const TRIGGERS = ['habitantes_colonia_counts_insert', 'habitantes_colonia_counts_update', 'habitantes_colonia_counts_delete'];

/** The birth year of a row's fecha_nacimiento ('YYYY-MM-DD'; null or anything else: 0), as SQL over `row` (new, old, an alias). */
const yearOf = (db: Kysely<any>, row: string) =>
  isPostgres(db)
    ? `case when ${row}.fecha_nacimiento ~ '^[0-9]{4}-' then substr(${row}.fecha_nacimiento, 1, 4)::integer else 0 end`
    : `case when ${row}.fecha_nacimiento glob '[0-9][0-9][0-9][0-9]-*' then cast(substr(${row}.fecha_nacimiento, 1, 4) as integer) else 0 end`;

async function dropTriggers(db: Kysely<any>): Promise<void> {
  for (const t of TRIGGERS) await sql`drop trigger if exists ${sql.raw(t)}${sql.raw(isPostgres(db) ? ' on habitantes' : '')}`.execute(db);
  if (isPostgres(db)) await sql`drop function if exists habitantes_colonia_counts_delta()`.execute(db);
}

/** The table's rows and its key index, counted anew from habitantes with the year in the key. */
async function recount(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('habitantes_colonia_counts').execute();
  await sql`drop index if exists habitantes_colonia_counts_key_idx`.execute(db);
  const index = db.schema.createIndex('habitantes_colonia_counts_key_idx').on('habitantes_colonia_counts').columns(['cliente_id', 'colonia_key', 'anio']);
  await (isPostgres(db) ? index : index.unique()).execute();
  await sql`insert into habitantes_colonia_counts (cliente_id, colonia_key, anio, n)
    select cliente_id, coalesce(colonia_id, ''), ${sql.raw(yearOf(db, 'h'))}, count(*) from habitantes h group by 1, 2, 3`.execute(db);
}

async function pgTriggers(db: Kysely<any>): Promise<void> {
  const y = (t: string) => sql.raw(yearOf(db, t));
  await sql`create function habitantes_colonia_counts_delta() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into habitantes_colonia_counts (cliente_id, colonia_key, anio, n)
          select cliente_id, coalesce(colonia_id, ''), ${y('new_rows')}, count(*) from new_rows group by 1, 2, 3;
      elsif tg_op = 'DELETE' then
        insert into habitantes_colonia_counts (cliente_id, colonia_key, anio, n)
          select cliente_id, coalesce(colonia_id, ''), ${y('old_rows')}, -count(*) from old_rows group by 1, 2, 3;
      else
        insert into habitantes_colonia_counts (cliente_id, colonia_key, anio, n)
          select cliente_id, k, a, sum(d) from (
            select cliente_id, coalesce(colonia_id, '') as k, ${y('new_rows')} as a, 1 as d from new_rows
            union all select cliente_id, coalesce(colonia_id, ''), ${y('old_rows')}, -1 from old_rows
          ) c group by 1, 2, 3 having sum(d) <> 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger habitantes_colonia_counts_insert after insert on habitantes referencing new table as new_rows
    for each statement execute function habitantes_colonia_counts_delta()`.execute(db);
  await sql`create trigger habitantes_colonia_counts_update after update on habitantes referencing old table as old_rows new table as new_rows
    for each statement execute function habitantes_colonia_counts_delta()`.execute(db);
  await sql`create trigger habitantes_colonia_counts_delete after delete on habitantes referencing old table as old_rows
    for each statement execute function habitantes_colonia_counts_delta()`.execute(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const add = (row: string, d: number) =>
    sql.raw(`insert into habitantes_colonia_counts (cliente_id, colonia_key, anio, n) values (${row}.cliente_id, coalesce(${row}.colonia_id, ''), ${yearOf(db, row)}, ${d})
      on conflict (cliente_id, colonia_key, anio) do update set n = n + ${d};`);
  await sql`create trigger habitantes_colonia_counts_insert after insert on habitantes begin ${add('new', 1)} end`.execute(db);
  await sql`create trigger habitantes_colonia_counts_update after update of cliente_id, colonia_id, fecha_nacimiento on habitantes
    when old.cliente_id is not new.cliente_id or old.colonia_id is not new.colonia_id or old.fecha_nacimiento is not new.fecha_nacimiento
    begin ${add('old', -1)} ${add('new', 1)} end`.execute(db);
  await sql`create trigger habitantes_colonia_counts_delete after delete on habitantes begin ${add('old', -1)} end`.execute(db);
}

export const m0030_midb_colonia_year_counts: Migration = {
  async up(db: Kysely<any>) {
    await dropTriggers(db);
    await db.schema.alterTable('habitantes_colonia_counts').addColumn('anio', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await recount(db);
    await (isPostgres(db) ? pgTriggers(db) : sqliteTriggers(db));
  },
  async down(db: Kysely<any>) {
    await dropTriggers(db);
    await db.schema.dropTable('habitantes_colonia_counts').execute();
    await m0027_midb_colonia_counts.up(db);
  },
};
