import { onLogout, registerSignOutGuard, sessionStore } from '@sig/shared';

import { startAutoSync } from './autoSync';
import { FieldKit } from './fieldKit';
import { requestPersistentStorage } from './persistentStorage';

let current: { owner: string; kit: Promise<FieldKit>; stop: () => void } | null = null;

/**
 * The kit of the signed-in user, opened once per page: it syncs on its own (load, online, every minute),
 * asks for persistent storage, counts for the sign-out guard, and on sign-out clears the user's read data
 * when nothing of theirs is left to send. Null when nobody is signed in.
 */
export function sessionFieldKit(): Promise<FieldKit> | null {
  const owner = sessionStore.getState().user?.uuid;
  if (!owner) return null;
  if (current?.owner === owner) return current.kit;
  current?.stop();
  const kit = FieldKit.open({ owner });
  const stops: (() => void)[] = [];
  const entry = { owner, kit, stop: () => stops.splice(0).forEach((s) => s()) };
  current = entry;
  void kit.then(
    (k) => {
      if (current !== entry) return k.close();
      void requestPersistentStorage();
      stops.push(
        startAutoSync(k),
        registerSignOutGuard('field', async () => (await k.counts()).total),
        onLogout(() => {
          if (current === entry) current = null;
          entry.stop();
          void k.clearSnapshotsIfSynced().finally(() => k.close());
        }),
      );
      // another user's read data left on a shared phone goes as soon as nothing of theirs waits
      void k.otherSnapshotOwners().then((owners) => owners.forEach((o) => void k.clearSnapshotsIfSynced(o)));
    },
    (error: unknown) => {
      if (current === entry) current = null;
      console.error('[sig] the field kit could not open IndexedDB', error);
    },
  );
  return kit;
}
