/** Local-storage keys of spec 3.1. */
export const STORAGE_KEYS = {
  token: 'jwt_access_token',
  settings: 'jss_settings',
  uuid: 'jss_uuid',
  clients: 'jss_clients',
  language: 'i18nextLng',
} as const;

/** Session storage: the protected URL a signed-out visitor asked for, used after sign-in. */
export const REMEMBERED_URL_KEY = 'sig_redirect_after_login';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the session still works for this page.
  }
}
