import type { FastifyInstance } from 'fastify';
import { BajaBody, BajaParams, EnrolBody, EnrolResponse, MIDB_PATHS, MidbIdParams, NewProgramaBody, Programa, ProgramasResponse, RollQuery, RollResponse, UpdateProgramaBody } from '@sig/shared/contract';
import { sendCsvRows } from '../../lib/csv';
import { requestLanguage } from '../../lib/requestLanguage';
import type { ZodTypeProvider } from '../../plugins/zod';
import { dayIn, safeTimeZone } from '../../core';
import { midbAccess } from './midbAccess';
import { rollHeader } from './midbCsv';
import { programasService } from './programas.service';

/** The programmes and their rolls over HTTP (SigMidb); the rules and their history are in programas.service. */
export async function programaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const programas = programasService(app.db, app.clock);
  const worker = midbAccess(app, 'SigMidb');

  r.get(MIDB_PATHS.programas, { schema: { response: { 200: ProgramasResponse } }, preHandler: worker }, async (req) => programas.list(req.session!));

  r.post(MIDB_PATHS.programas, { schema: { body: NewProgramaBody, response: { 201: Programa } }, preHandler: worker }, async (req, reply) =>
    reply.code(201).send(await programas.create(req.session!, req.body)),
  );

  r.get(MIDB_PATHS.programa, { schema: { params: MidbIdParams, response: { 200: Programa } }, preHandler: worker }, async (req) => programas.get(req.session!, req.params.id));

  r.patch(MIDB_PATHS.programa, { schema: { params: MidbIdParams, body: UpdateProgramaBody, response: { 200: Programa } }, preHandler: worker }, async (req) =>
    programas.update(req.session!, req.params.id, req.body),
  );

  r.get(MIDB_PATHS.inscripciones, { schema: { params: MidbIdParams, querystring: RollQuery, response: { 200: RollResponse } }, preHandler: worker }, async (req) =>
    programas.roll(req.session!, req.params.id, req.query),
  );

  r.post(MIDB_PATHS.inscripciones, { schema: { params: MidbIdParams, body: EnrolBody, response: { 200: EnrolResponse } }, preHandler: worker }, async (req) =>
    programas.enrol(req.session!, req.params.id, req.body),
  );

  r.post(MIDB_PATHS.baja, { schema: { params: BajaParams, body: BajaBody, response: { 200: Programa } }, preHandler: worker }, async (req) =>
    programas.baja(req.session!, req.params.id, req.params.habitanteId, req.body),
  );

  r.get(MIDB_PATHS.rollExport, { schema: { params: MidbIdParams }, preHandler: worker }, async (req, reply) => {
    const lang = requestLanguage(req.headers['accept-language']);
    const rows = programas.rollRows(req.session!, req.params.id, rollHeader(lang));
    const day = dayIn(app.clock(), safeTimeZone(req.session!.cliente.timezone));
    return sendCsvRows(reply, { name: `programa-${day}.csv`, lang }, rows);
  });
}
