import type { FastifyInstance } from 'fastify';
import { ActiveTiposResponse, TIPOS_PATHS } from '@sig/shared/contract';
import type { TiposTable } from '../../db/schema.catalogs';
import type { ZodTypeProvider } from '../../plugins/zod';
import { listActiveRows } from './catalog.repository';
import { toTipo } from './defs/tipos';

/** Spec 7.4's gettiporeporte and gettiposolicitud: the cliente's active tipos, by name, unpaginated. */
export async function activeTiposRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routes = [
    [TIPOS_PATHS.gettiporeporte, 'tipos_reporte'],
    [TIPOS_PATHS.gettiposolicitud, 'tipos_solicitud'],
  ] as const;
  for (const [path, table] of routes) {
    r.get(path, { schema: { response: { 200: ActiveTiposResponse } }, preHandler: [app.requireProduct('sig'), app.access.signedIn()] }, async (req) => {
      const rows = await listActiveRows<TiposTable>(app.db, table, req.session!.clienteId);
      return { items: rows.map(toTipo) };
    });
  }
}
