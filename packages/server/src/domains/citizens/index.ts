import type { FastifyInstance } from 'fastify';
import { citizenValidatorCompiler } from './curpValidation';
import { filingRoutes } from './filing.routes';
import { followRoutes } from './follow.routes';
import type { CitizenDeps } from './deps';
import { HabitanteSessions } from './habitanteSession';
import { habitanteRoutes } from './habitantes.routes';
import { publicReadRoutes } from './publicReads.routes';
import { OutboxSms } from './smsSender';
import { publicUploadRoutes } from './upload.routes';

/**
 * Citizens (issue 9): the public API under /api/1.0/public/:cliente (no token, scoped by the cliente's
 * slug) where people register, file and follow reportes and solicitudes, and the public map reads.
 * No staff token here; every route has a per-address rate limit. Filing in a registered habitante's name
 * takes that habitante's short session, which only a one-time code sent to them (or registering) gives.
 */
export async function citizensDomain(app: FastifyInstance): Promise<void> {
  const deps: CitizenDeps = {
    sessions: new HabitanteSessions(app.config.jwtSecret, app.clock),
    sms: new OutboxSms({ dataDir: app.config.dataDir, db: app.db, clock: app.clock }),
  };
  await app.register(async (scope) => {
    scope.setValidatorCompiler(citizenValidatorCompiler);
    // each in its own context: the reads' CORS header and the upload's raw-body parser stay with their routes
    await scope.register(publicReadRoutes);
    await scope.register(publicUploadRoutes);
    await scope.register(followRoutes);
    await habitanteRoutes(scope, deps);
    await filingRoutes(scope, deps);
  });
}

/** For the people domain's caller view: a phone shown with only its last two digits. */
export { maskPhone } from './contactMask';
/** For the citizen pages of other domains (BettaID's own card, issue 29): whether a habitante session names that habitante. */
export { HabitanteSessions } from './habitanteSession';
