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

/** The outbox counts, updated on every change (stored, sent, refused). */
export function useOutboxCounts(kit: FieldKit | null): OutboxCounts {
  const [counts, setCounts] = useState(NO_COUNTS);
  useEffect(() => {
    if (!kit) return;
    let live = true;
    const refresh = () => void kit.counts().then((c) => live && setCounts(c));
    const stop = kit.subscribe(refresh);
    refresh();
    return () => {
      live = false;
      stop();
    };
  }, [kit]);
  return counts;
}

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
