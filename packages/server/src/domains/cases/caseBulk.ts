import type { CaseActionBody, CaseBulkBody, CaseBulkResponse, CaseKind } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';
import { actOnCase } from './caseActions';
import { findCaseFolio } from './cases.repository';
import type { CaseCtx, CaseNotice } from './caseWrite';

/* One change to many cases (the lists' selection), inside the caller's one transaction. */

const PLURAL_WORD: Record<CaseKind, string> = { reporte: 'reportes', solicitud: 'solicitudes' };

/**
 * Applies the change to each case in turn (each locked, checked and given its own history event, exactly
 * as the single action does). The first case that may not take it stops the batch: its error, naming the
 * case's folio, rolls the whole transaction back, so no case changes.
 */
export async function actOnCases(ctx: CaseCtx, body: CaseBulkBody): Promise<{ result: CaseBulkResponse; notices: CaseNotice[] }> {
  const { ids, ...rest } = body;
  const action = rest as CaseActionBody;
  // one lock order for every writer: two batches over the same cases wait, never deadlock
  const ordered = [...ids].sort();
  let cambiados = 0;
  const notices: CaseNotice[] = [];
  for (const id of ordered) {
    try {
      const done = await actOnCase(ctx, id, action);
      if (done.changed) cambiados++;
      notices.push(...done.notices);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const folio = await folioOf(ctx, id);
      throw new HttpError(e.statusCode, e.code, `${folio}: ${e.message}`, { field: e.field, item: folio });
    }
  }
  return { result: { cambiados, sinCambio: ordered.length - cambiados }, notices: oneNoticePerPerson(ctx, notices) };
}

/** The case's folio for the error; an id of no case of the caller's (or another cliente's) is named as sent. */
async function folioOf(ctx: CaseCtx, id: string): Promise<string> {
  return (await findCaseFolio(ctx.db, ctx.clienteId, ctx.kind, id))?.folio ?? id;
}

/** A person assigned twenty cases at once hears of it once. */
function oneNoticePerPerson(ctx: CaseCtx, notices: CaseNotice[]): CaseNotice[] {
  const byUser = new Map<string, CaseNotice[]>();
  for (const n of notices) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n]);
  return [...byUser.values()].map((list) =>
    list.length === 1 ? list[0]! : { userId: list[0]!.userId, caseId: list[0]!.caseId, message: `${ctx.actor.displayName} te asignó ${list.length} ${PLURAL_WORD[ctx.kind]}` },
  );
}
