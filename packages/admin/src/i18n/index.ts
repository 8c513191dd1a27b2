import { registerTranslations, useT } from '@sig/shared';

import { es } from './es';

export const ADMIN_NS = 'admin';

/** Another language's strings with its permission descriptions (Spanish ones come from the server's catalogue). */
const withDescriptions = (lng: 'en' | 'tr' | 'ar', strings: Promise<Record<string, string>>) =>
  Promise.all([strings, import('./permissionDescriptions')]).then(([s, d]) => ({ ...s, ...d.permissionKeys(d.PERMISSION_DESCRIPTIONS[lng]) }));

// Spanish is in the bundle; another language is a chunk fetched when someone chooses it.
registerTranslations(ADMIN_NS, {
  es,
  en: () => withDescriptions('en', import('./en').then((m) => m.en)),
  tr: () => withDescriptions('tr', import('./tr').then((m) => m.tr)),
  ar: () => withDescriptions('ar', import('./ar').then((m) => m.ar)),
});

/** The translate hook for this parcel's strings (importing it registers them). */
export const useAdminT = () => useT(ADMIN_NS);
