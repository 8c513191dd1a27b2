import { registerTranslations, useT } from '@sig/shared';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

export const CHAT_NS = 'chat';

// Registered on import, so every component of the panel can be rendered on its own.
registerTranslations(CHAT_NS, { es, en, tr, ar });

/** The translate hook for this parcel's strings. */
export const useChatT = () => useT(CHAT_NS);
