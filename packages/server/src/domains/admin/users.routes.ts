import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, AdminActionResponse, AdminUser, IdParams, InviteUserBody, UpdateUserBody, UsersQuery, UsersResponse } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { usersService } from './users.service';

/** A cliente's people over HTTP: schemas, access and the invite rate; the rules are in users.service. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = usersService({ auth: app.authDeps, disconnectMember: (clienteId, userId) => app.realtime.disconnectMember(clienteId, userId) });
  const guard = app.access.permissions('EditarUsuarios');
  const invitesPerUser = app.perAccount('invitePerUser');
  const answer = (msg: string) => (user: AdminUser) => ({ status: 200, msg, user });

  r.get(ADMIN_PATHS.users, { schema: { querystring: UsersQuery, response: { 200: UsersResponse } }, preHandler: guard }, async (req) => users.list(req.session!, req.query));

  r.get(ADMIN_PATHS.user, { schema: { params: IdParams, response: { 200: AdminUser } }, preHandler: guard }, async (req) => users.get(req.session!, req.params.id));

  r.post(ADMIN_PATHS.users, { schema: { body: InviteUserBody, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) => {
    await invitesPerUser(req, req.session!.user.id);
    return users.invite(req.session!, req.body).then(answer('Invitación enviada.'));
  });

  r.patch(ADMIN_PATHS.user, { schema: { params: IdParams, body: UpdateUserBody, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) =>
    users.update(req.session!, req.params.id, req.body).then(answer('Usuario guardado.')),
  );

  r.post(ADMIN_PATHS.userDisable, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) =>
    users.setDisabled(req.session!, req.params.id, true).then(answer('Usuario desactivado.')),
  );
  r.post(ADMIN_PATHS.userEnable, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) =>
    users.setDisabled(req.session!, req.params.id, false).then(answer('Usuario reactivado.')),
  );

  r.post(ADMIN_PATHS.userResendActivation, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) => {
    await invitesPerUser(req, req.session!.user.id);
    return users.resendActivation(req.session!, req.params.id).then(answer('Invitación reenviada.'));
  });

  r.post(ADMIN_PATHS.userSendRecovery, { schema: { params: IdParams, response: { 200: AdminActionResponse } }, preHandler: guard }, async (req) =>
    users.sendRecovery(req.session!, req.params.id).then(answer('Enlace de recuperación enviado.')),
  );
}
