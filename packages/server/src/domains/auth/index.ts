import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { syncMenuGates } from './menu';

export interface AuthDomainOptions {
  openRegistration: boolean;
  /** The built portal, whose import map says which parcels the menu may offer. */
  portalDir: string;
}

/**
 * The auth domain: brings the stored menu's gates in step with the route table (at every start), then
 * registers the routes of AUTH_PATHS (+ logout-all). The first start's seed (demoSeed.ts) runs before it.
 */
export async function authDomain(app: FastifyInstance, opts: AuthDomainOptions): Promise<void> {
  const synced = await syncMenuGates(app.db);
  if (synced) app.log.info({ entries: synced }, 'Menú: permisos actualizados desde la tabla de rutas');
  await authRoutes(app, { openRegistration: opts.openRegistration, portalDir: opts.portalDir });
}

/** For the first start's seed (demoSeed.ts): the menu of an empty database. */
export { seedMenuIfEmpty } from './menu';
