import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';
import { VERSIONS_CHANNEL } from './pgChangeFeed';

/*
 * Every request's session (plugins/auth.ts) is the user, the cliente, the membership and the roles'
 * permissions: three queries, most of a small request. `auth_versions` holds one number that triggers bump
 * on every insert, update or delete of those tables, in the writing transaction, on every node; a session
 * read under one number is right for as long as it stays, so a request reads that number instead. A
 * disabled user, a bumped token_version, a removed membership or a changed role still applies to the very
 * next request. On PostgreSQL each bump also notifies VERSIONS_CHANNEL at commit (db/pgChangeFeed.ts).
 */
export const SESSION_TABLES = ['users', 'user_clientes', 'user_roles', 'roles', 'clientes'] as const;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const trigger = (table: string, event: string) => sql.raw(`${table}_auth_version_${event}`);
const EVENTS = ['insert', 'update', 'delete'] as const;

export const m0011_auth_versions: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_versions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await db.insertInto('auth_versions').values({ id: 1, version: 1 }).execute();
    if (isPostgres(db)) {
      // statement-level: one bump per statement, however many rows it touches
      await sql`create function auth_bump_version() returns trigger language plpgsql as $$ begin
        update auth_versions set version = version + 1 where id = 1;
        perform pg_notify(${sql.lit(VERSIONS_CHANNEL)}, '');
        return null;
      end $$`.execute(db);
      for (const table of SESSION_TABLES) {
        for (const event of EVENTS) {
          await sql`create trigger ${trigger(table, event)} after ${sql.raw(event)} on ${sql.table(table)}
            for each statement execute function auth_bump_version()`.execute(db);
        }
      }
      return;
    }
    for (const table of SESSION_TABLES) {
      for (const event of EVENTS) {
        await sql`create trigger ${trigger(table, event)} after ${sql.raw(event)} on ${sql.table(table)} begin
          update auth_versions set version = version + 1 where id = 1;
        end`.execute(db);
      }
    }
  },
  async down(db: Kysely<any>) {
    const postgres = isPostgres(db);
    for (const table of SESSION_TABLES) {
      for (const event of EVENTS) {
        await (postgres ? sql`drop trigger if exists ${trigger(table, event)} on ${sql.table(table)}` : sql`drop trigger if exists ${trigger(table, event)}`).execute(db);
      }
    }
    if (postgres) await sql`drop function if exists auth_bump_version()`.execute(db);
    await db.schema.dropTable('auth_versions').execute();
  },
};
