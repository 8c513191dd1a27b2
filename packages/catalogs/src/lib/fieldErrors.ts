import { errorMessage, isApiRequestError } from '@sig/shared';

import { CATALOG_ERROR_CODES } from './paths';

/** This parcel's translate function (useCatalogsT().t). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FormErrors {
  /** Messages by form field (the part of the server's `field` before any dot: centroide.lat -> centroide). */
  fields: Record<string, string>;
  /** What no field of the form shows. */
  general: string | null;
}

/** A failed call in the user's language: a catalogue code from this parcel's strings, others from the shared ones. */
export function catalogErrorMessage(e: unknown, t: Translate): string {
  if (isApiRequestError(e) && (CATALOG_ERROR_CODES as string[]).includes(e.code)) return t(`error.${e.code}`);
  return errorMessage(e);
}

/**
 * Splits a failed call into messages next to the fields the server named and one general message.
 * A validation error keeps the server's sentence for the field; a coded error is translated.
 */
export function formErrors(e: unknown, formFields: readonly string[], t: Translate): FormErrors {
  const fields: Record<string, string> = {};
  if (isApiRequestError(e)) {
    for (const err of e.errors) {
      const name = err.type.split('.')[0];
      if (!formFields.includes(name) || fields[name]) continue;
      fields[name] = e.code === 'validation' ? err.message : catalogErrorMessage(e, t);
    }
  }
  return { fields, general: Object.keys(fields).length ? null : catalogErrorMessage(e, t) };
}
