import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { seedIfEmpty } from './seed';

export interface AuthDomainOptions {
  openRegistration: boolean;
  adminEmail: string;
  adminPassword?: string;
  dataDir: string;
  /** The built portal, whose import map says which parcels the menu may offer. */
  portalDir: string;
}

/** The auth domain: seeds an empty database, then registers the routes of AUTH_PATHS (+ logout-all). */
export async function authDomain(app: FastifyInstance, opts: AuthDomainOptions): Promise<void> {
  await seedIfEmpty(app.authDeps, { adminEmail: opts.adminEmail, adminPassword: opts.adminPassword, dataDir: opts.dataDir, log: app.log });
  await authRoutes(app, { openRegistration: opts.openRegistration, portalDir: opts.portalDir });
}

/** For the CLI and the test app: the first start's seed and the demo cliente's slug. */
export { DEMO_SLUG, seedIfEmpty } from './seed';
