import { i18n } from '../i18n/i18n';
import { directionOf } from '../i18n/languages';
import { onLogout, saveUserData } from '../session/sessionLifecycle';
import { whenPanelReady } from '../parcel/panelIntent';
import { sessionStore } from '../session/sessionStore';
import { resetNavbarState } from '../shell/navbarStore';
import { STORAGE_KEYS, readStorage, writeStorage } from '../session/storageKeys';
import { createStore, useStore } from '../store/createStore';
import { mergeSettings, normalizeSettings } from './normalizeSettings';
import { defaultSettings } from './settingsDefaults';
import type { Settings, SettingsPatch } from './settingsTypes';

export interface SettingsState {
  settings: Settings;
  panelOpen: boolean;
}

/** One server save for a burst of changes (dragging the width slider, clicking through themes). */
export const SETTINGS_SAVE_DELAY_MS = 800;

// The language decides the direction (ar is rtl); `settings.direction` only mirrors it.
const withLanguageDirection = (s: Settings): Settings => {
  const direction = directionOf(i18n.language ?? '');
  return s.direction === direction ? s : { ...s, direction };
};

const readCache = (): Settings => withLanguageDirection(normalizeSettings(readStorage(STORAGE_KEYS.settings)));
const writeCache = (s: Settings) => writeStorage(STORAGE_KEYS.settings, JSON.stringify(s));
const keyOf = (s: Settings) => JSON.stringify(s);

export const settingsStore = createStore<SettingsState>(() => ({ settings: readCache(), panelOpen: false }));

export const useSettings = <S>(selector: (s: SettingsState) => S): S => useStore(settingsStore, selector);

let saveTimer: ReturnType<typeof setTimeout> | null = null;
let savesInFlight = 0;
/** The settings the server last told us about, to tell another device's change from our own echo. */
let serverCopy: string | null = null;

function cancelSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
}

function scheduleSave(): void {
  cancelSave();
  if (sessionStore.getState().role.length === 0) return;
  saveTimer = setTimeout(() => {
    saveTimer = null;
    savesInFlight++;
    // every click in the panel saves: a toast each time would bury the page (issue 21); a failure still shows
    void saveUserData({ settings: settingsStore.getState().settings }, { silent: true }).finally(() => savesInFlight--);
  }, SETTINGS_SAVE_DELAY_MS);
}

function replace(settings: Settings): void {
  settingsStore.setState({ settings });
  writeCache(settings);
}

const hasSettings = (raw: unknown): boolean => typeof raw === 'object' && raw !== null && Object.keys(raw).length > 0;

/** Takes the settings stored with the user (any browser); empty or missing settings change nothing. */
export function applyUserSettings(raw: unknown): boolean {
  if (!hasSettings(raw)) return false;
  cancelSave();
  const settings = withLanguageDirection(normalizeSettings(raw));
  serverCopy = keyOf(settings);
  replace(settings);
  return true;
}

/** Applies a change at once (store and cache) and saves it to the user's data shortly after. */
export function updateSettings(patch: SettingsPatch | ((s: Settings) => Settings)): void {
  const current = settingsStore.getState().settings;
  const next = withLanguageDirection(typeof patch === 'function' ? normalizeSettings(patch(current)) : mergeSettings(current, patch));
  if (keyOf(next) === keyOf(current)) return;
  replace(next);
  scheduleSave();
}

/**
 * 'Restablecer': everything the panel shows goes back to its default, including the navbar's own state
 * (closed with the toolbar's menu button, or a folded navbar held open), which the settings alone left as it was.
 */
export function resetSettings(): void {
  updateSettings(() => defaultSettings('layout1'));
  resetNavbarState();
}

export const openSettingsPanel = (): void => whenPanelReady('settings', () => settingsStore.setState({ panelOpen: true }));
export const closeSettingsPanel = (): void => settingsStore.setState({ panelOpen: false });
export const toggleSettingsPanel = (): void => (settingsStore.getState().panelOpen ? closeSettingsPanel() : openSettingsPanel());

let lastUser = sessionStore.getState().user;
sessionStore.subscribe(({ user }) => {
  if (user === lastUser) return;
  const previous = lastUser;
  lastUser = user;
  if (!user) return; // logout: handled by onLogout below
  const raw = user.data?.settings;
  const incoming = hasSettings(raw) ? keyOf(withLanguageDirection(normalizeSettings(raw))) : null;
  const signedIn = previous?.uuid !== user.uuid;
  // Same user again (renewal, our own save's answer): only a change made on another device counts,
  // and never while one of ours is waiting or on its way.
  const changedElsewhere = !signedIn && incoming !== null && incoming !== serverCopy && !saveTimer && savesInFlight === 0;
  if (signedIn) cancelSave();
  if ((signedIn && incoming !== null) || changedElsewhere) applyUserSettings(raw);
  // The session writes the server copy (or '{}') into the cache; the cache follows what is shown.
  else writeCache(settingsStore.getState().settings);
  serverCopy = incoming;
});

// Spec 4: logout resets the settings. The session already removed the cache key, so it stays removed.
onLogout(() => {
  cancelSave();
  serverCopy = null;
  settingsStore.setState({ settings: withLanguageDirection(defaultSettings('layout1')), panelOpen: false });
});

i18n.on('languageChanged', (lng: string) => {
  const { settings } = settingsStore.getState();
  const direction = directionOf(lng);
  if (settings.direction !== direction) replace({ ...settings, direction });
});
