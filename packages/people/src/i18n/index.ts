import { registerTranslations, useT } from '@sig/shared';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

export const PEOPLE_NS = 'people';

registerTranslations(PEOPLE_NS, { es, en, tr, ar });

/** The translate hook for this parcel's strings (importing it registers them). */
export const usePeopleT = () => useT(PEOPLE_NS);
