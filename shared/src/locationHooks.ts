import { useSyncExternalStore } from 'react';

// single-spa fires popstate on every pushState/replaceState, so this one event covers all navigation.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const getPath = () => window.location.pathname;
const getSearch = () => window.location.search;

/** The current pathname, re-rendering on navigation (parcels have no router, to stay light). */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, getPath, getPath);
}

/** The current query string, re-rendering on navigation (lists and the citizen's flow keep their state there). */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, getSearch, getSearch);
}
