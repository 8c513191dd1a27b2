import { useSession } from '@sig/shared';
import { useEffect, useState } from 'react';

import type { FieldKit, OutboxCounts } from './fieldKit';
import { type PersistState, persistentStorageState, requestPersistentStorage } from './persistentStorage';
import { sessionFieldKit } from './sessionKit';

/** The signed-in user's kit once IndexedDB is open (null before, or without a session). */
export function useFieldKit(): FieldKit | null {
  const owner = useSession((s) => s.user?.uuid);
  const [kit, setKit] = useState<FieldKit | null>(null);
  useEffect(() => {
    let live = true;
    setKit(null);
    void sessionFieldKit()?.then((k) => live && setKit(k));
    return () => {
      live = false;
    };
  }, [owner]);
  return kit;
}

const NO_COUNTS: OutboxCounts = { pending: 0, conflict: 0, error: 0, total: 0 };

/**
 * What `read` makes of the outbox, read again on every change (stored, sent, refused). `read` must be stable
 * (a module function, or memoised): a new one reads again.
 */
export function useOutboxView<T>(kit: FieldKit | null, read: (kit: FieldKit) => Promise<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (!kit) return;
    let live = true;
    const refresh = () => void read(kit).then((v) => live && setValue(v));
    const stop = kit.subscribe(refresh);
    refresh();
    return () => {
      live = false;
      stop();
    };
  }, [kit, read]);
  return value;
}

const readCounts = (kit: FieldKit) => kit.counts();

/** The outbox counts, updated on every change. */
export const useOutboxCounts = (kit: FieldKit | null): OutboxCounts => useOutboxView(kit, readCounts, NO_COUNTS);

/** How many works wait to reach the server (pending, conflicts and errors: all still on this device). */
export const usePendingCount = (kit: FieldKit | null): number => useOutboxCounts(kit).total;

/** The browser's idea of the connection, live. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Whether storage is persistent ("almacenamiento persistente: sí/no"); asks for it once when `request`. */
export function usePersistentStorage(request = true): PersistState | undefined {
  const [state, setState] = useState<PersistState | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void (request ? requestPersistentStorage() : persistentStorageState()).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [request]);
  return state;
}
