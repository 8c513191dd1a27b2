import { AUDIT_PATHS, api, type AuditPhoto, type AuditSubmitResponse, type AuditMyListsResponse } from '@sig/shared';
import { type FieldKit, type FieldSender, type OutboxItem, useFieldKitWith, useOfflineCopy, useOutboxView } from '@sig/shared/field';
import { useCallback } from 'react';

import { keepListPhotos } from './casePhotos';
import { failUrl, sendFailMark, type FailDraft } from '../lib/markFailed';
import { sendAudit, type AuditDraft } from '../lib/sendAudit';

/*
 * Where helper B's offline kit (@sig/shared/field: IndexedDB outbox, snapshots, counts, sign-out guard) meets
 * this parcel. An audit made on the phone goes to the outbox with its photos (hashed when stored) and the
 * kit sends it when it can: the client id makes a retried sync harmless, and a case changed meanwhile is kept
 * as a conflict on the phone, not lost. Without IndexedDB (a browser that refuses it) the page sends online.
 */

/** The outbox kind of an audit. */
export const AUDIT_WORK = 'auditoria';
/** The outbox kind of a "no se pudo auditar" mark. */
export const AUDIT_FAIL_WORK = 'auditoria.fallida';
/** The auditor's own lists, kept for offline use (per user, cleared at sign-out once everything is sent). */
export const MY_LISTS = 'auditoria.mis-listas';

/** What became of an audit: sent and answered, or kept on the device to sync. */
export type SubmitOutcome = { kind: 'sent'; result: AuditSubmitResponse } | { kind: 'queued' };

/** How the kit delivers an audit: each photo (the server refuses a hash mismatch), then the verdict. */
export const auditSender: FieldSender = {
  async uploadFile(_item, file) {
    const saved = await api
      .post(AUDIT_PATHS.fotos, { body: file.blob, searchParams: { sha256: file.sha256, nombre: file.name.slice(0, 200) }, headers: { 'content-type': file.blob.type || 'application/octet-stream' }, timeout: false })
      .json<AuditPhoto>();
    return { sha256: saved.sha256, ref: saved.sha256 };
  },
  async send(item) {
    const answer = await api.post(AUDIT_PATHS.auditar, { json: item.payload }).json<AuditSubmitResponse>();
    // kept by the server but not applied: the case changed since the phone read it
    return answer.estado === 'conflicto' ? { conflict: answer.conflicto ?? 'cambiado' } : undefined;
  },
};

/** How the kit delivers a failed mark: one POST, idempotent on its clientId (a 4xx stops it and shows why). */
export const failSender: FieldSender = {
  async send(item) {
    const draft = item.payload as FailDraft;
    await api.post(failUrl(draft), { json: draft.body });
  },
};

const AUDIT_SENDERS = { [AUDIT_WORK]: auditSender, [AUDIT_FAIL_WORK]: failSender };

/**
 * The signed-in auditor's kit with the audit senders registered: null while IndexedDB opens, and for good when
 * the browser refuses it (`unavailable`: the page then sends online, and says so).
 */
export const useAuditKit = (): { kit: FieldKit | null; unavailable: boolean } => useFieldKitWith(AUDIT_SENDERS);

/** Stores the audit in the outbox and asks for a sync now; online only when the kit is not there. */
export function useSubmit(kit: FieldKit | null): (draft: AuditDraft) => Promise<SubmitOutcome> {
  return useCallback(
    async (draft: AuditDraft) => {
      if (!kit) return { kind: 'sent', result: await sendAudit(draft) };
      await kit.put({ kind: AUDIT_WORK, id: draft.body.clientId, payload: draft.body, files: draft.photos.map((p) => ({ name: p.file.name || p.sha256, blob: p.file })) });
      void kit.sync();
      return { kind: 'queued' };
    },
    [kit],
  );
}

/** What became of a failed mark: sent, or kept on the device to sync. */
export type FailOutcome = 'sent' | 'queued';

/** Stores the failed mark in the outbox (its clientId is the outbox id) and asks for a sync; online without the kit. */
export function useMarkFailed(kit: FieldKit | null): (draft: FailDraft) => Promise<FailOutcome> {
  return useCallback(
    async (draft: FailDraft) => {
      if (!kit) return sendFailMark(draft).then(() => 'sent' as const);
      await kit.put({ kind: AUDIT_FAIL_WORK, id: draft.body.clientId, payload: draft });
      void kit.sync();
      return 'queued';
    },
    [kit],
  );
}

/** How many audits wait on this device (pending, conflicts and errors). */
export { usePendingCount } from '@sig/shared/field';

const NONE: OutboxItem[] = [];
const OURS = new Set([AUDIT_WORK, AUDIT_FAIL_WORK]);
const readStopped = (kit: FieldKit) => kit.list().then((all) => all.filter((i) => OURS.has(i.kind) && i.state !== 'pending'));
const readFails = (kit: FieldKit) => kit.list().then((all) => all.filter((i) => i.kind === AUDIT_FAIL_WORK).map((i) => i.payload as FailDraft));

/** The audits the kit stopped on (a conflict, a refusal), with the server's words, until the auditor acts. */

export const useStoppedWork = (kit: FieldKit | null): OutboxItem[] => useOutboxView(kit, readStopped, NONE);

/** An item's state as this phone will report it: audited or failed here, not yet accepted by the server. */
export type UnsentState = 'hecha' | 'fallida';
const readUnsent = (kit: FieldKit) =>
  kit.list().then((all) => {
    const out = new Map<string, UnsentState>();
    for (const i of all) {
      const p = i.payload as { listaId?: string; orderId?: string };
      if (!p.listaId || !p.orderId) continue;
      if (i.kind === AUDIT_WORK) out.set(`${p.listaId}:${p.orderId}`, 'hecha');
      if (i.kind === AUDIT_FAIL_WORK) out.set(`${p.listaId}:${p.orderId}`, 'fallida');
    }
    return out;
  });
const NO_UNSENT = new Map<string, UnsentState>();
/** The list items this phone audited or failed and has not sent yet, by `listaId:orderId`: the list page shows them so. */
export const useUnsentItems = (kit: FieldKit | null): Map<string, UnsentState> => useOutboxView(kit, readUnsent, NO_UNSENT);

const NO_FAILS: FailDraft[] = [];
/** The failed marks still on this device (not yet accepted by the server): the page shows those items as failed. */
export const useUnsentFails = (kit: FieldKit | null): FailDraft[] => useOutboxView(kit, readFails, NO_FAILS);

/** Whether the browser promised to keep this site's data (the kit asks for it once). */
export { useStorageState as usePersistentStorage, type StorageState } from '@sig/shared/field';

/**
 * The auditor's own lists: read from the server when it answers (and kept on the device), from the device's
 * copy when it does not (offline), saying so.
 */
export const useOfflineLists = (kit: FieldKit | null, online: { data?: AuditMyListsResponse; isError: boolean }): { data?: AuditMyListsResponse; savedAt: number | null } =>
  useOfflineCopy(kit, MY_LISTS, online, online.isError, keepListPhotos);
