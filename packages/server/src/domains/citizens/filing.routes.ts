import type { FastifyInstance } from 'fastify';
import {
  CASE_KINDS,
  ClienteSlugParams,
  HONEYPOT_FIELD,
  PUBLIC_FILES_MAX,
  PUBLIC_PATHS,
  PUBLIC_UPLOAD_TOKEN_MINUTES,
  PublicFilingBody,
  PublicFilingResponse,
  type CaseKind,
  type CreateCaseBody,
} from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import type { ZodTypeProvider } from '../../plugins/zod';
import { createCase } from '../cases/caseCreate';
import type { Actor } from '../cases/caseWrite';
import { safeTimeZone } from '../cases/clienteTime';
import { hashKey, newSecret } from '../open311/apiKeys';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { requireSigCliente } from './publicCliente';

/*
 * Filing a reporte or a solicitud from the public pages: the same createCase as staff intake (folio,
 * initial estatus, the tipo's dependencia and SLA, the 'creado' event), with no staff actor. The answer
 * carries a fresh token that lets this one filing attach a few files for a short while; only its hash is
 * stored.
 */

/** The history's author of a public filing or upload: no staff user did it (the timeline shows "Sistema"). */
export const PORTAL_ACTOR: Actor = { id: null, displayName: 'Portal ciudadano' };

const CONTACT_NAME_MAX = 160;

/** The case body: the contact comes from the registry (so staff see who filed it), never from the form. */
async function caseBody(app: FastifyInstance, cliente: ClienteRow, kind: CaseKind, b: PublicFilingBody): Promise<{ body: CreateCaseBody; habitanteId: string | null }> {
  const publicos = await repo.listActivePublicTipos(app.db, cliente.id, kind);
  if (!publicos.some((t) => t.id === b.tipoId)) throw citizenError(400, 'citizen.tipo_not_public', 'tipoId');
  const habitante = b.habitanteId ? await repo.findHabitanteContact(app.db, cliente.id, b.habitanteId) : undefined;
  if (b.habitanteId && !habitante) throw citizenError(400, 'citizen.not_found', 'habitanteId');
  const body: CreateCaseBody = {
    tipoId: b.tipoId,
    descripcion: b.descripcion,
    ubicacion: b.ubicacion ?? null,
    ...(b.direccion && { direccion: b.direccion }),
    ...(habitante && {
      contacto: { nombre: `${habitante.nombre} ${habitante.apellidos}`.trim().slice(0, CONTACT_NAME_MAX), telefono: habitante.telefono, email: habitante.email },
    }),
  };
  return { body, habitanteId: habitante?.id ?? null };
}

export async function filingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of CASE_KINDS) {
    r.post(
      PUBLIC_PATHS.file[kind],
      { schema: { params: ClienteSlugParams, body: PublicFilingBody, response: { 201: PublicFilingResponse } }, config: app.perAddress('publicFilingPerAddress') },
      async (req, reply) => {
        const cliente = await requireSigCliente(app, req.params.cliente);
        if (req.body[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
        const { body, habitanteId } = await caseBody(app, cliente, kind, req.body);
        const now = iso(app.clock());
        const token = newSecret();
        const filed = await app.db.transaction().execute(async (trx) => {
          const origenId = await repo.portalOrigen(trx, cliente.id, now);
          const ctx = { db: trx, clienteId: cliente.id, kind, actor: PORTAL_ACTOR, now, timeZone: safeTimeZone(cliente.timezone) };
          const id = await createCase(ctx, { ...body, origenId }, { habitanteId });
          const expiresAt = new Date(Date.parse(now) + PUBLIC_UPLOAD_TOKEN_MINUTES * 60_000).toISOString();
          await repo.insertUploadToken(trx, { tokenHash: hashKey(token), clienteId: cliente.id, caseId: id, remaining: PUBLIC_FILES_MAX, expiresAt });
          return trx.selectFrom('cases').select(['id', 'folio', 'created_at']).where('cliente_id', '=', cliente.id).where('id', '=', id).executeTakeFirstOrThrow();
        });
        return reply.code(201).send({ id: filed.id, folio: filed.folio, kind, createdAt: filed.created_at, uploadToken: token });
      },
    );
  }
}
