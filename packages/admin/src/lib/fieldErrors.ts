import { errorMessage, isApiRequestError } from '@sig/shared';

export interface FormErrors {
  /** Messages by form field (the part of the server's `field` before any dot: roleIds.0 -> roleIds). */
  fields: Record<string, string>;
  /** What no field of the form shows. */
  general: string | null;
}

/**
 * Splits a failed call into messages next to the fields the server named and one general message.
 * A validation error keeps the server's sentence for the field; a coded error is translated.
 */
export function formErrors(e: unknown, formFields: readonly string[]): FormErrors {
  const fields: Record<string, string> = {};
  if (isApiRequestError(e)) {
    for (const err of e.errors) {
      const name = err.type.split('.')[0];
      if (!formFields.includes(name) || fields[name]) continue;
      fields[name] = e.code === 'validation' ? err.message : errorMessage(e);
    }
  }
  return { fields, general: Object.keys(fields).length ? null : errorMessage(e) };
}

/** A permissive e-mail check for the form; the server has the final word. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

export const isHexColor = (v: string) => /^#[0-9a-fA-F]{6}$/.test(v.trim());
