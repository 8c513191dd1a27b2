import { errorMessage, isApiRequestError } from '@sig/shared';

/** A parcel's translate function (what its `useT(ns).t` returns). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FormErrors {
  /** Messages by form field (the part of the server's `field` before any dot: roleIds.0 -> roleIds). */
  fields: Record<string, string>;
  /** What no field of the form shows. */
  general: string | null;
}

/**
 * A failed call in the user's language. A parcel whose own codes are translated only in its own strings
 * (as `error.<code>`) passes its `t`; every other code comes from the shared strings.
 */
export function apiErrorMessage(e: unknown, t?: Translate): string {
  if (t && isApiRequestError(e)) {
    const key = `error.${e.code}`;
    const own = t(key);
    if (own !== key) return own;
  }
  return errorMessage(e);
}

/**
 * Splits a failed call into messages next to the fields the server named and one general message.
 * A validation error keeps the server's sentence for the field; a coded error is translated (see apiErrorMessage).
 */
export function formErrors(e: unknown, formFields: readonly string[], t?: Translate): FormErrors {
  const fields: Record<string, string> = {};
  if (isApiRequestError(e)) {
    for (const err of e.errors) {
      const name = err.type.split('.')[0];
      if (!formFields.includes(name) || fields[name]) continue;
      fields[name] = e.code === 'validation' ? err.message : apiErrorMessage(e, t);
    }
  }
  return { fields, general: Object.keys(fields).length ? null : apiErrorMessage(e, t) };
}

/** A permissive e-mail check for the form; the server has the final word. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

/** `#rrggbb`, the only colour form the API keeps. */
export const isHexColor = (v: string) => /^#[0-9a-fA-F]{6}$/.test(v.trim());
