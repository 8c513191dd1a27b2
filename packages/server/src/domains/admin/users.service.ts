import type { AdminUser, AuditUser, InviteUserBody, UpdateUserBody, UsersQuery } from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { bool, parseJson } from '../../lib/json';
import { adminError } from './adminError';
import * as repo from './admin.repository';
import * as invites from './invites.repository';
import { recordMembershipChange } from './audit';
import { sendInvitationMail } from './invites.service';
import { assertCanGrant, holds, keepingAnAdmin } from './guards';
import { type AuthDeps, type Session, createTicket, identity, recordAdminChange, sendActivationMail, sendRecoveryMail } from '../../core';

/*
 * The rules of a cliente's people (issue 6, invitations issue 19): who may change whom, which roles one may grant,
 * that a cliente keeps an administrator, and every change in the cliente's audit (and the account's history)
 * inside the change's own transaction. The routes only check the request and call these.
 */

type Db = Kysely<Database>;

export interface UsersServiceDeps {
  auth: AuthDeps;
  /** Closes a member's open pages in the cliente at once (realtime). */
  disconnectMember(clienteId: string, userId: string): void;
}

type LinkMail = { kind: 'activation' | 'invitation'; userId: string; linkId: string };

/** The audit's picture of a user: what an administrator can change. */
const snapshot = (u: AdminUser): AuditUser => ({ email: u.email, displayName: u.displayName, phone: u.phone, photoURL: u.photoURL, status: u.status, roles: u.roles.map((r) => r.nombre) });

async function member(dbOrTrx: Db, clienteId: string, id: string): Promise<AdminUser> {
  const user = await repo.findMember(dbOrTrx, clienteId, id);
  if (!user) throw adminError(404, 'admin.user_not_found', 'id');
  return user;
}

/** A user manager who is not an administrator leaves administrators' accounts alone (name, phone, roles, status). */
function assertMayChange(actor: readonly string[], target: AdminUser): void {
  if (target.permissions.includes('admin') && !holds(actor, 'admin')) throw adminError(403, 'admin.admin_protected', 'id');
}

/** The roles named by id, all of this cliente, and the actor may grant each of their permissions. */
async function checkRoles(trx: Db, clienteId: string, actor: string[], roleIds: string[], previous: string[]): Promise<void> {
  const roles = await repo.listRoleRows(trx, clienteId);
  const byId = new Map(roles.map((x) => [x.id, x]));
  if (roleIds.some((id) => !byId.has(id))) throw adminError(400, 'admin.role_not_found', 'roleIds');
  const perms = (ids: string[]) => [...new Set(ids.flatMap((id) => parseJson<string[]>(byId.get(id)?.permissions, [])))];
  assertCanGrant(actor, perms(roleIds), perms(previous.filter((id) => byId.has(id))), 'roleIds');
}

export function usersService({ auth, disconnectMember }: UsersServiceDeps) {
  const { db, clock } = auth;

  async function sendLink(mail: LinkMail, clienteId: string, inviterName: string): Promise<void> {
    if (mail.kind === 'invitation') {
      await sendInvitationMail(auth, { userId: mail.userId, clienteId, inviterName, linkId: mail.linkId });
      return;
    }
    const user = (await identity.findUserById(db, mail.userId))!;
    const cliente = (await identity.findCliente(db, clienteId))!;
    await sendActivationMail(auth, user, cliente, mail.linkId);
  }

  return {
    list: (session: Session, query: UsersQuery) => repo.listUsers(db, session.clienteId, query),

    get: (session: Session, id: string) => member(db, session.clienteId, id),

    /**
     * A new e-mail becomes a pending account of this cliente with an activation mail. An e-mail that already has an
     * account gets a membership that waits for its owner to accept through a mailed link: until then this cliente
     * sees only what it typed and changes nothing of the account. Both answer the same, so the invite cannot tell
     * who has an account.
     */
    async invite(session: Session, { email, displayName, roleIds }: InviteUserBody): Promise<AdminUser> {
      const { clienteId, permissions, user: actor } = session;
      const now = clock();
      const name = displayName || email.split('@')[0];
      const sent = await db.transaction().execute(async (trx) => {
        await checkRoles(trx, clienteId, permissions, roleIds, []);
        const existing = await identity.findUserByEmail(trx, email);
        if (existing && (await repo.findMember(trx, clienteId, existing.id))) throw adminError(409, 'admin.already_member', 'email');
        let mail: LinkMail;
        if (existing) {
          const linkId = await invites.insertPendingMembership(trx, { clienteId, userId: existing.id, name, invitedBy: actor.id }, now);
          mail = { kind: 'invitation', userId: existing.id, linkId };
        } else {
          const user = await identity.insertUser(trx, { email, displayName: name, status: 'pending', passwordHash: null }, iso(now));
          await identity.addMembership(trx, clienteId, user.id, false);
          mail = { kind: 'activation', userId: user.id, linkId: (await createTicket(trx, 'activation', user.id, clienteId, now)).id };
        }
        await repo.replaceUserRoles(trx, clienteId, mail.userId, roleIds);
        const after = await member(trx, clienteId, mail.userId);
        // the cliente's audit says 'user.invite' either way (it must not tell who had an account); the
        // account's own history says which it was
        const entry = { action: 'user.invite', entity: 'user', entityId: mail.userId, before: null, after: snapshot(after) } as const;
        await recordMembershipChange({ db: trx, clienteId, actorId: actor.id, now: iso(now) }, entry, existing ? { ...entry, action: 'membership.invite' } : entry);
        return mail;
      });
      await sendLink(sent, clienteId, actor.display_name || actor.email);
      return member(db, clienteId, sent.userId);
    },

    async update(session: Session, id: string, { roleIds, ...data }: UpdateUserBody): Promise<AdminUser> {
      const { clienteId, permissions, user: actor } = session;
      const now = iso(clock());
      return db.transaction().execute(async (trx) => {
        const before = await member(trx, clienteId, id);
        assertMayChange(permissions, before);
        const profileFields = Object.keys(data);
        // name, phone and photo are the account's: only its one cliente (or a master user) changes them
        if (profileFields.length && before.profileLocked && !bool(actor.master)) throw adminError(403, 'admin.profile_locked', profileFields[0]);
        await keepingAnAdmin(
          trx,
          clienteId,
          async () => {
            if (roleIds) {
              await checkRoles(trx, clienteId, permissions, roleIds, before.roles.map((x) => x.id));
              await repo.replaceUserRoles(trx, clienteId, before.id, roleIds);
            }
            if (profileFields.length) await identity.updateUserData(trx, before.id, data, now);
          },
          'roleIds',
        );
        const after = await member(trx, clienteId, before.id);
        await recordMembershipChange({ db: trx, clienteId, actorId: actor.id, now }, { action: 'user.update', entity: 'user', entityId: before.id, before: snapshot(before), after: snapshot(after) });
        return after;
      });
    },

    /**
     * Disabling and enabling act on the membership in this cliente only: the account keeps working in its other
     * clientes, and its tokens there stay valid (the session check reads the membership each request).
     */
    async setDisabled(session: Session, id: string, disabled: boolean): Promise<AdminUser> {
      const { clienteId, user: actor, permissions } = session;
      const now = iso(clock());
      const user = await db.transaction().execute(async (trx) => {
        const before = await member(trx, clienteId, id);
        if (disabled && before.id === actor.id) throw adminError(409, 'admin.self_disable', 'id');
        if (disabled && before.owner && !bool(actor.master)) throw adminError(403, 'admin.owner_protected', 'id');
        assertMayChange(permissions, before);
        await keepingAnAdmin(trx, clienteId, async () => {
          await repo.setMembershipDisabled(trx, clienteId, before.id, disabled);
          if (disabled) return;
          const row = (await identity.findUserById(trx, before.id))!;
          // an account the platform disabled comes back only by a master user's hand, never a cliente's
          if (row.status === 'disabled' && !(await invites.isInvitePending(trx, clienteId, before.id))) {
            if (!bool(actor.master)) throw adminError(409, 'admin.account_disabled', 'id');
            await identity.setUserStatus(trx, row.id, row.password_hash ? 'active' : 'pending', now);
          }
        });
        const after = await member(trx, clienteId, before.id);
        await recordMembershipChange(
          { db: trx, clienteId, actorId: actor.id, now },
          { action: disabled ? 'user.disable' : 'user.enable', entity: 'user', entityId: before.id, before: { status: before.status }, after: { status: after.status } },
        );
        return after;
      });
      // the person's open pages in this cliente learn it now, not at their next request
      if (disabled) disconnectMember(clienteId, user.id);
      return user;
    },

    /** A waiting invitation gets a fresh link, a pending account of this cliente a fresh activation; same words. */
    async resendActivation(session: Session, id: string): Promise<AdminUser> {
      const { clienteId, user: actor } = session;
      const now = clock();
      const { user, mail } = await db.transaction().execute(async (trx) => {
        const user = await member(trx, clienteId, id);
        if (user.status !== 'pending') throw adminError(409, 'admin.not_pending', 'id');
        const linkId = await invites.renewInviteLink(trx, clienteId, user.id, now);
        const mail: LinkMail = linkId
          ? { kind: 'invitation', userId: user.id, linkId }
          : { kind: 'activation', userId: user.id, linkId: (await createTicket(trx, 'activation', user.id, clienteId, now)).id };
        await recordMembershipChange({ db: trx, clienteId, actorId: actor.id, now: iso(now) }, { action: 'user.resend_activation', entity: 'user', entityId: user.id, before: null, after: null });
        return { user, mail };
      });
      await sendLink(mail, clienteId, actor.display_name || actor.email);
      return user;
    },

    async sendRecovery(session: Session, id: string): Promise<AdminUser> {
      const { clienteId, user: actor } = session;
      const now = clock();
      const { user, ticketId } = await db.transaction().execute(async (trx) => {
        const user = await member(trx, clienteId, id);
        if (user.status !== 'active') throw adminError(409, 'admin.not_active', 'id');
        const ticket = await createTicket(trx, 'recovery', user.id, clienteId, now);
        await recordAdminChange({ db: trx, clienteId, actorId: actor.id, now: iso(now) }, { action: 'user.send_recovery', entity: 'user', entityId: user.id, before: null, after: null });
        return { user, ticketId: ticket.id };
      });
      const row = (await identity.findUserById(db, user.id))!;
      await sendRecoveryMail(auth, row, (await identity.findCliente(db, clienteId))!, ticketId);
      return user;
    },
  };
}
