import type { FastifyInstance } from 'fastify';
import { ColoniasImportBody, ColoniasImportResponse, SETUP_COLONIAS_MAX_CHARS, SETUP_PATHS, SetupStatus, SetupStepBody, StarterCatalogsResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { setupService } from './setup.service';

/** The setup guide over HTTP (issue 24): the cliente's administrator only. */
export async function setupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const setup = setupService(app.db, app.clock);
  const guard = app.access.permissions('admin');

  r.get(SETUP_PATHS.status, { schema: { response: { 200: SetupStatus } }, preHandler: guard }, async (req) => setup.status(req.session!));

  r.put(SETUP_PATHS.step, { schema: { body: SetupStepBody, response: { 200: SetupStatus } }, preHandler: guard }, async (req) => setup.markStep(req.session!, req.body));

  r.post(SETUP_PATHS.starterCatalogs, { schema: { response: { 200: StarterCatalogsResponse } }, preHandler: [app.requireProduct('sig'), guard] }, async (req) =>
    setup.starterCatalogs(req.session!),
  );

  // the text as JSON: a GeoJSON of a city's colonias with their polygons runs to a few megabytes
  r.post(
    SETUP_PATHS.colonias,
    { schema: { body: ColoniasImportBody, response: { 200: ColoniasImportResponse } }, preHandler: [app.requireProduct('sig'), guard], bodyLimit: SETUP_COLONIAS_MAX_CHARS * 2 },
    async (req) => setup.colonias(req.session!, req.body),
  );
}
