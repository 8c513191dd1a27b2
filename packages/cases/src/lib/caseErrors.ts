import { isApiRequestError } from '@sig/shared';

/** Someone else changed the case since it was loaded (409 case.stale): reload rather than retry. */
export const isStale = (e: unknown) => isApiRequestError(e) && e.code === 'case.stale';
