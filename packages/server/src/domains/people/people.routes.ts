import type { FastifyInstance } from 'fastify';
import { Ciudadano, PEOPLE_PATHS, Persona, PersonaColoniasResponse, PersonaIdParams, PersonaListResponse, PersonaSearchQuery, UpdatePersonaBody } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { peopleService } from './people.service';

/** The staff's view of habitantes over HTTP: schemas and access; the rules (and the audit of every view) are in people.service. */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const people = peopleService(app.db, app.clock);
  const product = app.requireProduct('sig');
  const viewer = [product, app.access.permissions('SigVerPersona')];
  const editor = [product, app.access.permissions('SigMidb')];

  r.get(PEOPLE_PATHS.search, { schema: { querystring: PersonaSearchQuery, response: { 200: PersonaListResponse } }, preHandler: viewer }, async (req) =>
    people.search(req.session!, req.query.q, req.query.page),
  );

  r.get(PEOPLE_PATHS.persona, { schema: { params: PersonaIdParams, response: { 200: Persona } }, preHandler: viewer }, async (req) => people.persona(req.session!, req.params.id));

  r.patch(PEOPLE_PATHS.persona, { schema: { params: PersonaIdParams, body: UpdatePersonaBody, response: { 200: Persona } }, preHandler: editor }, async (req) =>
    people.update(req.session!, req.params.id, req.body),
  );

  r.get(PEOPLE_PATHS.colonias, { schema: { response: { 200: PersonaColoniasResponse } }, preHandler: editor }, async (req) => people.colonias(req.session!));

  // Any staff user of the cliente may open it (route gate 'Home'); each part needs its own permission.
  r.get(PEOPLE_PATHS.ciudadano, { schema: { params: PersonaIdParams, response: { 200: Ciudadano } }, preHandler: [product, app.access.signedIn()] }, async (req) =>
    people.ciudadano(req.session!, req.params.id),
  );
}
