import { z } from 'zod';

/** One parcel of the served import map: where it comes from and since when. */
export const ParcelRelease = z.object({
  name: z.string(),
  url: z.string(),
  /** 'build' for the full build's bundle, else `<package version>-<content hash>`. */
  version: z.string(),
  releasedAt: z.string().nullable(),
  /** Earlier entries, newest first: what a rollback would return to. */
  previous: z.array(z.object({ version: z.string(), url: z.string(), releasedAt: z.string().nullable() })),
});
export type ParcelRelease = z.infer<typeof ParcelRelease>;

export const ParcelsResponse = z.object({ sharedVersion: z.string().nullable(), builtAt: z.string().nullable(), parcels: z.array(ParcelRelease) });
export type ParcelsResponse = z.infer<typeof ParcelsResponse>;

export const RELEASE_PATHS = { parcels: '/api/1.0/admin/parcels' } as const;
