import { isApiRequestError } from '@sig/shared';

export const isStale = (e: unknown): boolean => isApiRequestError(e) && e.code === 'midb.stale';
