import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ClienteSlugParams,
  Curp,
  HabitanteCodeBody,
  HabitanteCodeSent,
  HabitanteLookup,
  HabitanteRegistro,
  HabitanteSession,
  HabitanteVerifyBody,
  PUBLIC_PATHS,
  PublicHabitante,
  RegistroResponse,
  SingleLine,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { CitizenDeps } from './deps';
import { habitantesService } from './habitantes.service';
import { requireCliente } from './publicCliente';

/* The citizens' registry over HTTP: schemas, access and per-address limits; the rules are in habitantes.service. */

const HabitanteCurpParams = ClienteSlugParams.extend({ curp: Curp });
const HabitanteIdParams = z.object({ id: SingleLine.trim().min(1).max(100) });

export async function habitanteRoutes(app: FastifyInstance, deps: CitizenDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const habitantes = habitantesService(app, deps);
  const open = app.access.public();

  r.post(
    PUBLIC_PATHS.habitantes,
    { schema: { params: ClienteSlugParams, body: HabitanteRegistro, response: { 200: RegistroResponse, 201: RegistroResponse } }, config: app.perAddress('habitanteRegisterPerAddress'), preHandler: open },
    async (req, reply) => {
      const { created, answer } = await habitantes.register(await requireCliente(app, req.params.cliente), req.body);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  r.get(
    PUBLIC_PATHS.habitanteByCurp,
    { schema: { params: HabitanteCurpParams, response: { 200: HabitanteLookup } }, config: app.perAddress('curpLookupPerAddress'), preHandler: open },
    async (req) => habitantes.lookup(await requireCliente(app, req.params.cliente), req.params.curp),
  );

  r.post(
    PUBLIC_PATHS.habitanteCode,
    { schema: { params: ClienteSlugParams, body: HabitanteCodeBody, response: { 200: HabitanteCodeSent } }, config: app.perAddress('habitanteCodePerAddress'), preHandler: open },
    async (req) => habitantes.sendCode(await requireCliente(app, req.params.cliente), req.body),
  );

  r.post(
    PUBLIC_PATHS.habitanteVerify,
    { schema: { params: ClienteSlugParams, body: HabitanteVerifyBody, response: { 200: HabitanteSession } }, config: app.perAddress('habitanteVerifyPerAddress'), preHandler: open },
    async (req) => habitantes.verify(await requireCliente(app, req.params.cliente), req.body),
  );

  r.get(PUBLIC_PATHS.habitante, { schema: { params: HabitanteIdParams, response: { 200: PublicHabitante } }, config: app.perAddress('publicReadPerAddress'), preHandler: open }, async (req) =>
    habitantes.byId(req.params.id),
  );
}
