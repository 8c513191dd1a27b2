import type { FieldKit } from './fieldKit';

/** The tag of the Background Sync registration and of the message the service worker posts for it. */
export const FIELD_SYNC_TAG = 'sig-field-sync';
const EVERY_MS = 60_000;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Syncs now (page load), when the connection comes back, every minute, and when the service worker relays a
 * Background Sync event (only where the browser has that API: Chromium). Returns the stop.
 */
export function startAutoSync(kit: FieldKit, everyMs = EVERY_MS): () => void {
  const run = (force = false) => void kit.sync({ force }).catch((e: unknown) => console.error('[sig] field sync failed', e));
  const onOnline = () => run(true);
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === FIELD_SYNC_TAG) run(true);
  };
  window.addEventListener('online', onOnline);
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  sw?.addEventListener('message', onMessage);
  const timer = setInterval(() => navigator.onLine !== false && run(), everyMs);
  const stopListening = kit.subscribe(() => void askBackgroundSync());
  run();
  return () => {
    window.removeEventListener('online', onOnline);
    sw?.removeEventListener('message', onMessage);
    clearInterval(timer);
    stopListening();
  };
}

/** Background Sync wakes the service worker when the connection returns even if the page is in the background. */
async function askBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    await sync?.register(FIELD_SYNC_TAG);
  } catch {
    // not allowed or not supported: the online event and the interval still sync
  }
}
