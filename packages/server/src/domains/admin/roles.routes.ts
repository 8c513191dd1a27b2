import type { FastifyInstance } from 'fastify';
import { ADMIN_PATHS, AdminRole, CreateRoleBody, DeleteResponse, IdParams, PermissionsResponse, RolesResponse, UpdateRoleBody, permissionGroups } from '@sig/shared/contract';
import type { ZodTypeProvider } from '../../plugins/zod';
import { rolesService } from './roles.service';

/** A cliente's roles over HTTP: schemas and access; the rules are in roles.service. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const roles = rolesService(app.authDeps);
  const guard = app.access.permissions('EditarRoles');

  r.get(ADMIN_PATHS.permissions, { schema: { response: { 200: PermissionsResponse } }, preHandler: guard }, async () => ({ groups: permissionGroups() }));

  // Whoever manages users picks their roles, so the list (not the editor) is open to EditarUsuarios too.
  const canListRoles = app.access.permissions('EditarRoles', 'EditarUsuarios');
  r.get(ADMIN_PATHS.roles, { schema: { response: { 200: RolesResponse } }, preHandler: canListRoles }, async (req) => roles.list(req.session!));

  r.get(ADMIN_PATHS.role, { schema: { params: IdParams, response: { 200: AdminRole } }, preHandler: guard }, async (req) => roles.get(req.session!, req.params.id));

  r.post(ADMIN_PATHS.roles, { schema: { body: CreateRoleBody, response: { 200: AdminRole } }, preHandler: guard }, async (req) => roles.create(req.session!, req.body));

  r.patch(ADMIN_PATHS.role, { schema: { params: IdParams, body: UpdateRoleBody, response: { 200: AdminRole } }, preHandler: guard }, async (req) =>
    roles.update(req.session!, req.params.id, req.body),
  );

  r.delete(ADMIN_PATHS.role, { schema: { params: IdParams, response: { 200: DeleteResponse } }, preHandler: guard }, async (req) => {
    await roles.remove(req.session!, req.params.id);
    return { status: 200, msg: 'Rol borrado.' };
  });
}
