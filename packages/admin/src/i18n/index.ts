import { registerTranslations, useT } from '@sig/shared';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { PERMISSION_DESCRIPTIONS, permissionKeys } from './permissionDescriptions';
import { tr } from './tr';

export const ADMIN_NS = 'admin';

registerTranslations(ADMIN_NS, {
  es,
  en: { ...en, ...permissionKeys(PERMISSION_DESCRIPTIONS.en) },
  tr: { ...tr, ...permissionKeys(PERMISSION_DESCRIPTIONS.tr) },
  ar: { ...ar, ...permissionKeys(PERMISSION_DESCRIPTIONS.ar) },
});

/** The translate hook for this parcel's strings (importing it registers them). */
export const useAdminT = () => useT(ADMIN_NS);
