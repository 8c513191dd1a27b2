import type { Database as BetterSqlite } from 'better-sqlite3';
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Sessions and list pages are cached by version numbers that triggers keep in the database
 * (auth_versions, case_versions). Reading those numbers is most of a cached request, so a request first
 * takes a stamp of the database: while the stamp stays the same, the numbers cannot have changed and are
 * not read again. A null stamp means "cannot tell": the numbers are read, as before.
 * - SQLite: this connection's own writes, and `PRAGMA data_version` (changes when another connection, e.g.
 *   another process, commits), read at most once a millisecond: under load that read (a WAL lock) was a
 *   tenth of a cached request, and another process' commit then shows within a millisecond.
 * - PostgreSQL: a LISTEN connection counting the notifications the version triggers send (pgChangeFeed.ts),
 *   and this process' own writes; null while that connection is down.
 */
export interface ChangeStamp {
  now(): string | null;
  /** Resolves once every change other processes committed before the call shows in the stamp. */
  caughtUp(): Promise<void>;
}

/** Counts the statements of this process that may write (everything but a select), after they run. */
export class WriteCounter implements KyselyPlugin {
  count = 0;
  private readonly writes = new WeakSet<QueryId>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (!isRead(node)) this.writes.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(queryId)) this.count++;
    return result;
  }
}

function isRead(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return true;
  // raw SQL: only a plain select (or a with … select) counts as a read
  if (node.kind === 'RawNode') return /^\s*(select|with)\b/i.test(node.sqlFragments[0] ?? '') && !/\b(insert|update|delete)\b/i.test(node.sqlFragments.join(' '));
  return false;
}

const registry = new WeakMap<object, { writes: WriteCounter; stamp?: ChangeStamp }>();

export function registerWrites(db: Kysely<any>, writes: WriteCounter, stamp?: ChangeStamp): void {
  registry.set(db, { writes, stamp });
}

/** The write counter and (SQLite) the stamp of a database made by createDatabase; undefined for others. */
export function changeSourceOf(db: Kysely<any>): { writes: WriteCounter; stamp?: ChangeStamp } | undefined {
  return registry.get(db);
}

/** A stamp that never tells: every cached number is read again (a database made elsewhere). */
export const UNKNOWN_STAMP: ChangeStamp = { now: () => null, caughtUp: async () => undefined };

/** How long a read of SQLite's data_version stands for the other processes' commits. */
export const SQLITE_DATA_VERSION_MAX_AGE_MS = 1;

export function sqliteChangeStamp(sqlite: BetterSqlite, writes: WriteCounter): ChangeStamp {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let seen = 0;
  let seenAt = -Infinity;
  return {
    now() {
      if (!sqlite.open) return null;
      const at = performance.now();
      if (at - seenAt >= SQLITE_DATA_VERSION_MAX_AGE_MS) {
        seen = dataVersion.get() as number;
        seenAt = at;
      }
      return `${seen}:${writes.count}`;
    },
    async caughtUp() {
      seenAt = -Infinity;
    },
  };
}
