import { sql } from 'kysely';
import type { CaseKind } from '@sig/shared/contract';
import type { CaseEventsTable, CaseFilesTable, CaseNotesTable, CasesTable } from '../../db/schema.cases';
import { isPostgres } from '../../core';
import type { Db } from './cases.repository';

/*
 * The statements of a write to cases: each runs in the caller's transaction (caseWrite.ts holds the rules
 * around them), plus the bulk loader's multi-row inserts and its tuning of the database.
 */

/**
 * Holds the cliente's catalogues still while a case takes references to them: a shared lock on the
 * cliente row, which the catalogue writers' `for no key update` (lockCatalogs) waits for, and which
 * other case writers share. So a tipo cannot be deleted between our check and our insert.
 */
export async function shareCatalogs(db: Db, clienteId: string): Promise<void> {
  if (isPostgres(db)) await sql`select id from clientes where id = ${clienteId} for share`.execute(db);
}

export async function insertEvent(db: Db, row: CaseEventsTable): Promise<void> {
  await db.insertInto('case_events').values(row).execute();
}

export async function updateCase(db: Db, clienteId: string, id: string, changes: Partial<CasesTable>): Promise<void> {
  await db.updateTable('cases').set(changes).where('cliente_id', '=', clienteId).where('id', '=', id).execute();
}

export async function insertNote(db: Db, row: CaseNotesTable): Promise<void> {
  await db.insertInto('case_notes').values(row).execute();
}

export async function insertFile(db: Db, row: CaseFilesTable): Promise<void> {
  await db.insertInto('case_files').values(row).execute();
}

/**
 * Reserves `count` consecutive folio numbers of the cliente, kind and year and returns the last one.
 * One statement, atomic on both databases: on PostgreSQL the counter row stays locked until the
 * creating transaction ends, so parallel creations queue on it and a rolled-back one never leaves a
 * number taken by another; SQLite has a single writer anyway. Call it late in the transaction.
 */
export async function reserveFolios(db: Db, clienteId: string, kind: CaseKind, year: number, count = 1): Promise<number> {
  const row = await db
    .insertInto('case_folios')
    .values({ cliente_id: clienteId, kind, year, last: count })
    .onConflict((oc) => oc.columns(['cliente_id', 'kind', 'year']).doUpdateSet({ last: sql<number>`case_folios.last + ${count}` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

// ---- bulk loading (the demo seed and benchmark data sets) ---------------------------------------------------

/** Multi-row inserts, sized under both databases' bound-parameter limits. */
export async function insertChunks<T extends 'cases' | 'case_events' | 'case_notes'>(db: Db, table: T, rows: object[], size: number): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insertInto(table).values(rows.slice(i, i + size) as never).execute();
}

/**
 * Runs a bulk load with a bigger SQLite page cache for this connection, which keeps the indexes of cases
 * in memory while a batch writes them; the cache goes back to what it was afterwards. PostgreSQL: as is.
 */
export async function withLargeCache<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const sqlite = !isPostgres(db);
  const cache = sqlite ? (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size : undefined;
  if (sqlite) await sql`pragma cache_size = -262144`.execute(db);
  try {
    return await load();
  } finally {
    if (cache !== undefined) await sql.raw(`pragma cache_size = ${Number(cache)}`).execute(db);
  }
}

/**
 * After a bulk load PostgreSQL's planner must know the tables grew (without statistics it takes 100k
 * cases for a handful and picks plans that take seconds), and its index-only scans need the vacuum's
 * visibility map. SQLite is left without statistics on purpose: with them it picked slower plans for
 * the filtered lists.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`vacuum (analyze) cases, case_events, case_notes, case_folios`.execute(db);
}
