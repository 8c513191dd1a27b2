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
import * as authRepo from '../auth/auth.repository';
import { createTicket } from '../auth/tickets';
import { sendActivationMail, sendRecoveryMail } from '../auth/users';
import { adminError } from './adminError';
import * as repo from './admin.repository';
import { recordAdminChange } from './audit';
import { assertCanGrant, holds, keepingAnAdmin } from './guards';

type Db = Kysely<Database>;

/** The audit's picture of a user: what an administrator can change. */
const snapshot = (u: AdminUser) => ({ email: u.email, displayName: u.displayName, phone: u.phone, photoURL: u.photoURL, status: u.status, roles: u.roles.map((r) => r.nombre) });

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const deps = app.authDeps;
  const guard = app.requirePermission('EditarUsuarios');

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

  // Invite: a new e-mail becomes a pending user with an activation mail; an existing account joins this
  // cliente with the roles given (a user can belong to several clientes).
  r.post(ADMIN_PATHS.users, { schema: { body: InviteUserBody, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) => {
    const { clienteId, permissions, user: actor } = req.session!;
    const { email, displayName, roleIds } = req.body;
    const now = app.clock();
    const { userId, ticketId } = await db.transaction().execute(async (trx) => {
      await checkRoles(trx, clienteId, permissions, roleIds, []);
      let user = await authRepo.findUserByEmail(trx, email);
      if (user && (await repo.findMember(trx, clienteId, user.id))) throw adminError(409, 'admin.already_member', 'email');
      user ??= await authRepo.insertUser(trx, { email, displayName: displayName || email.split('@')[0], status: 'pending', passwordHash: null }, iso(now));
      await authRepo.addMembership(trx, clienteId, user.id, false);
      await repo.replaceUserRoles(trx, clienteId, user.id, roleIds);
      const ticket = user.status === 'pending' ? await createTicket(trx, 'activation', user.id, clienteId, now) : null;
      const after = await member(trx, clienteId, user.id);
      await recordAdminChange(trx, { clienteId, actorId: actor.id, entity: 'user', entityId: user.id, action: 'user.invite', after: snapshot(after) }, iso(now));
      return { userId: user.id, ticketId: ticket?.id };
    });
    if (ticketId) await mailActivation(userId, clienteId, ticketId);
    return { status: 200, msg: ticketId ? 'Invitación enviada.' : 'Usuario agregado al cliente.', user: await member(db, clienteId, userId) };
  });

  async function mailActivation(userId: string, clienteId: string, ticketId: string) {
    const user = (await authRepo.findUserById(db, userId))!;
    const cliente = (await authRepo.findCliente(db, clienteId))!;
    await sendActivationMail(deps, user, cliente, ticketId);
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
        await keepingAnAdmin(
          trx,
          clienteId,
          async () => {
            if (roleIds) {
              await checkRoles(trx, clienteId, permissions, roleIds, before.roles.map((x) => x.id));
              await repo.replaceUserRoles(trx, clienteId, before.id, roleIds);
            }
            if (Object.keys(data).length) await authRepo.updateUserData(trx, before.id, data, now);
          },
          'roleIds',
        );
        const after = await member(trx, clienteId, before.id);
        await recordAdminChange(trx, { clienteId, actorId: actor.id, entity: 'user', entityId: before.id, action: 'user.update', before: snapshot(before), after: snapshot(after) }, now);
        return after;
      });
      return { status: 200, msg: 'Usuario guardado.', user };
    },
  );

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
        if (disabled) {
          // revoke at once: every token of the user stops working on its next request
          await authRepo.bumpTokenVersion(trx, before.id, now);
        } else {
          const row = (await authRepo.findUserById(trx, before.id))!;
          if (row.status === 'disabled') await authRepo.setUserStatus(trx, row.id, row.password_hash ? 'active' : 'pending', now);
        }
      });
      const after = await member(trx, clienteId, before.id);
      await recordAdminChange(
        trx,
        { clienteId, actorId: actor.id, entity: 'user', entityId: before.id, action: disabled ? 'user.disable' : 'user.enable', before: { status: before.status }, after: { status: after.status } },
        now,
      );
      return after;
    });
    // the open pages of the user learn it now, not at their next request
    if (disabled) app.realtime.disconnectUser(user.id);
    return { status: 200, msg: disabled ? 'Usuario desactivado.' : 'Usuario reactivado.', user };
  };
  r.post(ADMIN_PATHS.userDisable, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, setDisabled(true));
  r.post(ADMIN_PATHS.userEnable, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, setDisabled(false));

  r.post(ADMIN_PATHS.userResendActivation, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) => {
    const { clienteId, user: actor } = req.session!;
    const now = app.clock();
    const { user, ticketId } = await db.transaction().execute(async (trx) => {
      const user = await member(trx, clienteId, req.params.id);
      if (user.status !== 'pending') throw adminError(409, 'admin.not_pending', 'id');
      const ticket = await createTicket(trx, 'activation', user.id, clienteId, now);
      await recordAdminChange(trx, { clienteId, actorId: actor.id, entity: 'user', entityId: user.id, action: 'user.resend_activation' }, iso(now));
      return { user, ticketId: ticket.id };
    });
    await mailActivation(user.id, clienteId, ticketId);
    return { status: 200, msg: 'Activación reenviada.', user };
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
    const row = (await authRepo.findUserById(db, user.id))!;
    await sendRecoveryMail(deps, row, (await authRepo.findCliente(db, clienteId))!, ticketId);
    return { status: 200, msg: 'Enlace de recuperación enviado.', user };
  });
}
