import { AUDIT_PATHS, api, readAnswer, type AuditSubmitBody, type AuditSubmitResponse } from '@sig/shared';

import { uploadPhoto, type PickedPhoto } from './photos';

/** An audit as the form makes it: the body (its `fotos` are the photos' hashes) and the photos themselves. */
export interface AuditDraft {
  body: AuditSubmitBody;
  photos: PickedPhoto[];
}

/**
 * Sends one audit now: each photo (checked by hash), then the verdict. The client-made id (body.clientId)
 * makes a retry after a lost answer harmless: the server answers the audit it already has (`replay`).
 */
export async function sendAudit(draft: AuditDraft): Promise<AuditSubmitResponse> {
  for (const p of draft.photos) await uploadPhoto(p);
  const { data } = await readAnswer(api.post(AUDIT_PATHS.auditar, { json: draft.body }));
  return data as AuditSubmitResponse;
}

/** A UUID (the contract's AuditClientId); randomUUID needs a secure context, which a served portal has. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
