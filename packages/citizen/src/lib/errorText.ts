import { errorMessage, isApiRequestError } from '@sig/shared';

/** A translate function of this parcel (what useCitizenT().t is). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed call in the citizen's language: this parcel's own codes (citizen.*, a broken answer) from its
 * strings, every other code (network, rate limit, case.file_type...) from the shared ones.
 */
export function errorText(e: unknown, t: Translate, values?: Record<string, unknown>): string {
  if (isApiRequestError(e)) {
    const key = `error.${e.code}`;
    const own = t(key, values);
    if (own !== key) return own;
  }
  return errorMessage(e);
}

export const hasCode = (e: unknown, code: string): boolean => isApiRequestError(e) && e.code === code;
