import { REALTIME_ERRORS, type RealtimeErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the catalogue's code and message (REALTIME_ERRORS in the shared contract). */
export const realtimeError = (status: number, code: RealtimeErrorCode, field?: string): HttpError =>
  new HttpError(status, code, REALTIME_ERRORS[code], field ? { field } : {});
