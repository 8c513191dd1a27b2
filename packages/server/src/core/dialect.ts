import { PostgresAdapter, type Kysely } from 'kysely';

/** Where the two databases differ (row locks, full-text search): true on PostgreSQL. */
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
