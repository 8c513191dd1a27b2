import type { FastifyInstance } from 'fastify';
import {
  BT_PATHS,
  BtCredencialDetalle,
  BtCredencialesQuery,
  BtCredencialesResponse,
  BtEmitirBody,
  BtHabitanteParams,
  BtHabitanteQuery,
  BtHabitanteResponse,
  BtIdParams,
  BtNewPlantillaBody,
  BtPlantilla,
  BtPlantillasQuery,
  BtPlantillasResponse,
  BtRevocarBody,
  BtUpdateCredencialBody,
  BtUpdatePlantillaBody,
  MidbListResponse,
  MidbSearchQuery,
} from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { contentDisposition } from '../cases';
import { midbService } from '../midb';
import { btAccess } from './bettaidAccess';
import type { CredencialesService } from './credenciales.service';
import type { PlantillasService } from './plantillas.service';

/** BettaID's staff API over HTTP: schemas and access only; the rules are in the services. */
export async function bettaidRoutes(app: FastifyInstance, plantillas: PlantillasService, cards: CredencialesService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const edit = btAccess(app);
  const P = BT_PATHS;
  // the registry's search through its own service: its rules (the count cap, the age of today) and its read log apply
  const registry = midbService(app.db, app.clock);

  // ---- templates
  r.get(P.plantillas, { schema: { querystring: BtPlantillasQuery, response: { 200: BtPlantillasResponse } }, preHandler: edit }, async (req) => plantillas.list(req.session!, req.query));
  r.post(P.plantillas, { schema: { body: BtNewPlantillaBody, response: { 201: BtPlantilla } }, preHandler: edit }, async (req, reply) => reply.code(201).send(await plantillas.create(req.session!, req.body)));
  r.get(P.plantilla, { schema: { params: BtIdParams, response: { 200: BtPlantilla } }, preHandler: edit }, async (req) => plantillas.get(req.session!, req.params.id));
  r.put(P.plantilla, { schema: { params: BtIdParams, body: BtUpdatePlantillaBody, response: { 200: BtPlantilla } }, preHandler: edit }, async (req) => plantillas.update(req.session!, req.params.id, req.body));

  // ---- cards
  r.get(P.credenciales, { schema: { querystring: BtCredencialesQuery, response: { 200: BtCredencialesResponse } }, preHandler: edit }, async (req) => cards.list(req.session!, req.query));
  r.post(P.credenciales, { schema: { body: BtEmitirBody, response: { 201: BtCredencialDetalle } }, preHandler: edit }, async (req, reply) => reply.code(201).send(await cards.emitir(req.session!, req.body)));
  r.get(P.credencial, { schema: { params: BtIdParams, response: { 200: BtCredencialDetalle } }, preHandler: edit }, async (req) => cards.detail(req.session!, req.params.id));
  r.put(P.credencial, { schema: { params: BtIdParams, body: BtUpdateCredencialBody, response: { 200: BtCredencialDetalle } }, preHandler: edit }, async (req) => cards.update(req.session!, req.params.id, req.body));
  r.post(P.revocar, { schema: { params: BtIdParams, body: BtRevocarBody, response: { 200: BtCredencialDetalle } }, preHandler: edit }, async (req) => cards.revocar(req.session!, req.params.id, req.body));
  r.get(P.pdf, { schema: { params: BtIdParams }, preHandler: edit }, async (req, reply) => {
    const { bytes, nombre } = await cards.pdf(req.session!, req.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('attachment', nombre))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });

  // ---- the registry, to pick the holder
  r.get(P.habitantes, { schema: { querystring: MidbSearchQuery, response: { 200: MidbListResponse } }, preHandler: edit }, async (req) => registry.search(req.session!, req.query));
  r.get(P.habitante, { schema: { params: BtHabitanteParams, querystring: BtHabitanteQuery, response: { 200: BtHabitanteResponse } }, preHandler: edit }, async (req) =>
    cards.habitante(req.session!, req.params.habitanteId, req.query.plantillaId),
  );
}
