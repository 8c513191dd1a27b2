import type { AuditSubmitResponse } from '@sig/shared';
import { useEffect, useState } from 'react';

import { sendAudit, type AuditDraft } from '../lib/sendAudit';

/*
 * The seam where helper B's offline kit (@sig/shared/field: IndexedDB outbox, snapshots, pending-count hooks,
 * sign-out guard) plugs in. Until it is merged the auditor's page works online-first through these three
 * members, and only this module changes when the kit arrives: `submit` queues in the outbox, `usePendingCount`
 * reads the outbox, `usePersistentStorage` stays as is (the kit requests the same permission).
 */

/** What became of an audit: sent and answered, or kept on the device to sync later. */
export type SubmitOutcome = { kind: 'sent'; result: AuditSubmitResponse } | { kind: 'queued' };

/** Online-first: sends now; a failure surfaces to the form, which keeps the draft for another try. */
export async function submit(draft: AuditDraft): Promise<SubmitOutcome> {
  return { kind: 'sent', result: await sendAudit(draft) };
}

/** How many audits wait on this device to sync (none without the outbox). */
export function usePendingCount(): number {
  return 0;
}

export type StorageState = 'persistent' | 'best-effort' | 'unsupported' | 'checking';

/** Whether the browser promised to keep this site's data (asked once; a phone may grant it silently). */
export function usePersistentStorage(): { state: StorageState; request: () => void } {
  const [state, setState] = useState<StorageState>('checking');
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  useEffect(() => {
    if (!storage?.persisted) return setState('unsupported');
    let alive = true;
    void storage.persisted().then(
      (p) => alive && setState(p ? 'persistent' : 'best-effort'),
      () => alive && setState('unsupported'),
    );
    return () => void (alive = false);
  }, [storage]);
  const request = () => {
    if (!storage?.persist) return;
    void storage.persist().then((p) => setState(p ? 'persistent' : 'best-effort'), () => setState('unsupported'));
  };
  return { state, request };
}
