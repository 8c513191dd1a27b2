import { onUnauthorized, request } from '../api/apiClient';
import { ApiRequestError } from '../api/ApiRequestError';
import { AUTH_PATHS, SWITCH_CLIENTE_PATH } from '../contract/constants';
import type { RegisterBody, RegisterResponse, SessionResponse, UserData } from '../contract/auth';
import { t } from '../i18n/i18n';
import { SNACKBAR_LOGIN_ERROR_MS, dismissErrors, notify } from '../messages/snackbarStore';
import { navigate } from '../navigation';
import { sessionStore } from './sessionStore';
import { STORAGE_KEYS, readStorage, writeStorage } from './storageKeys';
import { isTokenValid } from './token';

/** The access token lives 8 h on the server; renewing every 10 min keeps role changes fresh. */
const RENEW_EVERY_MS = 10 * 60 * 1000;
let renewTimer: ReturnType<typeof setInterval> | null = null;

const logoutListeners = new Set<() => void>();
/** Parcels and the socket hear about logout here (spec 4: the chat socket is told 'disconect'). */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/**
 * The last session answer without its token: a reload with no connection (a field auditor's phone) resumes
 * the session from it while the token is valid, instead of signing the user out. Cleared on sign-out.
 */
const OFFLINE_SESSION_KEY = 'sig_session_offline';

function resumeOffline(token: string): boolean {
  try {
    const saved = JSON.parse(readStorage(OFFLINE_SESSION_KEY) ?? 'null') as Pick<SessionResponse, 'user' | 'role' | 'cliente'> | null;
    if (!saved?.user || saved.user.uuid !== readStorage(STORAGE_KEYS.uuid)) return false;
    sessionStore.setState({ status: 'signed-in', user: saved.user, role: saved.role, cliente: saved.cliente, token });
    // the server's word on the session once the connection is back
    if (typeof window !== 'undefined') window.addEventListener('online', () => void renewSession(), { once: true });
    return true;
  } catch {
    return false;
  }
}

function applySession(s: SessionResponse): void {
  writeStorage(STORAGE_KEYS.token, s.access_token);
  writeStorage(OFFLINE_SESSION_KEY, JSON.stringify({ user: s.user, role: s.role, cliente: s.cliente }));
  writeStorage(STORAGE_KEYS.uuid, s.user.uuid);
  writeStorage(STORAGE_KEYS.clients, s.cliente.id);
  writeStorage(STORAGE_KEYS.settings, JSON.stringify(s.user.data.settings ?? {}));
  sessionStore.setState({ status: 'signed-in', user: s.user, role: s.role, cliente: s.cliente, token: s.access_token });
  if (!renewTimer && typeof window !== 'undefined') renewTimer = setInterval(() => void renewSession(), RENEW_EVERY_MS);
}

function clearSession(): void {
  if (renewTimer) clearInterval(renewTimer);
  renewTimer = null;
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.uuid, STORAGE_KEYS.clients, STORAGE_KEYS.settings, OFFLINE_SESSION_KEY]) writeStorage(key, null);
  sessionStore.reset();
  sessionStore.setState({ status: 'anonymous' });
  logoutListeners.forEach((l) => l());
}

/** Spec 4 startup: no token, auto-login with a valid token, or logout when it expired. */
export async function checkSession(): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) {
    sessionStore.setState({ status: 'anonymous' });
    return;
  }
  if (!isTokenValid(token)) {
    autoLogout(t('session.expired'));
    return;
  }
  try {
    applySession(await request('get', AUTH_PATHS.accessToken, 'AccessTokenResponse'));
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 0 && e.code === 'network' && resumeOffline(token)) return;
    // A 401 already logged out through onUnauthorized; anything else is a failed auto-login.
    if (sessionStore.getState().status !== 'anonymous') {
      clearSession();
      notify({ message: e instanceof ApiRequestError && e.status === 0 ? t('session.reenter') : errorMessage(e), variant: 'error', explainsNavigation: true });
    }
  }
}

/** Periodic renewal; failure logs out with 'Rehacer login.' (spec 8). */
export async function renewSession(): Promise<void> {
  if (sessionStore.getState().status !== 'signed-in') return;
  try {
    applySession(await request('get', AUTH_PATHS.accessToken, 'AccessTokenResponse'));
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 0 && e.code === 'network') return; // offline: try again later
    if (sessionStore.getState().status === 'signed-in') {
      clearSession();
      notify({ message: t('session.relogin'), variant: 'warning', explainsNavigation: true });
    }
  }
}

/** Login succeeds only with payload.status 200 and a user (spec 5); errors show 5 s. */
export async function login(email: string, password: string): Promise<SessionResponse> {
  try {
    const res = await request('post', AUTH_PATHS.login, 'LoginResponse', { json: { email, password } });
    if (res.payload.status !== 200 || !res.user) throw new ApiRequestError({ status: 0, code: 'auth.invalid_credentials', message: '' });
    // an earlier wrong password's toast must not follow the person into the portal
    dismissErrors();
    applySession(res);
    return res;
  } catch (e) {
    notify({ message: errorMessage(e), variant: 'error', autoHideDuration: SNACKBAR_LOGIN_ERROR_MS });
    throw e;
  }
}

/** Opens no session: the account becomes usable through the link the server mails. */
export async function register(body: RegisterBody): Promise<RegisterResponse> {
  return request('post', AUTH_PATHS.register, 'RegisterResponse', { json: body });
}

/** Spec 4: logout only with a role; goes to '/', clears the user and the whole store. */
export function logout(): void {
  if (sessionStore.getState().role.length === 0) return;
  clearSession();
  navigate('/');
}

/** Ends the session without navigating; the root guard sends a protected page to /login. */
export function autoLogout(reason?: string): void {
  const wasSignedIn = readStorage(STORAGE_KEYS.token) !== null || sessionStore.getState().status === 'signed-in';
  clearSession();
  // the guard sends a protected page on to /login: this message says why, so it goes along
  if (reason && wasSignedIn) notify({ message: reason, variant: 'warning', explainsNavigation: true });
}

onUnauthorized(() => autoLogout(t('session.invalid')));

let savesSent = 0;

/**
 * Saves the user's own data (settings, shortcuts...) only when the user has a role (spec 4). An explicit
 * save says so (spec 4's message, translated); `silent` saves (the settings panel's every change) speak
 * only when they fail.
 */
export async function saveUserData(data: Partial<UserData>, opts: { silent?: boolean } = {}): Promise<void> {
  const { role, user } = sessionStore.getState();
  if (role.length === 0 || !user) return;
  const mine = ++savesSent;
  try {
    const res = await request('post', AUTH_PATHS.userUpdate, 'UserUpdateResponse', { json: { user: { data } } });
    // The answer to a later save is fresher: this one, arriving after it, would bring back what it changed.
    if (mine === savesSent) sessionStore.setState({ user: res.user });
    if (!opts.silent) notify({ message: t('session.saved'), variant: 'success' });
  } catch (e) {
    notify({ message: errorMessage(e), variant: 'error' });
  }
}

/** A switch to another of the user's clientes (a master user's: any; spec 3.1 jss_clients): the server reissues the token. */
export async function switchCliente(clienteId: string): Promise<void> {
  const { user, cliente } = sessionStore.getState();
  if (!user || cliente?.id === clienteId) return;
  try {
    const res = await request('post', SWITCH_CLIENTE_PATH, 'SessionResponse', { json: { clienteId } });
    // Another cliente has another menu: drop this one before the navbar asks again.
    sessionStore.setState({ menu: null, menuError: null });
    applySession(res);
    notify({ message: t('session.switched', { name: res.cliente.nombre }), variant: 'success' });
  } catch (e) {
    notify({ message: errorMessage(e), variant: 'error' });
  }
}

/** A translated sentence for an API error: by code when we know it, else the server's message. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiRequestError) {
    const key = `error.${e.code}`;
    const translated = t(key);
    if (translated !== key) return translated;
    return e.message || t('error.unknown');
  }
  return t('error.unknown');
}
