import { sql, type Kysely } from 'kysely';
import type { AdminRole, AdminUser, UsersQuery, UsersResponse } from '@sig/shared/contract';
import type { Database, RoleRow } from '../../db/schema';
import { bool, parseJson } from '../../lib/json';
import { fold } from '../../lib/searchText';

/* Kysely queries of administration: every one takes the clienteId of the caller's token first. */
type Db = Kysely<Database>;

const userColumns = [
  'u.id',
  'u.email',
  'u.display_name',
  'u.phone',
  'u.photo_url',
  'u.status',
  'u.master',
  'u.created_at',
  'uc.owner',
  'uc.disabled',
] as const;

function membersOf(db: Db, clienteId: string) {
  return db.selectFrom('user_clientes as uc').innerJoin('users as u', 'u.id', 'uc.user_id').where('uc.cliente_id', '=', clienteId);
}

type MemberRow = {
  id: string;
  email: string;
  display_name: string;
  phone: string;
  photo_url: string;
  status: string;
  master: number;
  created_at: string;
  owner: number;
  disabled: number;
};

const statusOf = (r: Pick<MemberRow, 'status' | 'disabled'>): AdminUser['status'] =>
  bool(r.disabled) || r.status === 'disabled' ? 'disabled' : r.status === 'pending' ? 'pending' : 'active';

async function rolesOfUsers(db: Db, clienteId: string, userIds: string[]): Promise<Map<string, RoleRow[]>> {
  const out = new Map<string, RoleRow[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'ur.role_id').onRef('r.cliente_id', '=', 'ur.cliente_id'))
    .select(['ur.user_id', 'r.id', 'r.cliente_id', 'r.nombre', 'r.permissions'])
    .where('ur.cliente_id', '=', clienteId)
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.nombre')
    .execute();
  for (const { user_id, ...role } of rows) out.set(user_id, [...(out.get(user_id) ?? []), role]);
  return out;
}

function toAdminUser(r: MemberRow, roles: RoleRow[]): AdminUser {
  const permissions = new Set<string>();
  for (const role of roles) for (const p of parseJson<string[]>(role.permissions, [])) permissions.add(p);
  return {
    id: r.id,
    email: r.email,
    displayName: r.display_name,
    phone: r.phone,
    photoURL: r.photo_url,
    status: statusOf(r),
    owner: bool(r.owner),
    master: bool(r.master),
    roles: roles.map((x) => ({ id: x.id, nombre: x.nombre })),
    permissions: [...permissions].sort(),
    createdAt: r.created_at,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(db: Db, clienteId: string, q: UsersQuery): Promise<UsersResponse> {
  let base = membersOf(db, clienteId);
  const needle = q.q ? fold(q.q) : '';
  if (needle) base = base.where(sql<boolean>`u.search_text like ${`%${escapeLike(needle)}%`} escape '\\'`);
  if (q.role) {
    const role = q.role;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .select('ur.role_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('ur.cliente_id', '=', clienteId)
          .where('ur.role_id', '=', role),
      ),
    );
  }
  if (q.status === 'disabled') base = base.where((eb) => eb.or([eb('uc.disabled', '=', 1), eb('u.status', '=', 'disabled')]));
  else if (q.status) base = base.where('uc.disabled', '=', 0).where('u.status', '=', q.status);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(userColumns)
    .orderBy('u.search_text')
    .orderBy('u.id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const roles = await rolesOfUsers(db, clienteId, rows.map((r) => r.id));
  return { items: rows.map((r) => toAdminUser(r, roles.get(r.id) ?? [])), total: Number(n), page: q.page, pageSize: q.pageSize };
}

/** A member of the cliente, or undefined: a user of another cliente is as unknown as a missing one. */
export async function findMember(db: Db, clienteId: string, userId: string): Promise<AdminUser | undefined> {
  const row = await membersOf(db, clienteId).select(userColumns).where('u.id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const roles = await rolesOfUsers(db, clienteId, [userId]);
  return toAdminUser(row, roles.get(userId) ?? []);
}

export async function setMembershipDisabled(db: Db, clienteId: string, userId: string, disabled: boolean): Promise<void> {
  await db
    .updateTable('user_clientes')
    .set({ disabled: disabled ? 1 : 0 })
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .execute();
}

export async function replaceUserRoles(db: Db, clienteId: string, userId: string, roleIds: string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('cliente_id', '=', clienteId).where('user_id', '=', userId).execute();
  for (const roleId of new Set(roleIds)) await db.insertInto('user_roles').values({ user_id: userId, cliente_id: clienteId, role_id: roleId }).execute();
}

// ---- roles ----------------------------------------------------------------------------------------

export function listRoleRows(db: Db, clienteId: string): Promise<RoleRow[]> {
  return db.selectFrom('roles').selectAll().where('cliente_id', '=', clienteId).orderBy('nombre').execute();
}

export function findRole(db: Db, clienteId: string, roleId: string): Promise<RoleRow | undefined> {
  return db.selectFrom('roles').selectAll().where('cliente_id', '=', clienteId).where('id', '=', roleId).executeTakeFirst();
}

export async function listRoles(db: Db, clienteId: string): Promise<AdminRole[]> {
  const roles = await listRoleRows(db, clienteId);
  const counts = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll().as('n')])
    .where('cliente_id', '=', clienteId)
    .groupBy('role_id')
    .execute();
  const byRole = new Map(counts.map((c) => [c.role_id, Number(c.n)]));
  return roles.map((r) => toAdminRole(r, byRole.get(r.id) ?? 0));
}

export const toAdminRole = (r: RoleRow, users: number): AdminRole => ({ id: r.id, nombre: r.nombre, permissions: parseJson<string[]>(r.permissions, []), users });

export async function countRoleUsers(db: Db, clienteId: string, roleId: string): Promise<number> {
  const { n } = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('cliente_id', '=', clienteId)
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Active users (account active, membership enabled) whose roles in the cliente hold 'admin'. */
export async function countAdmins(db: Db, clienteId: string): Promise<number> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'ur.role_id').onRef('r.cliente_id', '=', 'ur.cliente_id'))
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .innerJoin('user_clientes as uc', (j) => j.onRef('uc.user_id', '=', 'ur.user_id').onRef('uc.cliente_id', '=', 'ur.cliente_id'))
    .select(['ur.user_id', 'r.permissions'])
    .where('ur.cliente_id', '=', clienteId)
    .where('u.status', '=', 'active')
    .where('uc.disabled', '=', 0)
    .execute();
  return new Set(rows.filter((r) => parseJson<string[]>(r.permissions, []).includes('admin')).map((r) => r.user_id)).size;
}
