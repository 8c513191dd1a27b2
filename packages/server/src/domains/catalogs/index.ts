import type { FastifyInstance } from 'fastify';
import { activeTiposRoutes } from './activeTipos.routes';
import { catalogRoutes } from './catalog.routes';
import { CATALOG_DEFS } from './defs';

/** The SIG catalogues of the caller's cliente (issue 5): CRUD and history of each, and the active tipos. */
export async function catalogsDomain(app: FastifyInstance): Promise<void> {
  for (const def of Object.values(CATALOG_DEFS)) await catalogRoutes(app, def);
  await activeTiposRoutes(app);
}

export { seedDemoCatalogs } from './seed';
/** For the cases and citizens domains: the zone polygon of a place, and the origen a public filing adds. */
export { lockCatalogs } from './catalog.repository';
export { createRow } from './catalog.service';
export { origenes } from './defs/origenes';
export { polygonOf } from './defs/zonas';
export { REFERENCES, isInUse, referencedBy } from './inUse';
/** For the setup guide (issue 24): the starter catalogues and a colonias import. */
export { addStarterCatalogs, type StarterCounts } from './starter';
export { importColonias, parseColonias } from './coloniasImport';
