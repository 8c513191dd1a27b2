import { BT_ERRORS, type BtErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with BettaID's code and message (BT_ERRORS in the shared contract). */
export const btError = (status: number, code: BtErrorCode, field?: string): HttpError => new HttpError(status, code, BT_ERRORS[code], field ? { field } : {});
