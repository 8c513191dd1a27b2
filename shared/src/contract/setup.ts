import { z } from 'zod';
import { SETUP_COLONIAS_MAX_CHARS, SETUP_STEPS } from './setupPaths';
import { MultiLine, StoredText } from './text';

export * from './setupPaths';

/*
 * The setup guide of a new cliente (issue 24): what is done, skipped or still missing, and the two writes
 * it adds to the existing endpoints (the starter catalogues and a colonias import).
 */

export const SetupStepState = z.enum(['hecho', 'omitido', 'pendiente']);
export type SetupStepState = z.infer<typeof SetupStepState>;

export const SetupStatus = z.object({
  slug: StoredText,
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), state: SetupStepState })),
  /** What the data steps found: active tipos de reporte, estatus de reporte, dependencias, orígenes, colonias, members. */
  counts: z.object({
    dependencias: z.number(),
    tiposReporte: z.number(),
    estatusReporte: z.number(),
    origenes: z.number(),
    colonias: z.number(),
    miembros: z.number(),
  }),
  /** No step is pending. */
  complete: z.boolean(),
  /** A step the guide opens by itself for is pending (SETUP_LANDING_STEPS). */
  needsGuide: z.boolean(),
});
export type SetupStatus = z.infer<typeof SetupStatus>;

export const SetupStepBody = z.object({ step: z.enum(SETUP_STEPS), state: SetupStepState }).strict();
export type SetupStepBody = z.infer<typeof SetupStepBody>;

/** How many rows of each catalogue the starter set added (0 everywhere the second time). */
export const StarterCatalogsResponse = z.object({
  added: z.object({
    dependencias: z.number(),
    tiposReporte: z.number(),
    tiposSolicitud: z.number(),
    estatusReporte: z.number(),
    estatusSolicitud: z.number(),
    origenes: z.number(),
  }),
  status: SetupStatus,
});
export type StarterCatalogsResponse = z.infer<typeof StarterCatalogsResponse>;

export const ColoniasImportBody = z
  .object({
    format: z.enum(['csv', 'geojson']),
    // a file's text: line breaks and tabs allowed, other control characters refused (a binary file is not a CSV)
    text: MultiLine.min(1).max(SETUP_COLONIAS_MAX_CHARS),
  })
  .strict();
export type ColoniasImportBody = z.infer<typeof ColoniasImportBody>;

/** `existing`: rows named like a colonia the cliente already has, left as they are. */
export const ColoniasImportResponse = z.object({ added: z.number(), existing: z.number(), status: SetupStatus });
export type ColoniasImportResponse = z.infer<typeof ColoniasImportResponse>;
