import type { FastifyInstance } from 'fastify';
import {
  canonicalFolio,
  ClienteSlugParams,
  estatusSetBy,
  FollowCodeBody,
  FollowParams,
  PUBLIC_MAP_MAX_POINTS,
  PUBLIC_PATHS,
  PublicCase,
  PublicCaseDetalle,
  PublicCliente,
  PublicMapQuery,
  PublicMapResponse,
} from '@sig/shared/contract';
import { readCaseEvent } from '../../lib/caseEvents';
import { bool } from '../../lib/json';
import { gzipLargeAnswer } from '../../lib/jsonBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { z } from 'zod';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { requireCliente, requireSigCliente } from './publicCliente';
import { publicCliente } from './publicView';
import { followCodeMatches, listEstatus } from '../cases';

/*
 * The reads other municipal sites embed (the public map, a folio's status, the cliente's look): open to
 * any origin, and only these. Registered in their own encapsulated context so the CORS header and the
 * preflight route never reach the citizens' writes.
 */

const CORS_PATHS = [PUBLIC_PATHS.cliente, PUBLIC_PATHS.follow, PUBLIC_PATHS.map];

export async function publicReadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const config = app.perAddress('publicReadPerAddress');
  const open = app.access.public();

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
    // helmet's default is already cross-origin; these must stay readable by other sites whatever it becomes
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  for (const url of CORS_PATHS) {
    app.options(url, { preHandler: open }, async (_req, reply) =>
      reply.code(204).header('access-control-allow-methods', 'GET, OPTIONS').header('access-control-allow-headers', 'content-type').header('access-control-max-age', '86400').send(),
    );
  }

  r.get(PUBLIC_PATHS.cliente, { schema: { params: ClienteSlugParams, response: { 200: PublicCliente } }, config, preHandler: open }, async (req) => {
    const cliente = await requireCliente(app, req.params.cliente);
    const [reporte, solicitud] = [await repo.listActivePublicTipos(db, cliente.id, 'reporte'), await repo.listActivePublicTipos(db, cliente.id, 'solicitud')];
    return publicCliente(cliente, app.config.publicUrl, repo.hasSig(cliente), { reporte, solicitud });
  });

  /**
   * A case by folio: estatus and dates for anyone (folios are sequential, so guessable); its tipo, history
   * and public notes only with its follow code. A wrong code answers exactly as no code: nothing tells a
   * guesser they were close, and the per-address limit caps the guesses.
   */
  const follow = async (params: z.infer<typeof FollowParams>, codigo: string | null): Promise<PublicCase> => {
    const cliente = await requireSigCliente(app, params.cliente);
    const found = await repo.findFollowableCase(db, cliente.id, canonicalFolio(params.folio));
    if (!found) throw citizenError(404, 'citizen.folio_not_found', 'folio');
    const estatus = (await listEstatus(db, cliente.id, found.kind, false)).find((e) => e.id === found.estatus_id);
    const open = codigo !== null && followCodeMatches(found.follow_code_hash, found.id, codigo);
    return {
      folio: found.folio,
      kind: found.kind,
      estatus: estatus ? { nombre: estatus.nombre, color: estatus.color, final: bool(estatus.final) } : { nombre: '', color: '', final: found.closed_at !== null },
      createdAt: found.created_at,
      updatedAt: found.updated_at,
      closedAt: found.closed_at,
      detalle: open ? await followDetalle(cliente.id, found) : null,
    };
  };

  const followDetalle = async (clienteId: string, found: repo.PublicCaseRow): Promise<PublicCaseDetalle> => {
    const historial = [];
    for (const row of await repo.listEstatusEvents(db, clienteId, found.id)) {
      // the estatus as it was named when it was set, not as it is named today (no actor or comment goes out)
      const event = readCaseEvent({ ...row, comentario: null }, null);
      const set = event && estatusSetBy(event);
      if (set) historial.push({ at: event.at, estatus: set.nombre, color: set.color });
    }
    return { tipo: { nombre: found.tipo.nombre, color: found.tipo.color }, historial, notas: await repo.listPublicNotes(db, clienteId, found.id) };
  };

  r.get(PUBLIC_PATHS.follow, { schema: { params: FollowParams, response: { 200: PublicCase } }, config, preHandler: open }, async (req) => follow(req.params, null));
  // the code in a body, never in the URL that request logs and proxies keep
  r.post(PUBLIC_PATHS.follow, { schema: { params: FollowParams, body: FollowCodeBody, response: { 200: PublicCase } }, config, preHandler: open }, async (req) => follow(req.params, req.body.codigo));

  r.get(PUBLIC_PATHS.map, { schema: { params: ClienteSlugParams, querystring: PublicMapQuery, response: { 200: PublicMapResponse } }, config, preHandler: open, onSend: gzipLargeAnswer }, async (req) => {
    const cliente = await requireSigCliente(app, req.params.cliente);
    const total = await repo.countMapPoints(db, cliente.id, req.query);
    const rows = await repo.listMapPoints(db, cliente.id, req.query, PUBLIC_MAP_MAX_POINTS);
    const estatus = await listEstatus(db, cliente.id, 'reporte', false);
    const tipos = await repo.listAllPublicReporteTipos(db, cliente.id);
    const estatusIndex = new Map(estatus.map((e, i) => [e.id, i]));
    const tipoIndex = new Map(tipos.map((t, i) => [t.id, i]));
    return {
      estatus: estatus.map((e) => ({ nombre: e.nombre, color: e.color, final: bool(e.final) })),
      tipos: tipos.map((t) => ({ nombre: t.nombre, color: t.color })),
      points: rows.map((p): [number, number, number, number, string] => [p.lat, p.lng, estatusIndex.get(p.estatus_id) ?? -1, tipoIndex.get(p.tipo_id) ?? -1, p.folio]),
      total,
    };
  });
}
