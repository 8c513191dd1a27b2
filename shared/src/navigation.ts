import { navigateToUrl } from 'single-spa';

import { REMEMBERED_URL_KEY } from './session/storageKeys';

/** Client-side navigation that every parcel's router and the root guard see. */
export function navigate(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) {
    window.history.replaceState(window.history.state, '', url);
  } else {
    navigateToUrl(url);
  }
}

export function rememberUrl(url: string): void {
  try {
    sessionStorage.setItem(REMEMBERED_URL_KEY, url);
  } catch {
    /* storage unavailable: the user lands on the start page instead */
  }
}

/** The URL remembered by the guard, once; only same-origin paths are accepted. */
export function takeRememberedUrl(): string | null {
  try {
    const url = sessionStorage.getItem(REMEMBERED_URL_KEY);
    sessionStorage.removeItem(REMEMBERED_URL_KEY);
    return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
  } catch {
    return null;
  }
}
