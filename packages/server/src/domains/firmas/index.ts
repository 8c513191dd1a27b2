import type { FastifyInstance } from 'fastify';
import { firmasRoutes } from './firmas.routes';
import { firmasService, type FirmasService } from './firmas.service';

export { firmasService, type FirmasService };

/**
 * Signed credentials (issue 29): one Ed25519 signing module for event tickets and BettaID cards, and the
 * published keys that let anyone verify them offline. Other domains sign and verify through `app.firmas`.
 */
export async function firmasDomain(app: FastifyInstance): Promise<void> {
  await firmasRoutes(app, app.firmas);
}
