import { AUTH_PATHS } from '../contract/constants';
import { setLanguage } from '../i18n/i18n';
import { snackbarStore } from '../messages/snackbarStore';
import { login, logout, renewSession } from '../session/sessionLifecycle';
import { sessionStore } from '../session/sessionStore';
import { navbarStore, setNavbarFoldedOpen, toggleNavbar } from '../shell/navbarStore';
import { STORAGE_KEYS } from '../session/storageKeys';
import { eventually } from '../test/eventually';
import { type FakeServer, apiError, fakeServer } from '../test/fakeServer';
import { sessionResponse } from '../test/fixtures';
import { normalizeSettings } from './normalizeSettings';
import { defaultSettings, layoutDefaults } from './settingsDefaults';
import {
  SETTINGS_SAVE_DELAY_MS,
  applyUserSettings,
  closeSettingsPanel,
  openSettingsPanel,
  resetSettings,
  settingsStore,
  toggleSettingsPanel,
  updateSettings,
} from './settingsStore';

const settings = () => settingsStore.getState().settings;
const cached = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? 'null');

const until = (cond: () => boolean, what: string) => eventually(() => {
  if (!cond()) throw new Error(`timed out waiting for ${what}`);
}, 1000);

/** A signed-in user whose stored settings are `stored`; the server echoes saved data as the real one does. */
async function signIn(server: FakeServer, stored: Record<string, unknown> = {}) {
  const res = sessionResponse();
  res.user.data.settings = stored;
  server.on('POST', AUTH_PATHS.login, () => ({ json: { ...res, payload: { status: 200 }, data: res.user.data } }));
  server.on('POST', AUTH_PATHS.userUpdate, ({ body }) => ({
    json: { status: 200, msg: 'User data saved with api', user: { ...res.user, data: { ...res.user.data, ...(body as { user: { data: object } }).user.data } } },
  }));
  await login('ana@demo.sig', 'buena');
  return res;
}

const saves = (server: FakeServer) => server.calls.filter((c) => c.path === AUTH_PATHS.userUpdate);
const messages = () => snackbarStore.getState().messages;
const savedTheme = () => (sessionStore.getState().user?.data.settings as { theme?: { main?: string } } | undefined)?.theme?.main;

beforeEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  sessionStore.reset();
  snackbarStore.reset();
  settingsStore.reset();
});

afterEach(async () => {
  jest.useRealTimers();
  if (sessionStore.getState().role.length > 0) logout();
  await setLanguage('es');
});

describe('the local cache jss_settings', () => {
  it('starts from the cached settings', () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ layout: { style: 'layout2' }, theme: { main: 'dark2', navbar: 'bogus' } }));
    settingsStore.reset();
    expect(settings().layout).toEqual({ style: 'layout2', config: layoutDefaults('layout2') });
    expect(settings().theme).toMatchObject({ main: 'dark2', navbar: 'default' });
  });

  it.each(['{not json', '"a string"', 'null', '[]'])('starts from the defaults when the cache holds %p', (garbage) => {
    localStorage.setItem(STORAGE_KEYS.settings, garbage);
    settingsStore.reset();
    expect(settings()).toEqual(defaultSettings());
  });

  it('updateSettings changes the store and the cache at once, normalized', () => {
    const seen: string[] = [];
    const stop = settingsStore.subscribe((s) => seen.push(s.settings.theme.main));
    updateSettings({ theme: { main: 'light4' }, layout: { config: { containerWidth: 20000 } } });
    stop();
    expect(seen).toEqual(['light4']);
    expect(settings().layout.config.containerWidth).toBe(3840);
    expect(cached()).toEqual(settings());
  });

  it('switching layout through updateSettings brings that layout’s defaults', () => {
    updateSettings({ layout: { config: { containerWidth: 900 } } });
    updateSettings({ layout: { style: 'layout3' } });
    expect(settings().layout).toEqual({ style: 'layout3', config: layoutDefaults('layout3') });
  });

  it('accepts a function of the current settings', () => {
    updateSettings((s) => ({ ...s, customScrollbars: !s.customScrollbars }));
    expect(settings().customScrollbars).toBe(false);
    expect(cached().customScrollbars).toBe(false);
  });

  it('resetSettings goes back to the layout1 defaults', () => {
    updateSettings({ layout: { style: 'layout2' }, theme: { footer: 'dark9' } });
    resetSettings();
    expect(settings()).toEqual(defaultSettings('layout1'));
    expect(cached()).toEqual(defaultSettings('layout1'));
  });

  it('resetSettings also brings back the navbar the panel shows: its style, and open again (issue 21)', () => {
    updateSettings({ layout: { config: { navbar: { style: 'style-3', position: 'right', display: false } } } });
    toggleNavbar();
    setNavbarFoldedOpen(true);
    expect(navbarStore.getState()).toMatchObject({ open: false, foldedOpen: true });
    resetSettings();
    expect(settings().layout.config.navbar).toEqual(layoutDefaults('layout1').navbar);
    expect(navbarStore.getState()).toMatchObject({ open: true, foldedOpen: false, mobileOpen: false });
  });
});

describe('saving to the user data', () => {
  it('never calls the server without a role', () => {
    const server = fakeServer();
    jest.useFakeTimers();
    updateSettings({ theme: { main: 'dark1' } });
    jest.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS * 2);
    expect(server.calls).toHaveLength(0);
  });

  it('sends one save for a burst of changes, after the delay, with the final settings', async () => {
    const server = fakeServer();
    await signIn(server);
    jest.useFakeTimers();
    updateSettings({ theme: { main: 'light1' } });
    jest.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS - 100);
    updateSettings({ theme: { main: 'light2' } });
    updateSettings({ layout: { config: { navbar: { folded: true } } } });
    jest.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS - 1);
    expect(saves(server)).toHaveLength(0);
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await until(() => savedTheme() === 'light2', 'the save');
    expect(saves(server)).toHaveLength(1);
    // issue 21: a click in the panel is not worth a toast; the save is silent when it works
    expect(messages()).toEqual([]);
    expect(saves(server)[0].body).toEqual({ user: { data: { settings: settings() } } });
    expect(settings().theme.main).toBe('light2');
    // The server's answer is our own change: it must neither be applied again nor saved again.
    await new Promise((r) => setTimeout(r, SETTINGS_SAVE_DELAY_MS + 50));
    expect(saves(server)).toHaveLength(1);
  });

  it('does not let the answer to an earlier save undo a later change', async () => {
    const server = fakeServer();
    await signIn(server);
    const shown: string[] = [];
    const stop = settingsStore.subscribe((st) => shown.push(st.settings.theme.main));
    jest.useFakeTimers();
    updateSettings({ theme: { main: 'dark5' } });
    jest.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
    updateSettings({ theme: { main: 'dark6' } });
    jest.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
    jest.useRealTimers();
    await until(() => saves(server).length === 2 && savedTheme() === 'dark6', 'both saves');
    expect(saves(server).map((c) => (c.body as { user: { data: { settings: { theme: { main: string } } } } }).user.data.settings.theme.main)).toEqual(['dark5', 'dark6']);
    stop();
    expect(shown.slice(shown.indexOf('dark6'))).not.toContain('dark5');
    expect(settings().theme.main).toBe('dark6');
    expect(cached().theme.main).toBe('dark6');
  });
});

describe('a settings save that fails', () => {
  it('says so, in the interface language, while the change stays on screen', async () => {
    const server = fakeServer();
    await signIn(server);
    server.on('POST', AUTH_PATHS.userUpdate, () => apiError(503, 'unavailable', 'El servidor no está disponible.'));
    updateSettings({ theme: { main: 'dark3' } });
    await until(() => messages().length > 0, 'the error');
    expect(messages()).toEqual([expect.objectContaining({ variant: 'error', message: 'El servidor no está disponible.' })]);
    expect(settings().theme.main).toBe('dark3');
  });
});

describe('settings that travel with the user', () => {
  it('applies the user’s stored settings on sign-in (any browser) without saving them back', async () => {
    const server = fakeServer();
    await signIn(server, { layout: { style: 'layout3', config: { mode: 'boxed' } }, theme: { main: 'dark7', toolbar: 'unknownTheme' } });
    expect(settings().layout).toEqual({ style: 'layout3', config: { ...layoutDefaults('layout3'), mode: 'boxed' } });
    expect(settings().theme).toMatchObject({ main: 'dark7', toolbar: 'default' });
    expect(cached()).toEqual(settings());
    expect(saves(server)).toHaveLength(0);
  });

  it('keeps the current settings (and their cache) for a user with none stored', async () => {
    const server = fakeServer();
    updateSettings({ theme: { main: 'light9' } });
    await signIn(server, {});
    expect(settings().theme.main).toBe('light9');
    expect(cached().theme.main).toBe('light9');
  });

  it('keeps a change still waiting to be saved when the session is renewed', async () => {
    const server = fakeServer();
    const res = await signIn(server, { theme: { main: 'light1' } });
    server.on('GET', AUTH_PATHS.accessToken, () => ({ json: { ...res, user: { ...res.user, data: { ...res.user.data, settings: { theme: { main: 'dark11' } } } } } }));
    updateSettings({ customScrollbars: false });
    // Our pending save will overwrite the server's copy, so the screen keeps what it will hold.
    await renewSession();
    expect(settings()).toMatchObject({ customScrollbars: false, theme: { main: 'light1' } });
    expect(cached()).toEqual(settings());
  });

  it('applies another device’s settings on renewal when nothing of ours is pending', async () => {
    const server = fakeServer();
    const res = await signIn(server, { theme: { main: 'light1' } });
    server.on('GET', AUTH_PATHS.accessToken, () => ({ json: { ...res, user: { ...res.user, data: { ...res.user.data, settings: { theme: { main: 'dark11' } } } } } }));
    await renewSession();
    expect(settings().theme.main).toBe('dark11');
    expect(cached().theme.main).toBe('dark11');
  });

  it('logout resets the settings and leaves the cache removed (spec 4)', async () => {
    const server = fakeServer();
    await signIn(server, { theme: { main: 'dark3' } });
    openSettingsPanel();
    logout();
    expect(settingsStore.getState()).toEqual({ settings: defaultSettings('layout1'), panelOpen: false });
    expect(localStorage.getItem(STORAGE_KEYS.settings)).toBeNull();
  });

  it('applyUserSettings ignores empty settings and normalizes the rest', () => {
    updateSettings({ theme: { main: 'light8' } });
    expect(applyUserSettings({})).toBe(false);
    expect(applyUserSettings(null)).toBe(false);
    expect(settings().theme.main).toBe('light8');
    expect(applyUserSettings({ theme: { main: 'nope' }, customScrollbars: 'x' })).toBe(true);
    expect(settings()).toEqual(normalizeSettings({ theme: { main: 'default' } }));
    expect(cached()).toEqual(settings());
  });
});

describe('direction follows the language', () => {
  it('turns rtl with Arabic and back, without calling the server', async () => {
    const server = fakeServer();
    await signIn(server);
    jest.useFakeTimers();
    await setLanguage('ar');
    expect(settings().direction).toBe('rtl');
    expect(cached().direction).toBe('rtl');
    await setLanguage('es');
    expect(settings().direction).toBe('ltr');
    jest.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS * 2);
    expect(saves(server)).toHaveLength(0);
  });

  it('ignores a direction that disagrees with the language', async () => {
    updateSettings({ direction: 'rtl' });
    expect(settings().direction).toBe('ltr');
    await setLanguage('ar');
    applyUserSettings({ direction: 'ltr', theme: { main: 'dark1' } });
    expect(settings()).toMatchObject({ direction: 'rtl', theme: { main: 'dark1' } });
  });
});

describe('the settings panel', () => {
  it('opens, closes and toggles', () => {
    openSettingsPanel();
    expect(settingsStore.getState().panelOpen).toBe(true);
    closeSettingsPanel();
    expect(settingsStore.getState().panelOpen).toBe(false);
    toggleSettingsPanel();
    expect(settingsStore.getState().panelOpen).toBe(true);
    toggleSettingsPanel();
    expect(settingsStore.getState().panelOpen).toBe(false);
  });
});
