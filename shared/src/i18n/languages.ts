export const LANGUAGES = [
  { id: 'es', title: 'Español', dir: 'ltr' },
  { id: 'en', title: 'English', dir: 'ltr' },
  { id: 'tr', title: 'Türkçe', dir: 'ltr' },
  { id: 'ar', title: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE: Language = 'es';

export const isLanguage = (v: unknown): v is Language => LANGUAGES.some((l) => l.id === v);
export const directionOf = (lng: string): 'ltr' | 'rtl' => (LANGUAGES.find((l) => l.id === lng)?.dir ?? 'ltr');

/** One language's strings of one namespace. */
export type Strings = Record<string, string>;

/** One parcel's strings: the same keys in every language (es is the source). */
export type Translations = Record<Language, Strings>;

/**
 * A namespace's strings as a parcel registers them: Spanish (the default and the fallback) in the bundle, any
 * other language either in the bundle or as a loader of its own chunk, fetched only when that language is used.
 */
export type TranslationSources = { es: Strings } & Record<Exclude<Language, 'es'>, Strings | (() => Promise<Strings>)>;
