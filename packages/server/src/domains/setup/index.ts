import type { FastifyInstance } from 'fastify';
import { setupRoutes } from './setup.routes';

/** The setup guide of a new cliente (issue 24): what is still missing, the starter catalogues, a colonias import. */
export async function setupDomain(app: FastifyInstance): Promise<void> {
  await setupRoutes(app);
}

/** For the menu: the guide is offered while a step is pending. */
export { setupStatus } from './setup.service';
