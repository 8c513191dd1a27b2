import { AUDIT_PATHS, api, auditPath, readAnswer, type AuditFailBody, type AuditFailResponse } from '@sig/shared';

/** "No se pudo auditar" as the phone makes it: which item of which list, and the body (its clientId made once). */
export interface FailDraft {
  listaId: string;
  orderId: string;
  body: AuditFailBody;
}

export const failUrl = (d: Pick<FailDraft, 'listaId' | 'orderId'>): string => auditPath(AUDIT_PATHS.fallida, { id: d.listaId, orderId: d.orderId });

/** Sends the mark now (when the phone has no outbox); a retry with the same clientId changes nothing. */
export async function sendFailMark(draft: FailDraft): Promise<AuditFailResponse> {
  const { data } = await readAnswer(api.post(failUrl(draft), { json: draft.body }));
  return data as AuditFailResponse;
}
