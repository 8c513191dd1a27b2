/**
 * The portal's service worker (/sw.js), built by scripts/pwa.mjs with Workbox's runtime modules. The build
 * replaces `self.__WB_MANIFEST` with the shell's files: index.html and what it loads before any parcel.
 * Rules in ./swRules.ts.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

import { CACHE_NAMES, MAX_CACHED_ASSETS, isHashedAsset, isImportMap, isShellNavigation } from './swRules';

/** The few ServiceWorkerGlobalScope members used here (the browser projects type-check with the DOM library). */
interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options?: { type?: string }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'sync', listener: (event: Event & { tag: string; waitUntil(p: Promise<unknown>): void }) => void): void;
}
declare const self: WorkerScope;

const origin = self.location.origin;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// the shell only; '/' is not mapped to the precached index.html (a page load asks the network first)
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

/** Drops the oldest hashed files beyond the limit (files of earlier releases). */
const trimAssets = {
  async cacheDidUpdate({ cacheName }: { cacheName: string }) {
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_CACHED_ASSETS)).map((k) => cache.delete(k)));
  },
};

registerRoute(({ url }) => isHashedAsset(url, origin), new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [trimAssets] }));
// never stale after a parcel release: the cached copy is used only when the network fails
registerRoute(({ url }) => isImportMap(url, origin), new NetworkFirst({ cacheName: CACHE_NAMES.importMap }));
registerRoute(
  ({ request, url }) => isShellNavigation(request.mode, url, origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

// Background Sync (Chromium): the pages send the field outbox, so the worker only wakes them (@sig/shared/field).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'sig-field-sync') return;
  event.waitUntil(self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((c) => c.postMessage({ type: 'sig-field-sync' }))));
});
