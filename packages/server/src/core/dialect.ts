import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Where the two databases differ (row locks, full-text search): true on PostgreSQL. */
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The SQL type of a column of jsonRows. */
export type JsonRowsColumn = readonly [name: string, type: 'text' | 'integer' | 'double precision'];

/**
 * Many rows as one bound parameter (a JSON array of objects), read as the derived table `v` with these columns:
 * `json_to_recordset` on PostgreSQL, `json_each` on SQLite. A batch of thousands of rows is then one statement
 * whose SQL text never changes (SQLite prepares it once; no limit of bound parameters applies). Column names are
 * the caller's constants, never input.
 */
export function jsonRows(db: Kysely<any>, rows: readonly object[], columns: readonly JsonRowsColumn[]): RawBuilder<unknown> {
  for (const [name] of columns) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`jsonRows: column ${name}`);
  const json = JSON.stringify(rows);
  if (isPostgres(db)) return sql`json_to_recordset(${json}::json) as v(${sql.raw(columns.map(([c, t]) => `"${c}" ${t}`).join(', '))})`;
  return sql`(select ${sql.raw(columns.map(([c]) => `value ->> '${c}' as "${c}"`).join(', '))} from json_each(${json})) as v`;
}

/** The quoted names of jsonRows columns, for an insert's column list and its select. */
export const columnList = (columns: readonly JsonRowsColumn[]): RawBuilder<unknown> => sql.raw(columns.map(([c]) => `"${c}"`).join(', '));
