import type { MidbStrings } from './es';

export const en: MidbStrings = {} as MidbStrings;
