import path from 'node:path';
import { mkdirSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from './statementCache';
import { WriteCounter, registerWrites, sqliteChangeStamp } from './changeStamp';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

/** The embedded database's synchronous mode (PRAGMA synchronous): 'FULL', durable past a power loss. */
export const SQLITE_SYNCHRONOUS = 'FULL';
/** The embedded database's page cache (KiB) on every connection: see createDatabase. */
export const SQLITE_PAGE_CACHE_KIB = 16 * 1024;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: the schema put first on the search path (tests use one per file). */
  schema?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export function createDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const config = {
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${quoteIdent(opts.schema)}` } : {}),
    };
    // pg is loaded with the first connection: an embedded (SQLite) node never loads it
    const pool = async () => new (await import('pg')).Pool(config);
    const writes = new WriteCounter();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
    registerWrites(db, writes);
    return { db, dialect: 'postgres' };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'sig.db');
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run while one writer writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  // FULL syncs the WAL at every commit, so an acknowledged write survives a power loss or an OS crash too
  // (NORMAL, better-sqlite3's default in WAL, may lose the newest ones). Its cost: README, bench/sqlite-sync.mjs.
  sqlite.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A page cache of 16 MB (SQLite's default: 2 MB). A registry search at a million reads a few MB of the text
  // index and the list indexes, and a request's queries take turns: with 2 MB each query's pages had fallen out by
  // the next request and were read again from the file (two words: ~64 -> ~50 ms of CPU a request). 64 MB did as
  // well for searches but cost whole-index scans (the map's filtered counts) ~10 % more (bench/midb-search.mjs).
  // Bounded, and filled only as pages are read.
  sqlite.pragma(`cache_size = -${SQLITE_PAGE_CACHE_KIB}`);
  const writes = new WriteCounter();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [writes] });
  registerWrites(db, writes, sqliteChangeStamp(sqlite, writes));
  return { db, dialect: 'sqlite' };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Nombre de esquema inválido: ${name}`);
  return name;
}
