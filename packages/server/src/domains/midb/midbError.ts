import { MIDB_ERRORS, type MidbErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the registry's code and message (MIDB_ERRORS in the shared contract). */
export const midbError = (status: number, code: MidbErrorCode, field?: string): HttpError => new HttpError(status, code, MIDB_ERRORS[code], field ? { field } : {});
