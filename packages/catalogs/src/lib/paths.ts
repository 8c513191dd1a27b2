import type { CatalogErrorCode } from '@sig/shared';

// The catalogue paths and write permissions are the contract's own (zod-free constants of @sig/shared).
export { CATALOG_NAMES, CATALOG_PATHS, CATALOG_WRITE_PERMISSION, catalogPath, type CatalogName } from '@sig/shared';

export const CATALOG_PAGE_SIZE = 25;
/** The most rows one list call returns: what a select or a checkbox group of another catalogue offers. */
export const CATALOG_PAGE_SIZE_MAX = 100;

/** Every code of CATALOG_ERRORS, each translated in this parcel's strings as `error.<code>`. */
export const CATALOG_ERROR_CODES: CatalogErrorCode[] = [
  'catalog.not_found',
  'catalog.name_taken',
  'catalog.invalid_reference',
  'catalog.invalid_transition',
  'catalog.initial_required',
  'catalog.initial_final',
];
