import { useSession } from '@sig/shared';
import { useEffect, useState } from 'react';

import type { FieldKit, OutboxCounts } from './fieldKit';
import type { FieldSender } from './outboxTypes';
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

/**
 * The signed-in user's kit with a field page's `senders` registered by outbox kind (a module constant: another
 * object registers them again): null while IndexedDB opens; `unavailable` for good when nobody is signed in or the
 * browser refuses IndexedDB (the page then sends online, and says so).
 */
export function useFieldKitWith(senders: Readonly<Record<string, FieldSender>>): { kit: FieldKit | null; unavailable: boolean } {
  const kit = useFieldKit();
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (!kit) return;
    const stops = Object.entries(senders).map(([kind, sender]) => kit.registerSender(kind, sender));
    return () => stops.forEach((stop) => stop());
  }, [kit, senders]);
  useEffect(() => {
    let live = true;
    const opening = sessionFieldKit();
    if (!opening) setUnavailable(true);
    else opening.catch(() => live && setUnavailable(true));
    return () => {
      live = false;
    };
  }, []);
  return { kit, unavailable };
}

/**
 * Read data for offline use: `online.data` whenever the server answered (kept on the device under `key`, then
 * `afterKeep` runs, e.g. to keep its photos too), the device's copy with when it was kept once `wanted` (the server
 * did not answer); `checked` once that copy was looked for (none found is then final). `afterKeep` must be stable.
 */
export function useOfflineCopy<T>(
  kit: FieldKit | null,
  key: string,
  online: { data?: T },
  wanted: boolean,
  afterKeep?: (kit: FieldKit, data: T) => void,
): { data?: T; savedAt: number | null; checked: boolean } {
  // undefined: not looked for yet; null: the device has none
  const [copy, setCopy] = useState<{ data: T; savedAt: number } | null | undefined>(undefined);
  useEffect(() => {
    if (!kit || online.data === undefined) return;
    const data = online.data;
    void kit.putSnapshot(key, data).then(() => afterKeep?.(kit, data));
  }, [kit, key, online.data, afterKeep]);
  useEffect(() => {
    if (!kit || !wanted) return;
    let live = true;
    void kit.getSnapshot<T>(key).then((s) => live && setCopy(s));
    return () => {
      live = false;
    };
  }, [kit, key, wanted]);
  if (online.data !== undefined) return { data: online.data, savedAt: null, checked: true };
  return copy ? { data: copy.data, savedAt: copy.savedAt, checked: true } : { savedAt: null, checked: copy === null };
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

/** How the storage promise reads on a field page's status line. */
export type StorageState = 'persistent' | 'best-effort' | 'unsupported' | 'checking';

/** Whether the browser promised to keep this site's data (asked for once). */
export function useStorageState(): StorageState {
  const state = usePersistentStorage(true);
  return state === undefined ? 'checking' : state === null ? 'unsupported' : state ? 'persistent' : 'best-effort';
}
