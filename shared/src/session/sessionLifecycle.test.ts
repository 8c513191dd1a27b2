import { AUTH_PATHS } from '../contract/constants';
import { dismissLeftBehind, notify, snackbarStore } from '../messages/snackbarStore';
import { fakeServer } from '../test/fakeServer';
import { sessionResponse, tokenExpiringIn } from '../test/fixtures';
import { checkSession, login, logout, saveUserData } from './sessionLifecycle';
import { sessionStore } from './sessionStore';
import { STORAGE_KEYS } from './storageKeys';

const messages = () => snackbarStore.getState().messages;

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
  snackbarStore.reset();
});

describe('session start-up (spec 4)', () => {
  it('without a token ends the wait as anonymous and calls nothing', async () => {
    const server = fakeServer();
    await checkSession();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(server.calls).toHaveLength(0);
  });

  it('logs out an expired token with "access_token expired"', async () => {
    const server = fakeServer();
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(-10));
    await checkSession();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(messages().map((m) => m.message)).toEqual(['access_token expired']);
    expect(server.calls).toHaveLength(0);
  });

  it('auto-logs in a valid token through access-token, sending it as Bearer', async () => {
    const server = fakeServer();
    const stored = tokenExpiringIn(600);
    const renewed = sessionResponse();
    localStorage.setItem(STORAGE_KEYS.token, stored);
    server.on('GET', AUTH_PATHS.accessToken, () => ({ json: renewed }));
    await checkSession();
    expect(server.calls[0].authorization).toBe(`Bearer ${stored}`);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', role: ['Home', 'SigVerReporte'] });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(renewed.access_token);
    expect(localStorage.getItem(STORAGE_KEYS.clients)).toBe('c1');
    logout();
  });

  it('resumes the last session from the device when a reload finds no connection, and forgets it on logout', async () => {
    const server = fakeServer();
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(600));
    const renewed = sessionResponse();
    server.on('GET', AUTH_PATHS.accessToken, () => ({ json: renewed }));
    await checkSession();
    // a reload without connection (the field auditor's phone)
    sessionStore.reset();
    server.on('GET', AUTH_PATHS.accessToken, () => {
      throw new TypeError('Failed to fetch');
    });
    await checkSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', role: ['Home', 'SigVerReporte'], user: { uuid: renewed.user.uuid }, token: renewed.access_token });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(renewed.access_token);
    logout();
    sessionStore.reset();
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(600));
    localStorage.setItem(STORAGE_KEYS.uuid, renewed.user.uuid);
    await checkSession();
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('logs out on a 401 with "Invalid access_token" and clears the storage keys', async () => {
    const server = fakeServer();
    localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(600));
    localStorage.setItem(STORAGE_KEYS.uuid, 'u1');
    server.on('GET', AUTH_PATHS.accessToken, () => ({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Invalid access_token', code: 'auth.invalid_token' } }));
    await checkSession();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.uuid)).toBeNull();
    expect(messages().map((m) => m.message)).toContain('Invalid access_token');
  });
});

describe('login and logout', () => {
  it('shows the translated error for 5 seconds when login fails', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.login, () => ({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'x', code: 'auth.invalid_credentials' } }));
    await expect(login('ana@demo.sig', 'mala')).rejects.toThrow();
    expect(messages()).toEqual([expect.objectContaining({ message: 'Correo o contraseña incorrectos.', variant: 'error', autoHideDuration: 5000 })]);
    expect(sessionStore.getState().status).not.toBe('signed-in');
  });

  it('takes the wrong-password error down when the next sign-in works, keeping other messages', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.login, () => ({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'x', code: 'auth.invalid_credentials' } }));
    await expect(login('ana@demo.sig', 'mala')).rejects.toThrow();
    notify({ message: 'Aviso que sigue', variant: 'info' });
    expect(messages().map((m) => m.variant)).toEqual(['error', 'info']);
    const res = sessionResponse();
    server.on('POST', AUTH_PATHS.login, () => ({ json: { ...res, payload: { status: 200 }, data: res.user.data } }));
    await login('ana@demo.sig', 'buena');
    expect(messages()).toEqual([expect.objectContaining({ message: 'Aviso que sigue', variant: 'info' })]);
  });

  it('rejects a response without payload.status 200 (spec 5)', async () => {
    const server = fakeServer();
    server.on('POST', AUTH_PATHS.login, () => ({ json: { ...sessionResponse(), payload: { status: 500 }, data: sessionResponse().user.data } }));
    await expect(login('ana@demo.sig', 'buena')).rejects.toThrow();
    expect(sessionStore.getState().status).not.toBe('signed-in');
  });

  it('signs in, then logout wipes the store and storage and goes to /', async () => {
    const server = fakeServer();
    const res = sessionResponse();
    server.on('POST', AUTH_PATHS.login, () => ({ json: { ...res, payload: { status: 200 }, data: res.user.data } }));
    await login('ana@demo.sig', 'buena');
    expect(sessionStore.getState().user?.email).toBe('ana@demo.sig');
    window.history.pushState(null, '', '/sig/reportes');
    logout();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', user: null, role: [], token: null });
    for (const k of [STORAGE_KEYS.token, STORAGE_KEYS.uuid, STORAGE_KEYS.clients, STORAGE_KEYS.settings]) expect(localStorage.getItem(k)).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('saves user data only with a role, and says so in the interface language (spec 4)', async () => {
    const server = fakeServer();
    await saveUserData({ shortcuts: ['x'] });
    expect(server.calls).toHaveLength(0);
    const res = sessionResponse();
    server.on('POST', AUTH_PATHS.login, () => ({ json: { ...res, payload: { status: 200 }, data: res.user.data } }));
    server.on('POST', AUTH_PATHS.userUpdate, ({ body }) => ({
      json: { status: 200, msg: 'User data saved with api', user: { ...res.user, data: { ...res.user.data, ...(body as { user: { data: object } }).user.data } } },
    }));
    await login('ana@demo.sig', 'buena');
    await saveUserData({ shortcuts: ['reportes'] });
    expect(server.calls.at(-1)?.body).toEqual({ user: { data: { shortcuts: ['reportes'] } } });
    expect(sessionStore.getState().user?.data.shortcuts).toEqual(['reportes']);
    expect(messages().at(-1)).toMatchObject({ message: 'Datos de usuario guardados', variant: 'success' });
    logout();
  });

  it('a silent save shows nothing when it works and the error when it fails', async () => {
    const server = fakeServer();
    const res = sessionResponse();
    server.on('POST', AUTH_PATHS.login, () => ({ json: { ...res, payload: { status: 200 }, data: res.user.data } }));
    server.on('POST', AUTH_PATHS.userUpdate, () => ({ json: { status: 200, msg: 'User data saved with api', user: res.user } }));
    await login('ana@demo.sig', 'buena');
    await saveUserData({ shortcuts: ['reportes'] }, { silent: true });
    expect(server.calls.at(-1)?.body).toEqual({ user: { data: { shortcuts: ['reportes'] } } });
    expect(messages()).toEqual([]);
    server.on('POST', AUTH_PATHS.userUpdate, () => ({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'x', code: 'error.unknown' } }));
    await saveUserData({ shortcuts: ['reportes'] }, { silent: true });
    expect(messages()).toEqual([expect.objectContaining({ variant: 'error', message: 'x' })]);
    logout();
  });
});

describe('messages and navigation (issue 21)', () => {
  it('the 401 that ends the session keeps its message on the way to /login; an error about the page left behind goes', async () => {
    const server = fakeServer();
    const res = sessionResponse();
    server.on('POST', AUTH_PATHS.login, () => ({ json: { ...res, payload: { status: 200 }, data: res.user.data } }));
    await login('ana@demo.sig', 'buena');
    window.history.pushState(null, '', '/sig/reportes');
    notify({ message: 'No se pudo guardar el reporte.', variant: 'error' });
    server.on('POST', AUTH_PATHS.userUpdate, () => ({ status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Invalid access_token', code: 'auth.invalid_token' } }));
    await saveUserData({ shortcuts: [] });
    expect(sessionStore.getState().status).toBe('anonymous');
    // what root-config's guard and routing listener do next
    window.history.replaceState(null, '', '/login');
    dismissLeftBehind();
    expect(messages().map((m) => m.message)).toContain('Invalid access_token');
    expect(messages().map((m) => m.message)).not.toContain('No se pudo guardar el reporte.');
    // it explained that navigation only: the next page does not inherit it
    window.history.pushState(null, '', '/sig/reportes');
    dismissLeftBehind();
    expect(messages().map((m) => m.message)).not.toContain('Invalid access_token');
  });
});
