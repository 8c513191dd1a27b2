import type { FastifyInstance } from 'fastify';
import { ParcelsResponse, RELEASE_PATHS } from '@sig/shared/contract';

import type { ZodTypeProvider } from '../../plugins/zod';
import { readParcels } from './releases.reader';

export { servedParcelNames } from './releases.reader';

/** Which version of each parcel the portal serves (platform data, the same for every cliente). */
export async function releasesDomain(app: FastifyInstance, opts: { portalDir: string }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    RELEASE_PATHS.parcels,
    { schema: { response: { 200: ParcelsResponse } }, preHandler: app.access.permissions('admin') },
    async () => readParcels(opts.portalDir),
  );
}
