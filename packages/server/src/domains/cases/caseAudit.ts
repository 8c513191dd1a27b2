import type { FastifyInstance } from 'fastify';
import type { CaseEventChange, CaseFile, CaseKind, CaseSummary } from '@sig/shared/contract';
import type { Session } from '../../core';
import type { CasesTable } from '../../db/schema.cases';
import { actOnCase } from './caseActions';
import { toFile, toSummary } from './caseView';
import * as repo from './cases.repository';
import * as writes from './caseWrites.repository';
import { sortableId } from '../../lib/sortableId';

export { rankedClosedCases } from './cases.repository';
import { caseStaff, writeCase } from './cases.service';
import { KIND_WORD, caseEventRow, insertEvent, lockedCase, type CaseCtx, type CaseNotice } from './caseWrite';

/*
 * What Auditoría (issue 25) reads and writes of cases, through this door only: the closed cases ranked per
 * (kind, dependencia, tipo) in the order they closed (the sampling rule counts along it), a case's summary
 * and files as the form shows them, and the one write: an audit's history event and, for an applied no
 * conforme, the reopening, in the transaction where the case row is locked, so a conflict is decided on a
 * settled case.
 */

/** What the 'auditoria_item' history event records (the contract's KnownCaseEvent). */
export type AuditItemEvent = Extract<CaseEventChange, { tipo: 'auditoria_item' }>['despues'];

/**
 * A work-list item of the case marked "no se pudo auditar" or put back to pending: its history event, written in
 * the caller's transaction (`db`) with the work list's own rows. The case row is not touched (no new version).
 */
export async function insertAuditItemEvent(db: repo.Db, clienteId: string, caseId: string, actorId: string, at: string, despues: AuditItemEvent, nota: string): Promise<void> {
  await writes.insertEvent(db, caseEventRow({ id: sortableId(), cliente_id: clienteId, case_id: caseId, at, actor_id: actorId }, { tipo: 'auditoria_item', antes: null, despues }, nota || null));
}

/** What a case row the audit form shows carries: the summary as lists show it, plus kind and version. */
export interface AuditCaseView {
  kind: CaseKind;
  version: number;
  summary: CaseSummary;
  habitanteId: string | null;
}

/** Cases of any kind by id with their names, in the order of `ids` (ids of another cliente are left out). */
export async function casesForAudit(db: repo.Db, clienteId: string, ids: readonly string[], now: string): Promise<AuditCaseView[]> {
  if (ids.length === 0) return [];
  const rows = await repo.casesOfAnyKind(db, clienteId, ids);
  const out = new Map<string, AuditCaseView>();
  for (const kind of ['reporte', 'solicitud'] as const) {
    for (const r of await repo.attachRefs(db, clienteId, kind, rows.filter((x) => x.kind === kind))) {
      out.set(r.id, { kind, version: r.version, summary: toSummary(r, now), habitanteId: r.habitante_id });
    }
  }
  return ids.flatMap((id) => out.get(id) ?? []);
}

/** The files attached to a case (photos, documents), as the case detail lists them. */
export async function caseFilesForAudit(db: repo.Db, clienteId: string, caseId: string): Promise<CaseFile[]> {
  return (await repo.listFiles(db, clienteId, caseId)).map(toFile);
}

/** One file of a case of the cliente (to stream its bytes). */
export const caseFileForAudit = repo.findFile;

export interface AuditWrite<T> {
  /** Decides on the locked case (conflict or not), writes the audit's own rows; returns what to record. */
  decide(ctx: CaseCtx, row: CasesTable): Promise<{ result: T; event: AuditEvent; reopen: string | null }>;
}
export interface AuditEvent {
  id: string;
  veredicto: 'conforme' | 'no_conforme';
  estado: 'aplicada' | 'conflicto';
  distanciaM: number | null;
  fotos: number;
  comentario: string;
}

/**
 * One audit of a case, in one transaction: the case locked, the caller's decision and rows, the 'auditoria'
 * history event (every audit, conflicts too), and for `reopen` (a comment) the 'reabierto' move along the
 * cases' own rule. The people who may act on the case (and its assignee) are notified live after the commit.
 */
export async function writeAudit<T>(app: FastifyInstance, session: Session, kind: CaseKind, caseId: string, write: AuditWrite<T>): Promise<T> {
  return writeCase(app, session, kind, async (ctx) => {
    const row = await lockedCase(ctx, caseId);
    const { result, event, reopen } = await write.decide(ctx, row);
    const { comentario, ...auditoria } = event;
    await insertEvent(ctx, row.id, { tipo: 'auditoria', antes: null, despues: { auditoria } }, comentario);
    const notices: CaseNotice[] = [];
    if (reopen !== null) {
      await actOnCase(ctx, row.id, { accion: 'reabrir', comentario: reopen, version: (await lockedCase(ctx, row.id)).version });
      const staff = new Set((await caseStaff(ctx.db, ctx.clienteId, kind)).map((u) => u.id));
      if (row.asignado_a) staff.add(row.asignado_a);
      const message = `Auditoría no conforme: se reabrió ${KIND_WORD[kind]} ${row.folio}`;
      for (const userId of staff) notices.push({ userId, message, caseId: row.id });
    }
    return { result, notices };
  });
}
