import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_PATHS,
  AdminActionResponse,
  AdminUser,
  IdParams,
  InviteUserBody,
  UpdateUserBody,
  UsersQuery,
  UsersResponse,
} from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { bool, parseJson } from '../../lib/json';
import type { ZodTypeProvider } from '../../plugins/zod';
import { adminError } from './adminError';
import * as repo from './admin.repository';
import * as invites from './invites.repository';
import { sendInvitationMail } from './invites.service';
import { assertCanGrant, holds, keepingAnAdmin } from './guards';
import { createTicket, identity, recordAdminChange, sendActivationMail, sendRecoveryMail } from '../../core';

type Db = Kysely<Database>;

/** The audit's picture of a user: what an administrator can change. */
const snapshot = (u: AdminUser) => ({ email: u.email, displayName: u.displayName, phone: u.phone, photoURL: u.photoURL, status: u.status, roles: u.roles.map((r) => r.nombre) });

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const deps = app.authDeps;
  const guard = app.access.permissions('EditarUsuarios');
  const invitesPerUser = app.perAccount('invitePerUser');

  async function member(dbOrTrx: Db, clienteId: string, id: string): Promise<AdminUser> {
    const user = await repo.findMember(dbOrTrx, clienteId, id);
    if (!user) throw adminError(404, 'admin.user_not_found', 'id');
    return user;
  }

  /** A user manager who is not an administrator leaves administrators' accounts alone (name, phone, roles, status). */
  const assertMayChange = (actor: readonly string[], target: AdminUser) => {
    if (target.permissions.includes('admin') && !holds(actor, 'admin')) throw adminError(403, 'admin.admin_protected', 'id');
  };

  /** The roles named by id, all of this cliente, and the actor may grant each of their permissions. */
  async function checkRoles(trx: Db, clienteId: string, actor: string[], roleIds: string[], previous: string[]) {
    const roles = await repo.listRoleRows(trx, clienteId);
    const byId = new Map(roles.map((x) => [x.id, x]));
    if (roleIds.some((id) => !byId.has(id))) throw adminError(400, 'admin.role_not_found', 'roleIds');
    const perms = (ids: string[]) => [...new Set(ids.flatMap((id) => parseJson<string[]>(byId.get(id)?.permissions, [])))];
    assertCanGrant(actor, perms(roleIds), perms(previous.filter((id) => byId.has(id))), 'roleIds');
  }

  r.get(ADMIN_PATHS.users, { schema: { querystring: UsersQuery, response: { 200: UsersResponse } }, preHandler: guard }, async (req) =>
    repo.listUsers(db, req.session!.clienteId, req.query),
  );

  r.get(ADMIN_PATHS.user, { schema: { params: IdParams, response: { 200: AdminUser } }, preHandler: guard }, async (req) =>
    member(db, req.session!.clienteId, req.params.id),
  );

  // Invite (issue 19). A new e-mail becomes a pending account of this cliente with an activation mail. An
  // e-mail that already has an account gets a membership that waits for its owner to accept through a
  // mailed link: until then this cliente sees only what it typed and changes nothing of the account. Both
  // answer the same words, so the invite cannot tell who has an account.
  r.post(ADMIN_PATHS.users, { schema: { body: InviteUserBody, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) => {
    const { clienteId, permissions, user: actor } = req.session!;
    await invitesPerUser(req, actor.id);
    const { email, displayName, roleIds } = req.body;
    const now = app.clock();
    const name = displayName || email.split('@')[0];
    const sent = await db.transaction().execute(async (trx) => {
      await checkRoles(trx, clienteId, permissions, roleIds, []);
      const existing = await identity.findUserByEmail(trx, email);
      if (existing && (await repo.findMember(trx, clienteId, existing.id))) throw adminError(409, 'admin.already_member', 'email');
      let mail: { kind: 'activation' | 'invitation'; userId: string; linkId: string };
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
      const change = { clienteId, actorId: actor.id, entity: 'user' as const, entityId: mail.userId, action: 'user.invite', after: snapshot(after) };
      await recordAdminChange(trx, change, iso(now));
      await identity.audit(trx, { ...change, action: existing ? 'membership.invite' : 'user.invite' }, iso(now));
      return mail;
    });
    await sendLink(sent, clienteId, actor.display_name || actor.email);
    return { status: 200, msg: 'Invitación enviada.', user: await member(db, clienteId, sent.userId) };
  });

  async function sendLink(mail: { kind: 'activation' | 'invitation'; userId: string; linkId: string }, clienteId: string, inviterName: string) {
    if (mail.kind === 'invitation') {
      await sendInvitationMail(deps, { userId: mail.userId, clienteId, inviterName, linkId: mail.linkId });
      return;
    }
    const user = (await identity.findUserById(db, mail.userId))!;
    const cliente = (await identity.findCliente(db, clienteId))!;
    await sendActivationMail(deps, user, cliente, mail.linkId);
  }

  /** A cliente's change to one of its people, in its own audit and in the account's history. */
  async function recordBoth(trx: Db, change: Parameters<typeof recordAdminChange>[1], now: string) {
    await recordAdminChange(trx, change, now);
    await identity.audit(trx, change, now);
  }

  r.patch(
    ADMIN_PATHS.user,
    { schema: { params: IdParams, body: UpdateUserBody, response: { 200: AdminActionResponse } }, preHandler: guard },
    async (req) => {
      const { clienteId, permissions, user: actor } = req.session!;
      const { roleIds, ...data } = req.body;
      const now = iso(app.clock());
      const user = await db.transaction().execute(async (trx) => {
        const before = await member(trx, clienteId, req.params.id);
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
        await recordBoth(trx, { clienteId, actorId: actor.id, entity: 'user', entityId: before.id, action: 'user.update', before: snapshot(before), after: snapshot(after) }, now);
        return after;
      });
      return { status: 200, msg: 'Usuario guardado.', user };
    },
  );

  // Disabling and enabling act on the membership in this cliente only: the account keeps working in its
  // other clientes, and its tokens there stay valid (the session check reads the membership each request).
  const setDisabled = (disabled: boolean) => async (req: FastifyRequest) => {
    const { clienteId, user: actor, permissions } = req.session!;
    const { id } = req.params as { id: string };
    const now = iso(app.clock());
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
      await recordBoth(
        trx,
        { clienteId, actorId: actor.id, entity: 'user', entityId: before.id, action: disabled ? 'user.disable' : 'user.enable', before: { status: before.status }, after: { status: after.status } },
        now,
      );
      return after;
    });
    // the person's open pages in this cliente learn it now, not at their next request
    if (disabled) app.realtime.disconnectMember(clienteId, user.id);
    return { status: 200, msg: disabled ? 'Usuario desactivado.' : 'Usuario reactivado.', user };
  };
  r.post(ADMIN_PATHS.userDisable, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, setDisabled(true));
  r.post(ADMIN_PATHS.userEnable, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, setDisabled(false));

  // A waiting invitation gets a fresh link, a pending account of this cliente a fresh activation; same words.
  r.post(ADMIN_PATHS.userResendActivation, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) => {
    const { clienteId, user: actor } = req.session!;
    await invitesPerUser(req, actor.id);
    const now = app.clock();
    const { user, mail } = await db.transaction().execute(async (trx) => {
      const user = await member(trx, clienteId, req.params.id);
      if (user.status !== 'pending') throw adminError(409, 'admin.not_pending', 'id');
      const linkId = await invites.renewInviteLink(trx, clienteId, user.id, now);
      const mail = linkId
        ? { kind: 'invitation' as const, userId: user.id, linkId }
        : { kind: 'activation' as const, userId: user.id, linkId: (await createTicket(trx, 'activation', user.id, clienteId, now)).id };
      await recordBoth(trx, { clienteId, actorId: actor.id, entity: 'user', entityId: user.id, action: 'user.resend_activation' }, iso(now));
      return { user, mail };
    });
    await sendLink(mail, clienteId, actor.display_name || actor.email);
    return { status: 200, msg: 'Invitación reenviada.', user };
  });

  r.post(ADMIN_PATHS.userSendRecovery, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) => {
    const { clienteId, user: actor } = req.session!;
    const now = app.clock();
    const { user, ticketId } = await db.transaction().execute(async (trx) => {
      const user = await member(trx, clienteId, req.params.id);
      if (user.status !== 'active') throw adminError(409, 'admin.not_active', 'id');
      const ticket = await createTicket(trx, 'recovery', user.id, clienteId, now);
      await recordAdminChange(trx, { clienteId, actorId: actor.id, entity: 'user', entityId: user.id, action: 'user.send_recovery' }, iso(now));
      return { user, ticketId: ticket.id };
    });
    const row = (await identity.findUserById(db, user.id))!;
    await sendRecoveryMail(deps, row, (await identity.findCliente(db, clienteId))!, ticketId);
    return { status: 200, msg: 'Enlace de recuperación enviado.', user };
  });
}
