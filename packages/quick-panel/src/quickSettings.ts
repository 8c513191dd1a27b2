/** The quick panel's three toggles live in this browser only (spec 2.4: "local settings toggles"). */
export const QUICK_SETTINGS_KEY = 'sig_quick_settings';

export interface QuickSettings {
  sound: boolean;
  doNotDisturb: boolean;
  compact: boolean;
}

export const QUICK_SETTING_NAMES = ['sound', 'doNotDisturb', 'compact'] as const satisfies readonly (keyof QuickSettings)[];

export const QUICK_SETTINGS_DEFAULTS: QuickSettings = { sound: true, doNotDisturb: false, compact: false };

/** The stored toggles; anything missing, malformed or unreadable (private mode) takes its default. */
export function readQuickSettings(): QuickSettings {
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(QUICK_SETTINGS_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const out = { ...QUICK_SETTINGS_DEFAULTS };
  if (stored && typeof stored === 'object') {
    for (const name of QUICK_SETTING_NAMES) {
      const v = (stored as Record<string, unknown>)[name];
      if (typeof v === 'boolean') out[name] = v;
    }
  }
  return out;
}

export function writeQuickSettings(patch: Partial<QuickSettings>): QuickSettings {
  const next = { ...readQuickSettings(), ...patch };
  try {
    localStorage.setItem(QUICK_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the toggle still applies for this page.
  }
  return next;
}
