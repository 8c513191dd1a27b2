import { sql } from 'kysely';
import { FOLIO_PREFIX, type CaseKind } from '@sig/shared/contract';
import type { Db } from './cases.repository';

/** R-2026-000123: six digits keep folios of a year the same length (and sorting as text) up to 999 999. */
export const formatFolio = (kind: CaseKind, year: number, seq: number): string => `${FOLIO_PREFIX[kind]}-${year}-${String(seq).padStart(6, '0')}`;

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
