import type { FastifyInstance } from 'fastify';
import { LOG_PATHS, MidbListResponse, MidbSearchQuery, ProgramasResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { midbService, programasService } from '../midb';
import { logAccess } from './logisticaAccess';

/**
 * What a coordinator (LogisticaEditar) reads of the registry to make deliveries: the programmes and the search,
 * through the registry's own services, so its rules (the age of today, the count cap) and its read log apply as
 * on the registry's pages. Without these a coordinator would also need SigMidb, which lets them edit habitantes.
 */
export async function logisticaRegistryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const a = logAccess(app);
  const programas = programasService(app.db, app.clock);
  const registry = midbService(app.db, app.clock);
  // every side of Logística reads the programmes, not only coordinators: the list's and the figures' programme
  // filter shows their names to a repartidor and to whoever manages the staff too
  r.get(LOG_PATHS.programas, { schema: { response: { 200: ProgramasResponse } }, preHandler: a.staffRead }, async (req) => programas.list(req.session!));
  r.get(LOG_PATHS.habitantes, { schema: { querystring: MidbSearchQuery, response: { 200: MidbListResponse } }, preHandler: a.editar }, async (req) => registry.search(req.session!, req.query));
}
