import { z } from 'zod';

import { StoredText } from './text';

/** One parcel of the served import map: where it comes from and since when. */
export const ParcelRelease = z.object({
  name: StoredText,
  url: StoredText,
  /** 'build' for the full build's bundle, else `<package version>-<content hash>`. */
  version: StoredText,
  releasedAt: StoredText.nullable(),
  /** Earlier entries, newest first: what a rollback would return to. */
  previous: z.array(z.object({ version: StoredText, url: StoredText, releasedAt: StoredText.nullable() })),
});
export type ParcelRelease = z.infer<typeof ParcelRelease>;

export const ParcelsResponse = z.object({ sharedVersion: StoredText.nullable(), builtAt: StoredText.nullable(), parcels: z.array(ParcelRelease) });
export type ParcelsResponse = z.infer<typeof ParcelsResponse>;

export const RELEASE_PATHS = { parcels: '/api/1.0/admin/parcels' } as const;
