import { PARCELS, SHELL_PARCELS, STORAGE_KEYS, matchRoute } from '@sig/shared';

import { isMapped } from './parcelLoader';

/**
 * What every signed-in staff page loads besides its parcels. Not the contract module: answers are checked
 * against it once the page is drawn (shared/src/api/apiClient.ts checkResponse), so it is no part of the load.
 */
const STAFF_MODULES = ['@sig/shared/staff-ui', '@sig/shared/icons', '@sig/fluent-extras'];

/**
 * index.html preloads the modules every page needs; this adds the current route's parcels as soon as
 * root-config runs, in parallel with the session check, instead of after it (one round trip less).
 */
export function preloadRoute(pathname: string): void {
  const route = matchRoute(pathname)?.route;
  if (!route) return;
  let hasToken = false;
  try {
    hasToken = !!localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    /* no storage: treat as signed out */
  }
  // Signed out, a protected page becomes the login page (the auth parcel). Signed in, a staff page also needs
  // the staff modules the shell and its parcels import (otherwise found one import level later).
  const names = route.auth === null ? [route.parcel] : hasToken ? [route.parcel, ...SHELL_PARCELS, ...STAFF_MODULES] : [PARCELS.auth];
  for (const name of names) {
    if (!isMapped(name)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = System.resolve(name);
    document.head.appendChild(link);
  }
}
