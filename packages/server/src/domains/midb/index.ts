import type { FastifyInstance } from 'fastify';
import { midbImportRoutes } from './import.routes';
import { midbRoutes } from './midb.routes';
import { programaRoutes } from './programas.routes';

/** The citizen registry (midb, issue 23): search, habitantes, programmes and their rolls, the map, imports. */
export async function midbDomain(app: FastifyInstance): Promise<void> {
  await midbRoutes(app);
  await programaRoutes(app);
  await midbImportRoutes(app);
}

/** The demo cliente's sample registry, for the first start. */
export { seedBulkHabitantes, seedDemoRegistry } from './seed';
/** For Logística (issue 28): a programme, its active roll and what a registry search finds, as habitante ids. */
export { activeRollIds, findPrograma } from './programas.repository';
export { filteredHabitanteIds } from './midb.repository';
export { midbService, scopeOf } from './midb.service';
/** For Logística's coordinators (issue 28): the programmes and the registry search without SigMidb, through the same rules and read log. */
export { programasService } from './programas.service';
