import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD, PUBLIC_FILES_MAX, PUBLIC_UPLOAD_TOKEN_MINUTES, type CaseKind, type CreateCaseBody, type PublicFilingBody, type PublicFilingResponse } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import type { CitizenDeps } from './deps';
import { safeTimeZone } from '../../core';
import { type Actor, announceFiling, createCase, findCaseHead, mailFollowCode, newFollowCode } from '../cases';
import { hashKey, newSecret } from '../open311';

/*
 * Filing a reporte or a solicitud from the public pages: the same createCase as staff intake (folio,
 * initial estatus, the tipo's dependencia and SLA, the 'creado' event), with no staff actor. The answer
 * carries a fresh token that lets this one filing attach a few files for a short while, and the case's
 * follow code; only their hashes are stored. The follow code is mailed too when an e-mail is known.
 *
 * In a registered habitante's name only with that habitante's session (HABITANTE_SESSION_HEADER): a
 * habitanteId without one is refused (401 citizen.session_required), not filed anonymously, because the
 * citizen believes it is filed in their name (a solicitud needs it to be attended) and the page can send
 * them to verify instead. Without a habitante the contact is what the citizen typed.
 */

/** The history's author of a public filing or upload: no staff user did it (the timeline shows "Sistema"). */
export const PORTAL_ACTOR: Actor = { id: null, displayName: 'Portal ciudadano' };

const CONTACT_NAME_MAX = 160;

/** The habitante a filing is in the name of: the session's, which a habitanteId in the body must match; null without either. */
async function sessionHabitante(deps: CitizenDeps, cliente: ClienteRow, token: string | undefined, habitanteId: string | undefined): Promise<string | null> {
  if (!token && !habitanteId) return null;
  const verified = await deps.sessions.verify(token, cliente.id);
  if (!verified || (habitanteId && habitanteId !== verified)) throw citizenError(401, 'citizen.session_required', 'habitanteId');
  return verified;
}

/** The case body: a habitante's contact comes from the registry (so staff see who filed it), an anonymous one from the form. */
async function caseBody(app: FastifyInstance, cliente: ClienteRow, kind: CaseKind, b: PublicFilingBody, habitanteId: string | null): Promise<{ body: CreateCaseBody; habitanteId: string | null }> {
  const publicos = await repo.listActivePublicTipos(app.db, cliente.id, kind);
  if (!publicos.some((t) => t.id === b.tipoId)) throw citizenError(400, 'citizen.tipo_not_public', 'tipoId');
  const habitante = habitanteId ? await repo.findHabitanteContact(app.db, cliente.id, habitanteId) : undefined;
  if (habitanteId && !habitante) throw citizenError(400, 'citizen.not_found', 'habitanteId');
  const typed = b.contacto && { nombre: b.contacto.nombre ?? '', telefono: b.contacto.telefono ?? '', email: b.contacto.email ?? '' };
  const body: CreateCaseBody = {
    tipoId: b.tipoId,
    descripcion: b.descripcion,
    ubicacion: b.ubicacion ?? null,
    ...(b.direccion && { direccion: b.direccion }),
    ...(habitante
      ? { contacto: { nombre: `${habitante.nombre} ${habitante.apellidos}`.trim().slice(0, CONTACT_NAME_MAX), telefono: habitante.telefono, email: habitante.email } }
      : typed && { contacto: typed }),
  };
  return { body, habitanteId: habitante?.id ?? null };
}

/** Files the case in one transaction with its upload token, then mails the follow code (after the commit). */
export async function fileFromPortal(app: FastifyInstance, deps: CitizenDeps, cliente: ClienteRow, kind: CaseKind, b: PublicFilingBody, sessionToken: string | undefined): Promise<PublicFilingResponse> {
  if (b[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
  const verified = await sessionHabitante(deps, cliente, sessionToken, b.habitanteId);
  const { body, habitanteId } = await caseBody(app, cliente, kind, b, verified);
  const now = iso(app.clock());
  const token = newSecret();
  const codigo = newFollowCode();
  const filed = await app.db.transaction().execute(async (trx) => {
    const origenId = await repo.portalOrigen(trx, cliente.id, now);
    const ctx = { db: trx, clienteId: cliente.id, kind, actor: PORTAL_ACTOR, now, timeZone: safeTimeZone(cliente.timezone) };
    const id = await createCase(ctx, { ...body, origenId }, { habitanteId, followCode: codigo });
    const expiresAt = new Date(Date.parse(now) + PUBLIC_UPLOAD_TOKEN_MINUTES * 60_000).toISOString();
    await repo.insertUploadToken(trx, { tokenHash: hashKey(token), clienteId: cliente.id, caseId: id, remaining: PUBLIC_FILES_MAX, expiresAt });
    return (await findCaseHead(trx, cliente.id, id))!;
  });
  mailFollowCode(app, { clienteId: cliente.id, kind, caseId: filed.id, code: codigo });
  announceFiling(app, cliente.id, kind, filed.id, 'el portal ciudadano');
  return { id: filed.id, folio: filed.folio, kind, createdAt: filed.created_at, uploadToken: token, codigo };
}
