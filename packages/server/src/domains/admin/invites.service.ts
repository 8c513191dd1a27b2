import { INVITATION_PAGE, type InvitationCheckResponse } from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { adminError } from './adminError';
import * as repo from './admin.repository';
import * as invites from './invites.repository';
import { type AuthDeps, identity } from '../../core';
import { recordMembershipChange } from './audit';

type Db = Kysely<Database>;

/** Mails the account's owner the link that lets them accept (or decline) joining the cliente. */
export async function sendInvitationMail(deps: AuthDeps, input: { userId: string; clienteId: string; inviterName: string; linkId: string }): Promise<string> {
  const user = (await identity.findUserById(deps.db, input.userId))!;
  const cliente = (await identity.findCliente(deps.db, input.clienteId))!;
  const link = `${deps.publicUrl}${INVITATION_PAGE}/${input.linkId}`;
  await deps.mailer.send({
    to: user.email,
    subject: `Invitación a ${cliente.nombre} en SIG`,
    link,
    text:
      `Hola ${user.display_name}:\n\n` +
      `${input.inviterName} te invitó a trabajar con ${cliente.nombre} en SIG, con tu cuenta de siempre (${user.email}). ` +
      `Hasta que aceptes, ${cliente.nombre} no ve tu cuenta ni puede cambiar nada de ella. ` +
      `Para aceptar o rechazar, abre este enlace (vale 7 días y se puede usar una sola vez):\n\n${link}\n\n` +
      `Si no esperabas esta invitación, recházala o ignora este mensaje.\n`,
  });
  return link;
}

async function roleNamesOf(db: Db, clienteId: string, userId: string): Promise<string[]> {
  const member = await repo.findMember(db, clienteId, userId);
  return member?.roles.map((r) => r.nombre) ?? [];
}

async function openInvite(db: Db, linkId: string, now: Date) {
  const invite = await invites.findInviteByLink(db, linkId, now);
  if (!invite) throw adminError(404, 'admin.invitation_not_found', '_id');
  return invite;
}

/** What the link's page shows the person before they answer: who invites them, where, with which roles. */
export async function describeInvitation(db: Db, linkId: string, now: Date): Promise<InvitationCheckResponse> {
  const invite = await invites.findInviteByLink(db, linkId, now);
  if (!invite) return {};
  const [user, cliente, inviter, roles] = await Promise.all([
    identity.findUserById(db, invite.user_id),
    identity.findCliente(db, invite.cliente_id),
    invite.invited_by ? identity.findUserById(db, invite.invited_by) : undefined,
    roleNamesOf(db, invite.cliente_id, invite.user_id),
  ]);
  if (!user || !cliente) return {};
  return {
    cliente: cliente.nombre,
    email: user.email,
    invitedBy: inviter?.display_name,
    roles,
    expiresAt: invite.invite_expires_at ?? undefined,
  };
}

/**
 * The person's answer. Recorded in the cliente's audit and in the account's own history, in the same
 * transaction as the change.
 */
export async function answerInvitation(db: Db, linkId: string, accept: boolean, now: Date): Promise<{ cliente: string }> {
  return db.transaction().execute(async (trx) => {
    const invite = await openInvite(trx, linkId, now);
    const roles = await roleNamesOf(trx, invite.cliente_id, invite.user_id);
    if (accept) {
      // only one of two concurrent answers finds the link still current
      if (!(await invites.acceptInvite(trx, linkId, now))) throw adminError(404, 'admin.invitation_not_found', '_id');
    } else {
      await invites.removePendingMembership(trx, invite.cliente_id, invite.user_id);
    }
    await recordMembershipChange(
      { db: trx, clienteId: invite.cliente_id, actorId: invite.user_id, now: iso(now) },
      { action: accept ? 'membership.accept' : 'membership.decline', entity: 'user', entityId: invite.user_id, before: null, after: { roles } },
    );
    const cliente = (await identity.findCliente(trx, invite.cliente_id))!;
    return { cliente: cliente.nombre };
  });
}
