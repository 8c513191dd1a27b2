import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

import { STORAGE_KEYS, readStorage, writeStorage } from '../session/storageKeys';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Strings, type TranslationSources, directionOf, isLanguage } from './languages';
import * as sharedEs from './strings/es';

/** One i18next instance for the whole tab: every parcel switches language at once. */
export const i18n: I18n = i18next.createInstance();

const stored = readStorage(STORAGE_KEYS.language);
const initial: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

const sharedNamespace = (m: typeof sharedEs): Strings => ({ ...m.shell, ...m.adminErrors, ...m.caseErrors });

void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.id),
  ns: ['shared'],
  defaultNS: 'shared',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { es: { shared: sharedNamespace(sharedEs) } },
  initImmediate: false,
  // a language's strings can arrive after a component rendered (a chunk): it re-renders then
  react: { bindI18nStore: 'added' },
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

// Every namespace's sources, and the (namespace, language) pairs in i18next or on their way.
const sources = new Map<string, TranslationSources>();
const loads = new Map<string, Promise<void>>();

function load(ns: string, lng: Language): Promise<void> {
  const key = `${lng}\u0000${ns}`;
  const known = loads.get(key);
  if (known) return known;
  const source = sources.get(ns)?.[lng];
  if (!source) return Promise.resolve();
  const done =
    typeof source === 'function'
      ? source().then(
          (strings) => void i18n.addResourceBundle(lng, ns, strings, true, true),
          (error: unknown) => {
            // offline or a stale release: the Spanish fallback shows, and the next choice of language tries again
            loads.delete(key);
            console.error(`[sig] the ${lng} strings of ${ns} did not load`, error);
          },
        )
      : Promise.resolve(void i18n.addResourceBundle(lng, ns, source, true, true));
  loads.set(key, done);
  return done;
}

const current = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Resolves once every registered namespace has its strings in `lng` (the current language by default). */
export function translationsReady(lng: Language = current()): Promise<void> {
  return Promise.all([...sources.keys()].map((ns) => load(ns, lng))).then(() => undefined);
}

/**
 * Adds a parcel's strings under its own namespace. Spanish and any language given as strings are added at once;
 * a language given as a loader is fetched when it is (or becomes) the chosen one. A parcel's mount waits for
 * `translationsReady()`, so it never flashes Spanish at someone reading Arabic.
 */
export function registerTranslations(ns: string, translations: TranslationSources): void {
  sources.set(ns, translations);
  for (const l of LANGUAGES) if (typeof translations[l.id] !== 'function') void load(ns, l.id);
  void load(ns, current());
}

registerTranslations('shared', {
  es: sharedNamespace(sharedEs),
  en: () => import('./strings/en').then(sharedNamespace),
  tr: () => import('./strings/tr').then(sharedNamespace),
  ar: () => import('./strings/ar').then(sharedNamespace),
});

/** Switches every parcel to `lng` once its strings have arrived. */
export async function setLanguage(lng: Language): Promise<unknown> {
  await translationsReady(lng);
  return i18n.changeLanguage(lng);
}

/** Translates a shared string outside React (root-config). */
export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, { ns: 'shared', ...options }) as string;

/** The translate hook for a parcel's namespace, bound to the shared instance. */
export const useT = (ns = 'shared') => useTranslation(ns, { i18n });
