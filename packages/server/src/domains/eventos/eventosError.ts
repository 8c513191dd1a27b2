import { EV_ERRORS, type EvErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with Eventos' code and message (EV_ERRORS in the shared contract). */
export const evError = (status: number, code: EvErrorCode, field?: string): HttpError => new HttpError(status, code, EV_ERRORS[code], field ? { field } : {});
