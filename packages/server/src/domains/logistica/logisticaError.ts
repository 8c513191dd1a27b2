import { LOG_ERRORS, type LogErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with Logística's code and message (LOG_ERRORS in the shared contract). */
export const logError = (status: number, code: LogErrorCode, field?: string): HttpError => new HttpError(status, code, LOG_ERRORS[code], field ? { field } : {});
