import { registerTranslations, useT } from '@sig/shared';

import { es } from './es';

export const BETTAID_NS = 'bettaid';

// Spanish is in the bundle; another language is a chunk fetched when someone chooses it.
registerTranslations(BETTAID_NS, {
  es,
  en: () => import('./en').then((m) => m.en),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
});

/** The translate hook for this parcel's strings (importing it registers them). */
export const useBtT = () => useT(BETTAID_NS);
