import { useCallback, useSyncExternalStore } from 'react';

import { DEFAULT_LANGUAGE, type Language, directionOf, isLanguage } from '../i18n/languages';
import { mapStrings } from './mapStrings';

/** The portal's i18n sets <html lang> on every change (and a host page of the embed sets its own). */
function subscribeToDocumentLanguage(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
const documentLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang);

/** 'es-MX' -> 'es'; anything unknown -> the default language. */
export function mapLanguageOf(lang: string | null | undefined): Language {
  const base = (lang ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

export function mapText(lang: Language, key: string, vars?: Record<string, string | number>): string {
  const text = mapStrings[lang][key] ?? mapStrings[DEFAULT_LANGUAGE][key] ?? key;
  return vars ? text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
}

export type MapT = (key: string, vars?: Record<string, string | number>) => string;

/** The map's translate function for `lang`, or for the page's language when not given. */
export function useMapText(lang?: string): { lang: Language; dir: 'ltr' | 'rtl'; t: MapT } {
  const fromDocument = useSyncExternalStore(subscribeToDocumentLanguage, documentLanguage, () => '');
  const language = mapLanguageOf(lang ?? fromDocument);
  const t = useCallback<MapT>((key, vars) => mapText(language, key, vars), [language]);
  return { lang: language, dir: directionOf(language), t };
}
