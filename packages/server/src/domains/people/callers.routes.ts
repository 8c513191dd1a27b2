import type { FastifyInstance } from 'fastify';
import { Caller, CallerSearchQuery, CallerSearchResponse, NewCallerBody, PEOPLE_PATHS } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { peopleService } from './people.service';

/**
 * The staff intake's caller (issue 21): whoever may take a reporte or a solicitud finds the person on the
 * line, or registers them, to link the case to the registry.
 */
export async function callerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const people = peopleService(app.db, app.clock);
  const intake = [app.requireProduct('sig'), app.access.permissions('SigEditarReporte', 'SigEditarSolicitudes')];

  r.get(PEOPLE_PATHS.callers, { schema: { querystring: CallerSearchQuery, response: { 200: CallerSearchResponse } }, preHandler: intake }, async (req) =>
    people.callers(req.session!, req.query.q),
  );

  r.post(PEOPLE_PATHS.callers, { schema: { body: NewCallerBody, response: { 201: Caller } }, preHandler: intake }, async (req, reply) =>
    reply.code(201).send(await people.newCaller(req.session!, req.body)),
  );
}
