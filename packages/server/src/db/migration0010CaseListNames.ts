import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';
import { VERSIONS_CHANNEL } from './pgChangeFeed';

/*
 * A cached list page (cases/caseListCache.ts) holds its cases with the names they show: tipo, estatus,
 * colonia, zona, origen, dependencia, módulo and the assigned user's name. Migration 0006 bumps a
 * cliente's `case_versions` on every write to its cases; these triggers bump it too when one of those
 * names (or colours, or an estatus' final flag) changes, in the same transaction, on every node. A user's
 * name may show in any cliente, so renaming one bumps them all (rare: a name, not a login).
 * On PostgreSQL every bump also notifies VERSIONS_CHANNEL (at commit), so the other nodes learn of it
 * without reading the number on every request (db/pgChangeFeed.ts); migration 0006's function gains it too.
 */
export const CASE_NAME_TABLES = ['tipos_reporte', 'tipos_solicitud', 'estatus_reporte', 'estatus_solicitud', 'colonias', 'zonas', 'origenes', 'dependencias', 'modulos'] as const;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const trigger = (table: string, event: string) => sql.raw(`${table}_case_names_${event}`);
const EVENTS = [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const;
const notify = sql.raw(`perform pg_notify('${VERSIONS_CHANNEL}', '');`);

/** Migration 0006's function, with or without the notification. */
const casesBumpVersion = (withNotify: boolean) => sql`create or replace function cases_bump_version() returns trigger language plpgsql as $$ begin
  insert into case_versions (cliente_id, kind, version)
    select distinct cliente_id, kind, 1 from changed_cases
    on conflict (cliente_id, kind) do update set version = case_versions.version + 1;
  ${withNotify ? notify : sql.raw('')}
  return null;
end $$`;

export const m0010_case_list_names: Migration = {
  async up(db: Kysely<any>) {
    if (isPostgres(db)) {
      await casesBumpVersion(true).execute(db);
      await sql`create function catalog_bump_case_versions() returns trigger language plpgsql as $$ begin
        update case_versions set version = version + 1
          where cliente_id = (case when tg_op = 'DELETE' then old.cliente_id else new.cliente_id end);
        ${notify}
        return null;
      end $$`.execute(db);
      await sql`create function user_name_bump_case_versions() returns trigger language plpgsql as $$ begin
        update case_versions set version = version + 1;
        ${notify}
        return null;
      end $$`.execute(db);
      for (const table of CASE_NAME_TABLES) {
        for (const [event] of EVENTS) {
          await sql`create trigger ${trigger(table, event)} after ${sql.raw(event)} on ${sql.table(table)}
            for each row execute function catalog_bump_case_versions()`.execute(db);
        }
      }
      await sql`create trigger users_case_names_update after update of display_name on users
        for each row when (old.display_name is distinct from new.display_name) execute function user_name_bump_case_versions()`.execute(db);
      return;
    }
    for (const table of CASE_NAME_TABLES) {
      for (const [event, row] of EVENTS) {
        await sql`create trigger ${trigger(table, event)} after ${sql.raw(event)} on ${sql.table(table)} begin
          update case_versions set version = version + 1 where cliente_id = ${sql.raw(row)}.cliente_id;
        end`.execute(db);
      }
    }
    await sql`create trigger users_case_names_update after update of display_name on users
      when old.display_name is not new.display_name begin
        update case_versions set version = version + 1;
      end`.execute(db);
  },
  async down(db: Kysely<any>) {
    const postgres = isPostgres(db);
    for (const table of CASE_NAME_TABLES) {
      for (const [event] of EVENTS) {
        await (postgres ? sql`drop trigger if exists ${trigger(table, event)} on ${sql.table(table)}` : sql`drop trigger if exists ${trigger(table, event)}`).execute(db);
      }
    }
    await (postgres ? sql`drop trigger if exists users_case_names_update on users` : sql`drop trigger if exists users_case_names_update`).execute(db);
    if (postgres) {
      await casesBumpVersion(false).execute(db);
      await sql`drop function if exists catalog_bump_case_versions()`.execute(db);
      await sql`drop function if exists user_name_bump_case_versions()`.execute(db);
    }
  },
};
