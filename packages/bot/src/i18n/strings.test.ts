import { testStringParity } from '@sig/shared/testing/stringParity';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

testStringParity({ es, en, tr, ar });
