import { registerTranslations, useT } from '@sig/shared';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

export const STAFF_UI_NS = 'staff-ui';

registerTranslations(STAFF_UI_NS, { es, en, tr, ar });

/** The translate hook for this module's strings (importing it registers them). */
export const useStaffUiT = () => useT(STAFF_UI_NS);
