import type { MidbStrings } from './es';

export const tr: MidbStrings = {} as MidbStrings;
