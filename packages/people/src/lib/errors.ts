import { ApiRequestError, isApiRequestError } from '@sig/shared';
import { apiErrorMessage, type Translate } from '@sig/shared/staff-ui';

/**
 * A failed load in this parcel's words: the pages' shared loader shows an error's message, and only the
 * parcel's own strings translate the persons' codes (persona.not_found, ...).
 */
export async function inOwnWords<T>(load: Promise<T>, t: Translate): Promise<T> {
  try {
    return await load;
  } catch (e) {
    if (!isApiRequestError(e)) throw e;
    throw new ApiRequestError({ status: e.status, code: e.code, message: apiErrorMessage(e, t), field: e.field, errors: e.errors });
  }
}

export const isStale = (e: unknown): boolean => isApiRequestError(e) && e.code === 'persona.stale';
