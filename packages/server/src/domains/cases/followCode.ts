import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { FOLLOW_CODE_ALPHABET, FOLLOW_CODE_LENGTH, normalizeFollowCode } from '@sig/shared/contract';

/*
 * A case's follow code (issue 19): 8 characters of an alphabet without look-alikes, from the CSPRNG
 * (about 39 bits: with the per-address read limit, guessing one is hopeless). Only a hash salted with the
 * case id is stored; whoever could read that column could read the case itself, so no slow KDF is needed.
 */

export function newFollowCode(): string {
  let code = '';
  for (let i = 0; i < FOLLOW_CODE_LENGTH; i++) code += FOLLOW_CODE_ALPHABET[randomInt(FOLLOW_CODE_ALPHABET.length)];
  return code;
}

export const hashFollowCode = (caseId: string, code: string): string => createHash('sha256').update(`${caseId}:${normalizeFollowCode(code)}`, 'utf8').digest('hex');

/** Whether `code` (as typed) is the case's; constant-time over the digests. A case without a code matches nothing. */
export function followCodeMatches(storedHash: string | null, caseId: string, code: string): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashFollowCode(caseId, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
