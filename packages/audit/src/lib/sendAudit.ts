import { api, readAnswer } from '@sig/shared';

import { AUDIT_PATHS, type AuditBody, type AuditResult } from '../contract';
import { uploadPhoto, type PickedPhoto } from './photos';

/** An audit as the form makes it: the body without its uploaded photos, and the photos themselves. */
export interface AuditDraft {
  body: Omit<AuditBody, 'fotos'>;
  photos: PickedPhoto[];
}

/**
 * Sends one audit now: each photo, checked by hash, then the verdict. The client-made id (body.clientId)
 * makes a retry after a lost answer harmless: the server answers the audit it already has.
 */
export async function sendAudit(draft: AuditDraft): Promise<AuditResult> {
  const fotos = [];
  for (const p of draft.photos) fotos.push(await uploadPhoto(p));
  const { data } = await readAnswer(api.post(AUDIT_PATHS.auditar, { json: { ...draft.body, fotos } }));
  return data as AuditResult;
}

export const newClientId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
