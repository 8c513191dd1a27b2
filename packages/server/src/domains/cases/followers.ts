import type { FastifyInstance } from 'fastify';
import { PUBLIC_PATHS, canonicalFolio } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { sortableId } from '../../lib/sortableId';
import { enqueueMail } from '../../core';
import type { CaseCtx } from './caseWrite';
import * as repo from './followers.repository';
import { confirmMail, followerOfToken, oneClickStopUrl, updateMail, type CaseUpdate, type FollowLinks } from './followMail';

/*
 * Following a case by e-mail (issue 24). A citizen asks on the follow page and confirms from the mail
 * (double opt-in); a habitante who files with an e-mail and consent follows from the start. Every public
 * change of the case (estatus, a public note, the closing answer) is queued for the active followers in the
 * change's own transaction. An address whose habitante said no to being contacted gets nothing, and the
 * answer to the citizen is the same either way (nobody learns from it what the registry holds).
 */

export const linksFor = (app: FastifyInstance, cliente: Pick<ClienteRow, 'slug' | 'nombre'>): FollowLinks => ({
  publicUrl: app.config.publicUrl,
  slug: cliente.slug,
  clienteNombre: cliente.nombre,
  secret: app.config.jwtSecret,
});

const emailKey = (email: string) => email.trim().toLowerCase();

/** Asks to follow a folio: false when there is no followable case by that folio. */
export async function requestFollow(app: FastifyInstance, cliente: ClienteRow, folio: string, email: string, lang: string): Promise<boolean> {
  const kase = await repo.findCaseForFollow(app.db, cliente.id, canonicalFolio(folio));
  if (!kase) return false;
  const key = emailKey(email);
  if (await repo.contactRefused(app.db, cliente.id, key)) return true;
  const now = iso(app.clock());
  const links = linksFor(app, cliente);
  await app.db.transaction().execute(async (trx) => {
    const found = await repo.findFollowerByEmail(trx, cliente.id, kase.id, key);
    if (found?.status === 'activo') return;
    const id = found?.id ?? sortableId();
    if (found) await repo.setFollower(trx, id, { status: 'pendiente', lang, ended_at: null });
    else await repo.insertFollower(trx, { id, cliente_id: cliente.id, case_id: kase.id, email: key, email_key: key, lang, status: 'pendiente', origen: 'ciudadano', created_at: now, confirmed_at: null, ended_at: null });
    // each request may send one confirmation (the per-address limit keeps this from becoming a mail cannon)
    await enqueueMail(trx, now, { clienteId: cliente.id, to: key, ...confirmMail(links, lang, kase.folio, id), dedupeKey: `follow-confirm:${id}:${now}` });
  });
  app.mailQueue.nudge();
  return true;
}

/** The confirmation link: the follower becomes active. Null for a token of no follower of this cliente. */
export async function confirmFollow(app: FastifyInstance, cliente: ClienteRow, token: string): Promise<{ folio: string } | null> {
  const id = followerOfToken(app.config.jwtSecret, 'confirmar', token);
  const follower = id ? await repo.findFollower(app.db, cliente.id, id) : undefined;
  if (!follower) return null;
  if (follower.status !== 'activo') await repo.setFollower(app.db, follower.id, { status: 'activo', confirmed_at: iso(app.clock()), ended_at: null });
  return { folio: await folioOf(app, follower.case_id) };
}

/** The unsubscribe link (or one-click POST): no more mails about that case. */
export async function stopFollow(app: FastifyInstance, cliente: ClienteRow, token: string): Promise<{ folio: string } | null> {
  const id = followerOfToken(app.config.jwtSecret, 'baja', token);
  const follower = id ? await repo.findFollower(app.db, cliente.id, id) : undefined;
  if (!follower) return null;
  if (follower.status !== 'baja') await repo.setFollower(app.db, follower.id, { status: 'baja', ended_at: iso(app.clock()) });
  return { folio: await folioOf(app, follower.case_id) };
}

async function folioOf(app: FastifyInstance, caseId: string): Promise<string> {
  return (await repo.findFolio(app.db, caseId)) ?? '';
}

/** A habitante with an e-mail and consent follows the case filed in their name, confirmed by who they are. */
export async function followAsHabitante(ctx: CaseCtx, caseId: string, habitanteId: string): Promise<void> {
  const h = await repo.findHabitanteContact(ctx.db, ctx.clienteId, habitanteId);
  const key = h ? emailKey(h.email) : '';
  if (!h || !key || h.consentimiento !== 1) return;
  await repo.insertFollower(ctx.db, { id: sortableId(), cliente_id: ctx.clienteId, case_id: caseId, email: key, email_key: key, lang: 'es', status: 'activo', origen: 'habitante', created_at: ctx.now, confirmed_at: ctx.now, ended_at: null });
}

/** Queues the mail of one public change for every active follower, in the change's transaction; `changeId` names the change once. */
export async function queueCaseUpdate(ctx: CaseCtx, caseId: string, changeId: string, update: CaseUpdate): Promise<void> {
  if (!ctx.follow) return;
  for (const f of await repo.listFollowers(ctx.db, ctx.clienteId, caseId, 'activo')) {
    const mail = updateMail(ctx.follow, f.lang, update, f.id);
    await enqueueMail(ctx.db, ctx.now, {
      clienteId: ctx.clienteId,
      to: f.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${oneClickStopUrl(ctx.follow, f.id, PUBLIC_PATHS.followStop)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      dedupeKey: `case-update:${changeId}:${f.id}`,
    });
  }
}
