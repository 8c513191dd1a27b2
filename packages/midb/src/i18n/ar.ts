import type { MidbStrings } from './es';

export const ar: MidbStrings = {} as MidbStrings;
