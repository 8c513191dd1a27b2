import { CITIZEN_ERRORS, type CitizenErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the citizens' code and Spanish message (CITIZEN_ERRORS in the shared contract). */
export const citizenError = (status: number, code: CitizenErrorCode, field?: string): HttpError =>
  new HttpError(status, code, CITIZEN_ERRORS[code], field ? { field } : {});
