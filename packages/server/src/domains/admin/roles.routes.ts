import type { FastifyInstance } from 'fastify';
import {
  ADMIN_PATHS,
  AdminRole,
  CreateRoleBody,
  DeleteResponse,
  IdParams,
  PermissionsResponse,
  RolesResponse,
  UpdateRoleBody,
  permissionGroups,
} from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, RoleRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { parseJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import type { ZodTypeProvider } from '../../plugins/zod';
import { adminError } from './adminError';
import * as repo from './admin.repository';
import { assertCanGrant, keepingAnAdmin } from './guards';
import { identity, recordAdminChange } from '../../core';

type Db = Kysely<Database>;
const snapshot = (r: RoleRow) => ({ nombre: r.nombre, permissions: parseJson<string[]>(r.permissions, []) });

/** Role names are unique per cliente, whatever their accents and case. */
async function assertFreeName(db: Db, clienteId: string, nombre: string, except?: string): Promise<void> {
  const taken = (await repo.listRoleRows(db, clienteId)).some((x) => x.id !== except && fold(x.nombre) === fold(nombre));
  if (taken) throw adminError(409, 'admin.role_name_taken', 'nombre');
}

export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const guard = app.access.permissions('EditarRoles');

  async function role(trx: Db, clienteId: string, id: string): Promise<RoleRow> {
    const row = await repo.findRole(trx, clienteId, id);
    if (!row) throw adminError(404, 'admin.role_not_found', 'id');
    return row;
  }

  r.get(ADMIN_PATHS.permissions, { schema: { response: { 200: PermissionsResponse } }, preHandler: guard }, async () => ({ groups: permissionGroups() }));

  // Whoever manages users picks their roles, so the list (not the editor) is open to EditarUsuarios too.
  const canListRoles = app.access.permissions('EditarRoles', 'EditarUsuarios');
  r.get(ADMIN_PATHS.roles, { schema: { response: { 200: RolesResponse } }, preHandler: canListRoles }, async (req) => ({ roles: await repo.listRoles(db, req.session!.clienteId) }));

  r.get(ADMIN_PATHS.role, { schema: { params: IdParams, response: { 200: AdminRole } }, preHandler: guard }, async (req) => {
    const { clienteId } = req.session!;
    const row = await role(db, clienteId, req.params.id);
    return repo.toAdminRole(row, await repo.countRoleUsers(db, clienteId, row.id));
  });

  r.post(ADMIN_PATHS.roles, { schema: { body: CreateRoleBody, response: { 200: AdminRole } }, preHandler: guard }, async (req) => {
    const { clienteId, permissions, user } = req.session!;
    const now = iso(app.clock());
    const perms = [...new Set(req.body.permissions)];
    assertCanGrant(permissions, perms, [], 'permissions');
    return db.transaction().execute(async (trx) => {
      await assertFreeName(trx, clienteId, req.body.nombre);
      const id = await identity.insertRole(trx, clienteId, req.body.nombre, perms);
      const row = await role(trx, clienteId, id);
      await recordAdminChange(trx, { clienteId, actorId: user.id, entity: 'role', entityId: id, action: 'role.create', after: snapshot(row) }, now);
      return repo.toAdminRole(row, 0);
    });
  });

  // A changed role applies to its users on their next request: the session re-reads permissions each time.
  r.patch(ADMIN_PATHS.role, { schema: { params: IdParams, body: UpdateRoleBody, response: { 200: AdminRole } }, preHandler: guard }, async (req) => {
    const { clienteId, permissions, user } = req.session!;
    const now = iso(app.clock());
    return db.transaction().execute(async (trx) => {
      const before = await role(trx, clienteId, req.params.id);
      const { nombre } = req.body;
      const perms = req.body.permissions && [...new Set(req.body.permissions)];
      if (nombre !== undefined) await assertFreeName(trx, clienteId, nombre, before.id);
      if (perms) assertCanGrant(permissions, perms, parseJson<string[]>(before.permissions, []), 'permissions');
      await keepingAnAdmin(
        trx,
        clienteId,
        async () => {
          await trx
            .updateTable('roles')
            .set({ ...(nombre !== undefined && { nombre }), ...(perms && { permissions: JSON.stringify(perms) }) })
            .where('cliente_id', '=', clienteId)
            .where('id', '=', before.id)
            .execute();
        },
        'permissions',
      );
      const after = await role(trx, clienteId, before.id);
      await recordAdminChange(trx, { clienteId, actorId: user.id, entity: 'role', entityId: before.id, action: 'role.update', before: snapshot(before), after: snapshot(after) }, now);
      return repo.toAdminRole(after, await repo.countRoleUsers(trx, clienteId, before.id));
    });
  });

  r.delete(ADMIN_PATHS.role, { schema: { params: IdParams, response: { 200: DeleteResponse } }, preHandler: guard }, async (req) => {
    const { clienteId, user } = req.session!;
    const now = iso(app.clock());
    await db.transaction().execute(async (trx) => {
      const before = await role(trx, clienteId, req.params.id);
      if ((await repo.countRoleUsers(trx, clienteId, before.id)) > 0) throw adminError(409, 'admin.role_in_use', 'id');
      await trx.deleteFrom('roles').where('cliente_id', '=', clienteId).where('id', '=', before.id).execute();
      await recordAdminChange(trx, { clienteId, actorId: user.id, entity: 'role', entityId: before.id, action: 'role.delete', before: snapshot(before) }, now);
    });
    return { status: 200, msg: 'Rol borrado.' };
  });
}
