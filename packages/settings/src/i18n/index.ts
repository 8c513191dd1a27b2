import { type TranslationSources, registerTranslations } from '@sig/shared';

import { es } from './es';

// Spanish is in the bundle; another language is a chunk fetched when someone chooses it.
export const settingsStrings: TranslationSources = {
  es,
  en: () => import('./en').then((m) => m.en),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
};

// Registered on import, so every component of the panel can be rendered on its own.
registerTranslations('settings', settingsStrings);
