import { FOLIO_PREFIX, type CaseKind } from '@sig/shared/contract';

/** R-2026-000123: six digits keep folios of a year the same length (and sorting as text) up to 999 999. */
export const formatFolio = (kind: CaseKind, year: number, seq: number): string => `${FOLIO_PREFIX[kind]}-${year}-${String(seq).padStart(6, '0')}`;
