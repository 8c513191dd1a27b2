import { PEOPLE_ERRORS, type PeopleErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the persons' code and message (PEOPLE_ERRORS in the shared contract). */
export const peopleError = (status: number, code: PeopleErrorCode, field?: string): HttpError =>
  new HttpError(status, code, PEOPLE_ERRORS[code], field ? { field } : {});

/** A unique index refused the write (SQLite and PostgreSQL say it differently). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  return typeof e?.code === 'string' && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE');
}
