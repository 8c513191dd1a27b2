import { registerTranslations, useT } from '@sig/shared';

import { es } from './es';

export const TRANSP_NS = 'transparency';

// Spanish is in the bundle (both halves use these strings); another language is a chunk fetched when chosen.
registerTranslations(TRANSP_NS, {
  es,
  en: () => import('./en').then((m) => m.en),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
});

/** The translate hook for this parcel's strings (importing it registers them). */
export const useTranspT = () => useT(TRANSP_NS);
