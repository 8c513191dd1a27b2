import { z } from 'zod';

import { SingleLine } from './text';

/*
 * Shapes several areas name (cases, citizens, people, midb, the catalogues): in a file of their own, so that in
 * the browser the schemas of one area load without another area's (packages/webpack-config/contract-module.js).
 */

/** The id of a catalogue entry (a tipo, a dependencia, a colonia...). */
export const CatalogId = SingleLine.trim().min(1).max(100);

/** A point on the map. */
export const LatLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict();
export type LatLng = z.infer<typeof LatLng>;
