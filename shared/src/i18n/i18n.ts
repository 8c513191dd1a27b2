import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

import { STORAGE_KEYS, readStorage, writeStorage } from '../session/storageKeys';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Translations, directionOf, isLanguage } from './languages';
import { adminErrorStrings } from './adminErrorStrings';
import { caseErrorStrings } from './caseErrorStrings';
import { sharedStrings } from './sharedStrings';

/** One i18next instance for the whole tab: every parcel switches language at once. */
export const i18n: I18n = i18next.createInstance();

const stored = readStorage(STORAGE_KEYS.language);
const initial: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.id),
  ns: ['shared'],
  defaultNS: 'shared',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(LANGUAGES.map((l) => [l.id, { shared: { ...sharedStrings[l.id], ...adminErrorStrings[l.id], ...caseErrorStrings[l.id] } }])),
  initImmediate: false,
  showSupportNotice: false,
} as Parameters<I18n['init']>[0]);

function applyDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
}
applyDocumentLanguage(initial);
i18n.on('languageChanged', (lng) => {
  writeStorage(STORAGE_KEYS.language, lng);
  applyDocumentLanguage(lng);
});

/** Adds a parcel's strings under its own namespace. */
export function registerTranslations(ns: string, translations: Translations): void {
  for (const l of LANGUAGES) i18n.addResourceBundle(l.id, ns, translations[l.id], true, true);
}

export function setLanguage(lng: Language): Promise<unknown> {
  return i18n.changeLanguage(lng);
}

/** Translates a shared string outside React (root-config). */
export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'shared', ...options }) as string;

/** The translate hook for a parcel's namespace, bound to the shared instance. */
export const useT = (ns = 'shared') => useTranslation(ns, { i18n });
