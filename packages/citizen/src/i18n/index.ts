import { registerTranslations, useT } from '@sig/shared';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

export const CITIZEN_NS = 'citizen';

registerTranslations(CITIZEN_NS, { es, en, tr, ar });

/** The translate hook for this parcel's strings (importing it registers them). */
export const useCitizenT = () => useT(CITIZEN_NS);
