import type { AdminRole, AuditRole, CreateRoleBody, UpdateRoleBody } from '@sig/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, RoleRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { parseJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { adminError } from './adminError';
import * as repo from './admin.repository';
import { assertCanGrant, keepingAnAdmin } from './guards';
import { type AuthDeps, type Session, identity, recordAdminChange } from '../../core';

/*
 * A cliente's roles: unique names, nobody grants what they do not hold, the cliente keeps an administrator, a
 * role in use is not deleted, and each change is in the cliente's audit within its own transaction.
 */

type Db = Kysely<Database>;

const snapshot = (r: RoleRow): AuditRole => ({ nombre: r.nombre, permissions: parseJson<string[]>(r.permissions, []) });

/** Role names are unique per cliente, whatever their accents and case. */
async function assertFreeName(db: Db, clienteId: string, nombre: string, except?: string): Promise<void> {
  const taken = (await repo.listRoleRows(db, clienteId)).some((x) => x.id !== except && fold(x.nombre) === fold(nombre));
  if (taken) throw adminError(409, 'admin.role_name_taken', 'nombre');
}

async function role(db: Db, clienteId: string, id: string): Promise<RoleRow> {
  const row = await repo.findRole(db, clienteId, id);
  if (!row) throw adminError(404, 'admin.role_not_found', 'id');
  return row;
}

export function rolesService({ db, clock }: Pick<AuthDeps, 'db' | 'clock'>) {
  return {
    list: async (session: Session) => ({ roles: await repo.listRoles(db, session.clienteId) }),

    async get(session: Session, id: string): Promise<AdminRole> {
      const row = await role(db, session.clienteId, id);
      return repo.toAdminRole(row, await repo.countRoleUsers(db, session.clienteId, row.id));
    },

    async create(session: Session, body: CreateRoleBody): Promise<AdminRole> {
      const { clienteId, permissions, user } = session;
      const now = iso(clock());
      const perms = [...new Set(body.permissions)];
      assertCanGrant(permissions, perms, [], 'permissions');
      return db.transaction().execute(async (trx) => {
        await assertFreeName(trx, clienteId, body.nombre);
        const id = await identity.insertRole(trx, clienteId, body.nombre, perms);
        const row = await role(trx, clienteId, id);
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now }, { action: 'role.create', entity: 'role', entityId: id, before: null, after: snapshot(row) });
        return repo.toAdminRole(row, 0);
      });
    },

    /** A changed role applies to its users on their next request: the session re-reads permissions each time. */
    async update(session: Session, id: string, body: UpdateRoleBody): Promise<AdminRole> {
      const { clienteId, permissions, user } = session;
      const now = iso(clock());
      return db.transaction().execute(async (trx) => {
        const before = await role(trx, clienteId, id);
        const { nombre } = body;
        const perms = body.permissions && [...new Set(body.permissions)];
        if (nombre !== undefined) await assertFreeName(trx, clienteId, nombre, before.id);
        if (perms) assertCanGrant(permissions, perms, parseJson<string[]>(before.permissions, []), 'permissions');
        await keepingAnAdmin(trx, clienteId, () => repo.updateRole(trx, clienteId, before.id, { nombre, permissions: perms }), 'permissions');
        const after = await role(trx, clienteId, before.id);
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now }, { action: 'role.update', entity: 'role', entityId: before.id, before: snapshot(before), after: snapshot(after) });
        return repo.toAdminRole(after, await repo.countRoleUsers(trx, clienteId, before.id));
      });
    },

    async remove(session: Session, id: string): Promise<void> {
      const { clienteId, user } = session;
      const now = iso(clock());
      await db.transaction().execute(async (trx) => {
        const before = await role(trx, clienteId, id);
        if ((await repo.countRoleUsers(trx, clienteId, before.id)) > 0) throw adminError(409, 'admin.role_in_use', 'id');
        await repo.deleteRole(trx, clienteId, before.id);
        await recordAdminChange({ db: trx, clienteId, actorId: user.id, now }, { action: 'role.delete', entity: 'role', entityId: before.id, before: snapshot(before), after: null });
      });
    },
  };
}
