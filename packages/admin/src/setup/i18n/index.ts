import { i18n, registerTranslations } from '@sig/shared';
import { useTranslation } from 'react-i18next';

import { ADMIN_NS } from '../../i18n';
import { es } from './es';

export const SETUP_NS = 'admin-setup';

// registered by the guide's own chunk: the parcel's first chunk carries none of these strings
registerTranslations(SETUP_NS, {
  es,
  en: () => import('./en').then((m) => m.en),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
});

/** The guide's strings, falling back to the parcel's (field names, the cliente page's hints, the invitation). */
export const useSetupT = () => useTranslation([SETUP_NS, ADMIN_NS], { i18n, nsMode: 'fallback' });
