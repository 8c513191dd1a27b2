import { isApiRequestError } from '@sig/shared';

/** A habitante's record answers the persons' codes (one record, one set of errors): a stale version is persona.stale. */
export const isStale = (e: unknown): boolean => isApiRequestError(e) && e.code === 'persona.stale';
