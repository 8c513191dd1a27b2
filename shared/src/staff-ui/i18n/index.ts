import { registerTranslations, useT } from '@sig/shared';

import { es } from './es';

export const STAFF_UI_NS = 'staff-ui';

// Spanish is in the bundle; another language is a chunk fetched when someone chooses it.
registerTranslations(STAFF_UI_NS, {
  es,
  en: () => import('./en').then((m) => m.en),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
});

/** The translate hook for this module's strings (importing it registers them). */
export const useStaffUiT = () => useT(STAFF_UI_NS);
