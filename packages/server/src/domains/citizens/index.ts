import type { FastifyInstance } from 'fastify';
import { citizenValidatorCompiler } from './curpValidation';
import { filingRoutes } from './filing.routes';
import { habitanteRoutes } from './habitantes.routes';
import { publicReadRoutes } from './publicReads.routes';
import { publicUploadRoutes } from './upload.routes';

/**
 * Citizens (issue 9): the public API under /api/1.0/public/:cliente (no token, scoped by the cliente's
 * slug) where people register, file and follow reportes and solicitudes, and the public map reads.
 * Nothing here authenticates; every route has a per-address rate limit instead.
 */
export async function citizensDomain(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.setValidatorCompiler(citizenValidatorCompiler);
    // each in its own context: the reads' CORS header and the upload's raw-body parser stay with their routes
    await scope.register(publicReadRoutes);
    await scope.register(publicUploadRoutes);
    await habitanteRoutes(scope);
    await filingRoutes(scope);
  });
}
