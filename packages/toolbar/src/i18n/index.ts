import type { TranslationSources } from '@sig/shared';

import { es } from './es';

// Spanish is in the bundle; another language is a chunk fetched when someone chooses it.
export const toolbarStrings: TranslationSources = {
  es,
  en: () => import('./en').then((m) => m.en),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
};
