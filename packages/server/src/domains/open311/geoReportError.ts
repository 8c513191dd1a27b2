import { GEOREPORT_ERRORS, type GeoReportErrorKey } from '@sig/shared/contract';

/** A GeoReport error: answered as [{code, description}] (or <errors><error>…) with `code` as the HTTP status. */
export class GeoReportError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
  ) {
    super(description);
    this.name = 'GeoReportError';
  }
}

export const geoError = (status: number, key: GeoReportErrorKey): GeoReportError => new GeoReportError(status, GEOREPORT_ERRORS[key]);

/** An error about one input, named by its GeoReport field: "description: es obligatorio." */
export const fieldError = (field: string, key: 'required' | 'invalid'): GeoReportError => new GeoReportError(400, `${field}: ${GEOREPORT_ERRORS[key]}`);
