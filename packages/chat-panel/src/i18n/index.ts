import { registerTranslations, useT } from '@sig/shared';

import { es } from './es';

export const CHAT_NS = 'chat';

// Registered on import, so every component of the panel can be rendered on its own.
// Spanish is in the bundle; another language is a chunk fetched when someone chooses it.
registerTranslations(CHAT_NS, {
  es,
  en: () => import('./en').then((m) => m.en),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
});

/** The translate hook for this parcel's strings. */
export const useChatT = () => useT(CHAT_NS);
