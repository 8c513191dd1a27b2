import { z } from 'zod';

import { CASE_KINDS } from './casePaths';
import { SingleLine, StoredText } from './text';

/* The toolbar's lookup by folio or CURP (issue 21, lookupPaths.ts). */

export * from './lookupPaths';

export const LookupQuery = z.object({ q: SingleLine.trim().min(1).max(120) });
export type LookupQuery = z.infer<typeof LookupQuery>;

export const LookupCaso = z.object({
  kind: z.enum(CASE_KINDS),
  id: StoredText,
  folio: StoredText,
  tipo: StoredText,
  estatus: StoredText,
  cerrado: z.boolean(),
});
export type LookupCaso = z.infer<typeof LookupCaso>;

/** Name and CURP only: the record itself (audited) opens on the person's page. */
export const LookupPersona = z.object({ id: StoredText, nombreCompleto: StoredText, curp: StoredText });
export type LookupPersona = z.infer<typeof LookupPersona>;

export const LookupResponse = z.object({ casos: z.array(LookupCaso), personas: z.array(LookupPersona) });
export type LookupResponse = z.infer<typeof LookupResponse>;
