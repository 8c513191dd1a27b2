import { TRANSP_ERRORS, type TranspErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with Transparencia's code and message (TRANSP_ERRORS in the shared contract). */
export const transpError = (status: number, code: TranspErrorCode, field?: string): HttpError => new HttpError(status, code, TRANSP_ERRORS[code], field ? { field } : {});
