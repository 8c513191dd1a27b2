import { CASE_KINDS, type CaseKind, type UserRef } from '@sig/shared/contract';
import { sortableId } from '../../lib/sortableId';
import { insertGeneratedCases, loadCaseCatalogs, mulberry32, rngId, seedOf } from './caseGenerator';
import * as repo from './cases.repository';
import * as writes from './caseWrites.repository';
import { caseStaff } from './cases.service';

export const DEMO_CASE_COUNTS: Record<CaseKind, number> = { reporte: 300, solicitud: 150 };

/**
 * The demo cliente's reportes and solicitudes over the last year, for its first start (after its
 * catalogues and its administrator exist). Deterministic per cliente; a cliente that already has cases
 * is left alone. One transaction, batched inserts.
 */
export async function seedDemoCases(db: repo.Db, clienteId: string, now: Date, staff: UserRef[], counts = DEMO_CASE_COUNTS): Promise<Record<CaseKind, number> | null> {
  if (await repo.hasCases(db, clienteId)) return null;
  const timeZone = await repo.clienteTimeZone(db, clienteId);
  return db.transaction().execute(async (trx) => {
    const done = { reporte: 0, solicitud: 0 };
    for (const kind of CASE_KINDS) {
      const rng = mulberry32(seedOf(`${clienteId}:${kind}`));
      const cat = await loadCaseCatalogs(trx, clienteId, kind);
      done[kind] = await insertGeneratedCases(trx, cat, { clienteId, kind, count: counts[kind], now, timeZone, spanDays: 365, rng, newId: rngId(rng), staff });
    }
    return done;
  });
}

export interface BulkOptions {
  /**
   * Cases per transaction. Each batch touches most leaf pages of the date-ordered indexes once (its
   * cases are spread over the year), so bigger batches write far less: the CLI uses 25 000.
   */
  batchSize?: number;
  spanDays?: number;
  onBatch?: (inserted: number) => void;
}

/**
 * Adds `count` more cases of a kind to a cliente quickly (benchmark data sets: `sig seed --reportes
 * 100000`): batches of generated rows, each batch in its own transaction with its folios reserved, so an
 * interrupted run leaves whole batches and a consistent folio counter.
 */
export async function seedBulkCases(db: repo.Db, clienteId: string, kind: CaseKind, count: number, now: Date, opts: BulkOptions = {}): Promise<number> {
  const batchSize = opts.batchSize ?? 5000;
  const timeZone = await repo.clienteTimeZone(db, clienteId);
  const cat = await loadCaseCatalogs(db, clienteId, kind);
  const staff = await caseStaff(db, clienteId, kind);
  const rng = mulberry32(seedOf(`${clienteId}:${kind}:${now.toISOString()}`));
  // Ids that grow with time land at the end of each primary-key index instead of all over it.
  let inserted = 0;
  await writes.withLargeCache(db, async () => {
    while (inserted < count) {
      const n = Math.min(batchSize, count - inserted);
      const added = await db.transaction().execute((trx) =>
        insertGeneratedCases(trx, cat, { clienteId, kind, count: n, now, timeZone, spanDays: opts.spanDays ?? 365, rng, newId: sortableId, staff }),
      );
      if (added === 0) break;
      inserted += added;
      opts.onBatch?.(inserted);
    }
  });
  await writes.refreshStatistics(db);
  return inserted;
}
