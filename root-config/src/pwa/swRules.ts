/**
 * What the service worker may keep, by URL. Only files whose names carry their content hash are kept and
 * served from the cache; the import map goes to the network first; no API answer is ever cached (the field
 * pages keep their own data in IndexedDB through @sig/shared/field), so no personal data sits in Cache Storage.
 */

/** webpack's and the build's content-hashed names (the server's `HASHED` rule, packages/server/src/plugins/static.ts). */
const HASHED = /[.-][0-9a-f]{8,}(?:\.chunk)?\.[a-z0-9]+$/i;

export const CACHE_NAMES = { assets: 'sig-assets-v1', importMap: 'sig-importmap-v1' } as const;

/** Never cached: the API, the realtime socket, and the worker itself. */
export function isNeverCached(url: URL): boolean {
  return url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/') || url.pathname === '/sw.js' || url.pathname.startsWith('/open311/');
}

export function isImportMap(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/importmap.json';
}

/** A same-origin static file whose name has its content hash: immutable, so cache-first is never stale. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && !isNeverCached(url) && HASHED.test(url.pathname);
}

/** A page load of the portal (not of the API): offline it gets the cached shell. */
export function isShellNavigation(mode: string, url: URL, origin: string): boolean {
  return mode === 'navigate' && url.origin === origin && !isNeverCached(url);
}

/** How many hashed files to keep at most: old releases' files go first (the cache keeps insertion order). */
export const MAX_CACHED_ASSETS = 400;
