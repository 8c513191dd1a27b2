import type { FastifyInstance } from 'fastify';
import { geoReportRoutes } from './geoReport.routes';
import { open311KeyRoutes } from './keys.routes';

/**
 * Open311 GeoReport v2 (issue 9): the standard surface over the public reportes, and the api_keys the
 * cliente's administrators manage. The surface is its own encapsulated context: its error format, form
 * parser and CORS header stay there and never reach the rest of the API.
 */
export async function open311Domain(app: FastifyInstance): Promise<void> {
  await open311KeyRoutes(app);
  await app.register(geoReportRoutes);
}

/** For the citizens domain: the public tipos, and the keyed hashes its codes share with api keys. */
export { hashKey, newSecret } from './apiKeys';
export { listPublicTipos } from './open311.repository';
