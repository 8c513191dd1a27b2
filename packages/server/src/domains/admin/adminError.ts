import { ADMIN_ERRORS, type AdminErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the catalogue's code and message (ADMIN_ERRORS in the shared contract). */
export const adminError = (status: number, code: AdminErrorCode, field?: string): HttpError =>
  new HttpError(status, code, ADMIN_ERRORS[code], field ? { field } : {});
