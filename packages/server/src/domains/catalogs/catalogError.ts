import { CATALOG_ERRORS, type CatalogErrorCode } from '@sig/shared/contract';
import { HttpError } from '../../lib/httpError';

/** An HttpError with the catalogue's code and message (CATALOG_ERRORS in the shared contract). */
export const catalogError = (status: number, code: CatalogErrorCode, field?: string): HttpError =>
  new HttpError(status, code, CATALOG_ERRORS[code], field ? { field } : {});
