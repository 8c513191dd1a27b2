import { BOT_ERRORS, type BotErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the bot's code and message (BOT_ERRORS in the shared contract). */
export const botError = (status: number, code: BotErrorCode, field?: string): HttpError => new HttpError(status, code, BOT_ERRORS[code], field ? { field } : {});
