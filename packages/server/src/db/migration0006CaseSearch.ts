import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/*
 * Searching cases by text without reading every row (issue 5's lists at 100k cases). The search is "the
 * folded text contains the needle", which no b-tree answers:
 * - SQLite: an FTS5 table with the trigram tokenizer over each case's search_text, kept by triggers.
 *   `case_id` is stored rather than tied to the implicit rowid, which VACUUM may renumber. search_text is
 *   written once at creation, so the update and delete triggers (full scans of the FTS table) are rare.
 * - PostgreSQL: a GIN trigram index on search_text, which the planner uses for `like '%…%'` by itself.
 *   pg_trgm is a trusted extension, but a server without it (or a role that may not create it) still
 *   migrates: the index is then skipped and searches scan as before. It lives in `public`, so a schema
 *   dropped with its tables (the tests' throwaway schemas) never takes the extension with it.
 * Also: the prioridad index gains closed_at, so "open cases of high priority" reads only the index; and
 * the filter indexes (estatus, tipo, dependencia…) put created_at and id right after the filter's column,
 * so "this dependencia, these dates, newest first" reads 25 entries in order instead of walking the date
 * range of cases_created_idx row by row (50 ms at 100k when the dependencia is rare there).
 *
 * Counting a filtered list reads every matching index entry (tens of thousands for "all open cases"), the
 * larger part of a list request. `case_versions` holds a number per cliente and kind that triggers bump on
 * every insert, update or delete of its cases, in the writing transaction, on every node; a count read under
 * one version is right for as long as the version stays (cases/caseCounts.ts).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function versionTriggers(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('case_versions')
    .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_versions_pk', ['cliente_id', 'kind'])
    .execute();
  if (isPostgres(db)) {
    // statement-level with transition tables: a bulk insert of 100k cases bumps once, not 100k times
    await sql`create function cases_bump_version() returns trigger language plpgsql as $$ begin
      insert into case_versions (cliente_id, kind, version)
        select distinct cliente_id, kind, 1 from changed_cases
        on conflict (cliente_id, kind) do update set version = case_versions.version + 1;
      return null;
    end $$`.execute(db);
    for (const [event, table] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`cases_version_${event}`)} after ${sql.raw(event)} on cases
        referencing ${sql.raw(table)} table as changed_cases for each statement execute function cases_bump_version()`.execute(db);
    }
  } else {
    for (const [event, row] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`cases_version_${event}`)} after ${sql.raw(event)} on cases begin
        insert into case_versions (cliente_id, kind, version) values (${sql.raw(row)}.cliente_id, ${sql.raw(row)}.kind, 1)
          on conflict (cliente_id, kind) do update set version = version + 1;
      end`.execute(db);
    }
  }
}

/** The equality filters' indexes of migration 0005 and their column. */
const FILTER_INDEXES = [
  ['cases_estatus_idx', 'estatus_id'],
  ['cases_tipo_idx', 'tipo_id'],
  ['cases_dependencia_idx', 'dependencia_id'],
  ['cases_asignado_idx', 'asignado_a'],
  ['cases_colonia_idx', 'colonia_id'],
  ['cases_zona_idx', 'zona_id'],
  ['cases_origen_idx', 'origen_id'],
] as const;

export const m0006_case_search: Migration = {
  async up(db: Kysely<any>) {
    await versionTriggers(db);
    if (isPostgres(db)) {
      await sql`do $$ begin
        create extension if not exists pg_trgm with schema public;
      exception when others then
        raise notice 'pg_trgm unavailable: case search scans (%)', sqlerrm;
      end $$`.execute(db);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (rows[0]?.n) await sql`create index cases_search_trgm_idx on cases using gin (search_text public.gin_trgm_ops)`.execute(db);
    } else {
      await sql`create virtual table cases_fts using fts5(case_id unindexed, search_text, tokenize = 'trigram')`.execute(db);
      await sql`insert into cases_fts (case_id, search_text) select id, search_text from cases`.execute(db);
      await sql`create trigger cases_fts_insert after insert on cases begin
        insert into cases_fts (case_id, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger cases_fts_update after update of search_text on cases begin
        delete from cases_fts where case_id = old.id;
        insert into cases_fts (case_id, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger cases_fts_delete after delete on cases begin
        delete from cases_fts where case_id = old.id;
      end`.execute(db);
    }
    await db.schema.dropIndex('cases_prioridad_idx').execute();
    await db.schema.createIndex('cases_prioridad_idx').on('cases').columns(['cliente_id', 'kind', 'prioridad', 'closed_at', 'created_at']).execute();
    for (const [name, column] of FILTER_INDEXES) {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on('cases').columns(['cliente_id', 'kind', column, 'created_at', 'id', 'closed_at']).execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('cases_prioridad_idx').execute();
    await db.schema.createIndex('cases_prioridad_idx').on('cases').columns(['cliente_id', 'kind', 'prioridad', 'created_at', 'id']).execute();
    for (const [name, column] of FILTER_INDEXES) {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on('cases').columns(['cliente_id', 'kind', column, 'closed_at', 'created_at']).execute();
    }
    const triggers = ['insert', 'update', 'delete'].map((e) => `cases_version_${e}`);
    if (isPostgres(db)) {
      await sql`drop index if exists cases_search_trgm_idx`.execute(db);
      for (const t of triggers) await sql`drop trigger if exists ${sql.raw(t)} on cases`.execute(db);
      await sql`drop function if exists cases_bump_version()`.execute(db);
    } else {
      for (const t of ['cases_fts_insert', 'cases_fts_update', 'cases_fts_delete', ...triggers]) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
      await sql`drop table if exists cases_fts`.execute(db);
    }
    await db.schema.dropTable('case_versions').execute();
  },
};
