import { isApiRequestError } from '@sig/shared';
import { apiErrorMessage, type Translate } from '@sig/shared/staff-ui';

/** The refusal carries this error code (a 409 bot.stale, a 400 bot.flow_invalid). */
export const hasCode = (e: unknown, code: string): boolean => isApiRequestError(e) && e.code === code;

/** A failed call in the reader's language: the bot's codes this page meets from its own strings (cfg.error.*), the rest as everywhere. */
export function errorText(e: unknown, t: Translate): string {
  if (isApiRequestError(e)) {
    const key = `cfg.error.${e.code}`;
    const own = t(key);
    if (own !== key) return own;
  }
  return apiErrorMessage(e, t);
}
