import { errorMessage, isApiRequestError } from '@sig/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A failed call in the reader's language: Transparencia's own codes from this parcel's strings, the others from the shared ones. */
export function errorText(e: unknown, t: Translate): string {
  if (isApiRequestError(e)) {
    const key = `error.${e.code}`;
    const own = t(key);
    if (own !== key) return own;
  }
  return errorMessage(e);
}

export const hasCode = (e: unknown, code: string): boolean => isApiRequestError(e) && e.code === code;

/** The field a validation error names (its first part), or null. */
export function fieldsOf(e: unknown): string[] {
  return isApiRequestError(e) ? e.errors.map((x) => x.type.split('.')[0]!) : [];
}
