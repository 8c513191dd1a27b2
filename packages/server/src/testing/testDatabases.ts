import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';

export type TestDbKind = 'sqlite' | 'postgres';

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. `npm test` runs the
 * server tests once per database (SIG_TEST_DB=sqlite, then =postgres), each its own timed phase.
 */
export function testDatabases(): TestDbKind[] {
  noteDatabaseFile();
  const only = process.env.SIG_TEST_DB;
  if (only === 'sqlite') return ['sqlite'];
  if (only === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('SIG_TEST_DB=postgres needs TEST_DATABASE_URL');
    return ['postgres'];
  }
  if (only) throw new Error(`SIG_TEST_DB must be sqlite or postgres, not ${only}`);
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * `npm test` runs on PostgreSQL only the files that asked which databases to test (SIG_DB_FILES_DIR collects
 * them during the SQLite phase): a file that never does (a config or a pure function's tests) would only repeat.
 */
function noteDatabaseFile(): void {
  const dir = process.env.SIG_DB_FILES_DIR;
  const testPath = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath;
  if (!dir || !testPath) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, createHash('sha1').update(testPath).digest('hex')), `${testPath}\n`);
}

export interface TestDatabase {
  db: Kysely<Database>;
  databaseUrl?: string;
  /** A second, independent connection to the same database (another server node); the caller destroys it. */
  connectAgain(): Kysely<Database>;
  drop(): Promise<void>;
}

let workerDatabase: Promise<string> | undefined;

/**
 * TEST_DATABASE_URL's database for one jest worker at a time: `<name>_w<worker>`, created on first use. Workers
 * run side by side, and some things are database-wide, not per schema: the NOTIFY channel the change feed
 * listens on (another worker's writes moved this one's change stamp) and `create extension`.
 */
export function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `${base.pathname.slice(1) || 'postgres'}_w${process.env.JEST_WORKER_ID ?? '1'}`;
    const { Pool } = await import('pg');
    const admin = new Pool({ connectionString: base.toString(), max: 1 });
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        await admin.query(`create database "${name}"`).catch((err: { code?: string }) => {
          if (err.code !== '42P04') throw err; // created meanwhile by another run: use it
        });
      }
    } finally {
      await admin.end();
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

/**
 * A fresh, empty database: a file in the test's data folder, or a new PostgreSQL schema
 * (`sig_test_<random>`) put first on the pool's search_path and dropped afterwards.
 */
export async function openTestDatabase(kind: TestDbKind, dataDir: string): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const { db } = createDatabase({ dataDir });
    return { db, connectAgain: () => createDatabase({ dataDir }).db, drop: () => db.destroy() };
  }
  const url = await workerDatabaseUrl();
  const schema = `sig_test_${randomBytes(6).toString('hex')}`;
  const { Pool } = await import('pg');
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const { db } = createDatabase({ databaseUrl: url, dataDir, schema });
  return {
    db,
    databaseUrl: url,
    connectAgain: () => createDatabase({ databaseUrl: url, dataDir, schema }).db,
    async drop() {
      await db.destroy();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A fresh database at the latest schema, in a temporary folder of its own; close() drops both. */
export async function openMigratedTestDatabase(kind: TestDbKind): Promise<TestDatabase & { close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sig-db-'));
  const t = await openTestDatabase(kind, dir);
  await migrateToLatest(t.db);
  return {
    ...t,
    async close() {
      await t.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
