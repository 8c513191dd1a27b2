import type { FastifyInstance } from 'fastify';
import { midbImportRoutes } from './import.routes';

/** The citizen registry (midb, issue 23): search, habitantes, programmes and their rolls, the map, imports. */
export async function midbDomain(app: FastifyInstance): Promise<void> {
  await midbImportRoutes(app);
}
