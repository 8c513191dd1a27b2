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

/** One parcel's strings: the same keys in every language (es is the source). */
export type Translations = Record<Language, Record<string, string>>;
