import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { FOLLOW_CODE_ALPHABET, FOLLOW_CODE_LENGTH, normalizeFollowCode } from '@sig/shared/contract';

/*
 * A request's follow code (the citizens' alphabet and length: no look-alikes, ~39 bits, with the per-address
 * read limit hopeless to guess) and its one-hour upload token. Only hashes are stored; the code's is salted
 * with the request id so equal codes of two requests do not look alike.
 */

export function newFollowCode(): string {
  let code = '';
  for (let i = 0; i < FOLLOW_CODE_LENGTH; i++) code += FOLLOW_CODE_ALPHABET[randomInt(FOLLOW_CODE_ALPHABET.length)];
  return code;
}

export const hashCode = (requestId: string, code: string): string => createHash('sha256').update(`transparencia:${requestId}:${normalizeFollowCode(code)}`, 'utf8').digest('hex');

/** Whether `code` (as typed) is the request's; constant-time over the digests. */
export function codeMatches(storedHash: string, requestId: string, code: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashCode(requestId, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const newUploadToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
