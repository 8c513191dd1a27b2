import { AUDIT_ERRORS, type AuditErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with Auditoría's code and message (AUDIT_ERRORS in the shared contract). */
export const auditError = (status: number, code: AuditErrorCode, field?: string): HttpError => new HttpError(status, code, AUDIT_ERRORS[code], field ? { field } : {});
