import { CASE_FILE_TYPES, type CaseKind } from '@sig/shared';

/** The `accept` attribute of a file input of this kind (staff pick from a desktop: the exact types). */
export const acceptOf = (kind: CaseKind) => CASE_FILE_TYPES[kind].join(',');
