import { errorMessage } from '@sig/shared';

/** A query's failure in the user's language while it is the query's state (a retry under way clears it). */
export const loadError = (query: { isError: boolean; error?: unknown }): string | null => (query.isError ? errorMessage(query.error) : null);
