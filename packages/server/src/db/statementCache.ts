import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

import { LruMap } from '../lib/lruMap';

/** Distinct SQL texts kept prepared; the least recently used is finalised first. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing (parsing and planning) costs more than
 * running the small queries a request makes (a user by id, a page of 25 cases by id). The same SQL text
 * gets the same prepared statement here. A statement still iterating (a streamed query) is busy and
 * cannot be run again, so it gets a fresh one that is not kept.
 */
export function withStatementCache(sqlite: BetterSqlite, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new LruMap<string, Statement>(size);
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const known = cache.get(sql);
      if (known) return known.busy ? sqlite.prepare(sql) : known;
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      return statement;
    },
  };
}
