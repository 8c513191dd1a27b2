import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { syncMenuGates } from './menu';
import { seedIfEmpty } from './seed';

export interface AuthDomainOptions {
  openRegistration: boolean;
  adminEmail: string;
  adminPassword?: string;
  dataDir: string;
  /** The built portal, whose import map says which parcels the menu may offer. */
  portalDir: string;
}

/**
 * The auth domain: seeds an empty database, brings the stored menu's gates in step with the route table
 * (at every start), then registers the routes of AUTH_PATHS (+ logout-all).
 */
export async function authDomain(app: FastifyInstance, opts: AuthDomainOptions): Promise<void> {
  await seedIfEmpty(app.authDeps, { adminEmail: opts.adminEmail, adminPassword: opts.adminPassword, dataDir: opts.dataDir, log: app.log });
  const synced = await syncMenuGates(app.db);
  if (synced) app.log.info({ entries: synced }, 'Menú: permisos actualizados desde la tabla de rutas');
  await authRoutes(app, { openRegistration: opts.openRegistration, portalDir: opts.portalDir });
}

/** For the CLI and the test app: the first start's seed and the demo cliente's slug. */
export { DEMO_SLUG, seedIfEmpty } from './seed';
