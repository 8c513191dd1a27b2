/**
 * The service worker's kill switch (SIG_SW_KILL): /sw.js is answered with a worker that replaces the portal's
 * and removes itself, the "self-destroying service worker" Workbox's documentation recommends for taking a
 * broken worker out of the field. Browsers check /sw.js (served no-cache) on every navigation and at least
 * daily, so each installed portal picks it up on its next visit. It deletes the portal's Cache Storage (the
 * shell precache and the hashed files: Workbox's and ours), unregisters, and reloads the open pages, which
 * then load from the network. IndexedDB is not touched: audits waiting in a phone's outbox stay and are sent
 * by the page as before. Unset the variable (and release a fixed worker) to bring the offline shell back.
 */
export const SELF_DESTROYING_SW = `// SIG: service worker switched off by the server (SIG_SW_KILL)
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith('sig-') || n.startsWith('workbox-')).map((n) => caches.delete(n)));
    await self.registration.unregister();
    const pages = await self.clients.matchAll({ type: 'window' });
    pages.forEach((page) => page.navigate(page.url));
  })());
});
`;
