import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { createDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { workerDatabaseUrl, type TestDatabase } from './testDatabases';

/*
 * PostgreSQL test apps start from a copy of one base schema per run and worker, instead of each building its own
 * (migrations, the demo seed, the second cliente: 2-3.6 s an app, and 0.2-0.8 s more to drop it). The base is built
 * once, through the real code; an app takes a schema of the worker's pool (built once by the migrations) and gets
 * the base's rows copied in, in one round trip, with triggers and foreign keys off for the copy
 * (session_replication_role, which needs a superuser: without one, apps build their own schema as before).
 * A closed app's schema goes back to the pool. The pool lives in the worker's own database (testing/testDatabases.ts),
 * which the next run's globalSetup drops.
 */

const POOL = 'public.sig_test_schemas';

export type BuildBase = (database: TestDatabase, dataDir: string) => Promise<void>;

async function adminPool(url: string): Promise<Pool> {
  const { Pool } = await import('pg');
  return new Pool({ connectionString: url, max: 1 });
}

function connect(url: string, dataDir: string, schema: string): TestDatabase['db'] {
  return createDatabase({ databaseUrl: url, dataDir, schema }).db;
}

/** Whether this role may switch triggers off for a copy; asked once a file. */
let superuser: Promise<boolean> | undefined;

export async function canPoolSchemas(): Promise<boolean> {
  superuser ??= (async () => {
    const admin = await adminPool(await workerDatabaseUrl());
    try {
      const { rows } = await admin.query<{ s: boolean }>('select rolsuper as s from pg_roles where rolname = current_user');
      return rows[0]?.s === true;
    } finally {
      await admin.end();
    }
  })();
  return superuser;
}

/** Every table of the base with its columns that take values (a generated column cannot be written). */
async function tablesOf(admin: Pool, schema: string): Promise<{ name: string; cols: string }[]> {
  const { rows } = await admin.query<{ name: string; cols: string }>(
    `select c.table_name as name, string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as cols
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = $1 and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`,
    [schema],
  );
  return rows;
}

/** Empties `target` and fills it with the base's rows, all in one transaction and one round trip. */
function copySql(tables: { name: string; cols: string }[], base: string, target: string): string {
  const q = (s: string, t: string) => `${s}."${t}"`;
  return [
    'begin',
    'set local session_replication_role = replica',
    ...tables.map((t) => `delete from ${q(target, t.name)}`),
    ...tables.map((t) => `insert into ${q(target, t.name)} (${t.cols}) select ${t.cols} from ${q(base, t.name)}`),
    'commit',
  ].join(';\n');
}

/** A schema holding the base state: built on the run's first call in this worker, copied on every later one. */
export async function openPooledSchema(dataDir: string, runId: string, buildBase: BuildBase): Promise<TestDatabase> {
  const url = await workerDatabaseUrl();
  const base = `sig_base_${runId}`;
  const admin = await adminPool(url);
  let schema: string;
  try {
    await admin.query(`create table if not exists ${POOL} (schema text primary key, base text not null, busy boolean not null)`);
    const built = await admin.query(`select 1 from ${POOL} where schema = $1`, [base]);
    if (!built.rowCount) {
      await admin.query(`create schema ${base}`);
      const db = connect(url, dataDir, base);
      await buildBase({ db, databaseUrl: url, connectAgain: () => connect(url, dataDir, base), drop: () => db.destroy() }, dataDir);
      await db.destroy();
      await admin.query(`insert into ${POOL} (schema, base, busy) values ($1, $1, true)`, [base]);
    }
    const free = await admin.query<{ schema: string }>(`update ${POOL} set busy = true where schema = (select schema from ${POOL} where base = $1 and schema <> $1 and not busy limit 1) returning schema`, [base]);
    schema = free.rows[0]?.schema ?? `sig_test_${randomBytes(6).toString('hex')}`;
    if (!free.rowCount) {
      await admin.query(`create schema ${schema}`);
      const db = connect(url, dataDir, schema);
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`insert into ${POOL} (schema, base, busy) values ($1, $2, true)`, [schema, base]);
    }
    await admin.query(copySql(await tablesOf(admin, base), base, schema));
  } finally {
    await admin.end();
  }
  const db = connect(url, dataDir, schema);
  return {
    db,
    databaseUrl: url,
    connectAgain: () => connect(url, dataDir, schema),
    async drop() {
      await db.destroy();
      const a = await adminPool(url);
      try {
        await a.query(`update ${POOL} set busy = false where schema = $1`, [schema]);
      } finally {
        await a.end();
      }
    },
  };
}
