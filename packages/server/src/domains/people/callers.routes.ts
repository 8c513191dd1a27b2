import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALLER_SEARCH_MAX, Caller, CallerSearchQuery, CallerSearchResponse, NewCallerBody, PEOPLE_PATHS } from '@sig/shared/contract';
import { holdsPermission } from '../../core';
import { iso } from '../../lib/clock';
import { bool } from '../../lib/json';
import type { ZodTypeProvider } from '../../plugins/zod';
import { createCaller } from './callerCreate';
import { toCaller } from './callerView';
import { searchCallers } from './people.repository';

const seesPersons = (req: FastifyRequest): boolean => holdsPermission(req.session!.permissions, 'SigVerPersona');

/**
 * The staff intake's caller (issue 21): whoever may take a reporte or a solicitud finds the person on the
 * line, or registers them, to link the case to the registry.
 */
export async function callerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const intake = [app.requireProduct('sig'), app.access.permissions('SigEditarReporte', 'SigEditarSolicitudes')];

  r.get(PEOPLE_PATHS.callers, { schema: { querystring: CallerSearchQuery, response: { 200: CallerSearchResponse } }, preHandler: intake }, async (req) => {
    const { rows, total } = await searchCallers(app.db, req.session!.clienteId, req.query.q, CALLER_SEARCH_MAX);
    const full = seesPersons(req);
    return { items: rows.map((row) => toCaller(row, full)), total };
  });

  r.post(PEOPLE_PATHS.callers, { schema: { body: NewCallerBody, response: { 201: Caller } }, preHandler: intake }, async (req, reply) => {
    const { clienteId, cliente, user } = req.session!;
    const ctx = { clienteId, actorId: user.id, now: iso(app.clock()), sinCurpAllowed: bool(cliente.operacion_sin_curp) };
    const row = await app.db.transaction().execute((trx) => createCaller({ ...ctx, db: trx }, req.body));
    return reply.code(201).send(toCaller({ ...row, colonia_nombre: null }, seesPersons(req)));
  });
}
