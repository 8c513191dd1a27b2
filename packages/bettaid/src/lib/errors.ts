import { errorMessage, isApiRequestError } from '@sig/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A failed call in the reader's language: BettaID's own codes from this parcel's strings, the others from the shared ones. */
export function errorText(e: unknown, t: Translate): string {
  if (isApiRequestError(e)) {
    const key = `error.${e.code}`;
    const own = t(key);
    if (own !== key) return own;
  }
  return errorMessage(e);
}

export const hasCode = (e: unknown, code: string): boolean => isApiRequestError(e) && e.code === code;
