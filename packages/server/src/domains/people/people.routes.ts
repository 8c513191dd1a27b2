import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CASE_VIEW_PERMISSION,
  CIUDADANO_CASES_MAX,
  Ciudadano,
  HABITANTE_AUDIT,
  PEOPLE_PAGE_SIZE,
  PEOPLE_PATHS,
  Persona,
  PersonaColoniasResponse,
  PersonaIdParams,
  PersonaListResponse,
  PersonaSearchQuery,
  UpdatePersonaBody,
  type CaseKind,
  type CiudadanoCasosSeccion,
} from '@sig/shared/contract';
import { iso } from '../../lib/clock';
import type { ZodTypeProvider } from '../../plugins/zod';
import { casesOfHabitante, findHabitante, searchHabitantes, type HabitanteRow } from './people.repository';
import { isUniqueViolation, peopleError } from './peopleError';
import { updatePersona } from './personaUpdate';
import { nombreCompleto, toCiudadanoCaso, toDatos, toListItem, toPersona } from './personaView';
import { holdsPermission, type Permission, recordAdminChange } from '../../core';
import { listActive } from '../cases';

const holds = (req: FastifyRequest, permission: Permission): boolean => holdsPermission(req.session!.permissions, permission);

export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const product = app.requireProduct('sig');
  const viewer = [product, app.access.permissions('SigVerPersona')];
  const editor = [product, app.access.permissions('SigMidb')];

  async function habitanteOf(req: FastifyRequest, id: string): Promise<HabitanteRow> {
    const row = await findHabitante(app.db, req.session!.clienteId, id);
    if (!row) throw peopleError(404, 'persona.not_found');
    return row;
  }

  /** Recorded before the answer leaves: personal data that could not be recorded is not sent (a 500). */
  const recordView = (req: FastifyRequest, id: string) =>
    recordAdminChange(
      { db: app.db, clienteId: req.session!.clienteId, actorId: req.session!.user.id, now: iso(app.clock()) },
      { action: HABITANTE_AUDIT.view, entity: 'habitante', entityId: id, before: null, after: null },
    );

  r.get(PEOPLE_PATHS.search, { schema: { querystring: PersonaSearchQuery, response: { 200: PersonaListResponse } }, preHandler: viewer }, async (req) => {
    const { rows, total } = await searchHabitantes(app.db, req.session!.clienteId, req.query.q, req.query.page);
    return { items: rows.map(toListItem), total, page: req.query.page, pageSize: PEOPLE_PAGE_SIZE };
  });

  r.get(PEOPLE_PATHS.persona, { schema: { params: PersonaIdParams, response: { 200: Persona } }, preHandler: viewer }, async (req) => {
    const row = await habitanteOf(req, req.params.id);
    await recordView(req, row.id);
    return toPersona(row);
  });

  r.patch(PEOPLE_PATHS.persona, { schema: { params: PersonaIdParams, body: UpdatePersonaBody, response: { 200: Persona } }, preHandler: editor }, async (req) => {
    const { clienteId, user } = req.session!;
    try {
      await app.db.transaction().execute((trx) => updatePersona({ db: trx, clienteId, actorId: user.id, now: iso(app.clock()) }, req.params.id, req.body));
    } catch (err) {
      // two edits giving one CURP at once: the unique index stops the second
      if (isUniqueViolation(err)) throw peopleError(409, 'persona.curp_taken', 'curp');
      throw err;
    }
    return toPersona(await habitanteOf(req, req.params.id));
  });

  r.get(PEOPLE_PATHS.colonias, { schema: { response: { 200: PersonaColoniasResponse } }, preHandler: editor }, async (req) => {
    const rows = await listActive(app.db, 'colonias', req.session!.clienteId);
    return { colonias: rows.map((c) => ({ id: c.id, nombre: c.nombre })) };
  });

  // Any staff user of the cliente may open it (route gate 'Home'); each part needs its own permission.
  r.get(PEOPLE_PATHS.ciudadano, { schema: { params: PersonaIdParams, response: { 200: Ciudadano } }, preHandler: [product, app.access.signedIn()] }, async (req) => {
    const row = await habitanteOf(req, req.params.id);
    const { clienteId } = req.session!;
    const now = iso(app.clock());
    const casos = async (kind: CaseKind): Promise<CiudadanoCasosSeccion> => {
      if (!holds(req, CASE_VIEW_PERMISSION[kind])) return { permitido: false };
      const { rows, total } = await casesOfHabitante(app.db, clienteId, kind, row.id, CIUDADANO_CASES_MAX);
      return { permitido: true, items: rows.map((c) => toCiudadanoCaso(c, now)), total };
    };
    const [reportes, solicitudes] = [await casos('reporte'), await casos('solicitud')];
    const puedeVerPersona = holds(req, 'SigVerPersona');
    if (puedeVerPersona) await recordView(req, row.id);
    return {
      persona: { id: row.id, nombreCompleto: nombreCompleto(row), datos: puedeVerPersona ? toDatos(row) : null },
      puedeVerPersona,
      puedeEditar: holds(req, 'SigMidb'),
      secciones: { reportes, solicitudes },
    };
  });
}
