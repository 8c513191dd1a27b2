import type { FastifyInstance } from 'fastify';
import {
  MIDB_PATHS,
  MapaResponse,
  MidbFilterQuery,
  MidbHabitante,
  MidbIdParams,
  MidbListResponse,
  MidbSearchQuery,
  NewHabitanteBody,
  PuntosQuery,
  PuntosResponse,
  UpdateHabitanteBody,
} from '@sig/shared/contract';
import { sendCsvRows } from '../../lib/csv';
import { requestLanguage } from '../../lib/requestLanguage';
import type { ZodTypeProvider } from '../../plugins/zod';
import { dayIn, safeTimeZone } from '../../core';
import { midbAccess } from './midbAccess';
import { registryHeader, registryMore } from './midbCsv';
import { midbService } from './midb.service';

/** The registry over HTTP: schemas and access; the rules, and the audit of every view and export, are in midb.service. */
export async function midbRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const midb = midbService(app.db, app.clock);
  const worker = midbAccess(app, 'SigMidb');
  const viewer = midbAccess(app, 'SigVerPersona', 'SigMidb');

  r.get(MIDB_PATHS.habitantes, { schema: { querystring: MidbSearchQuery, response: { 200: MidbListResponse } }, preHandler: worker }, async (req) => midb.search(req.session!, req.query));

  r.post(MIDB_PATHS.habitantes, { schema: { body: NewHabitanteBody, response: { 201: MidbHabitante } }, preHandler: worker }, async (req, reply) =>
    reply.code(201).send(await midb.create(req.session!, req.body)),
  );

  r.get(MIDB_PATHS.habitante, { schema: { params: MidbIdParams, response: { 200: MidbHabitante } }, preHandler: viewer }, async (req) => midb.view(req.session!, req.params.id));

  r.patch(MIDB_PATHS.habitante, { schema: { params: MidbIdParams, body: UpdateHabitanteBody, response: { 200: MidbHabitante } }, preHandler: worker }, async (req) =>
    midb.update(req.session!, req.params.id, req.body),
  );

  r.get(MIDB_PATHS.export, { schema: { querystring: MidbFilterQuery }, preHandler: worker }, async (req, reply) => {
    const lang = requestLanguage(req.headers['accept-language']);
    const rows = midb.exportRows(req.session!, req.query, registryHeader(lang), registryMore(lang));
    const day = dayIn(app.clock(), safeTimeZone(req.session!.cliente.timezone));
    return sendCsvRows(reply, { name: `padron-${day}.csv`, lang }, rows);
  });

  r.get(MIDB_PATHS.mapa, { schema: { querystring: MidbFilterQuery, response: { 200: MapaResponse } }, preHandler: worker }, async (req) => midb.mapa(req.session!, req.query));

  r.get(MIDB_PATHS.puntos, { schema: { querystring: PuntosQuery, response: { 200: PuntosResponse } }, preHandler: worker }, async (req) => midb.puntos(req.session!, req.query));
}
