import { CASE_ERRORS, type CaseErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the cases code and message (CASE_ERRORS in the shared contract). */
export const caseError = (status: number, code: CaseErrorCode, field?: string): HttpError =>
  new HttpError(status, code, CASE_ERRORS[code], field ? { field } : {});
