import { sql, type Kysely } from 'kysely';
import { AUDIT_PAGE_SIZE, type AdminRole, type AdminUser, type AuditEntity, type AuditQuery, type UsersQuery, type UsersResponse } from '@sig/shared/contract';
import type { Database, RoleRow } from '../../db/schema';
import { bool, parseJson } from '../../lib/json';
import { containsPattern, isPostgres } from '../../core';
import type { ChangeRow } from '../../lib/changeEntry';
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
  'uc.invite_pending',
  'uc.invite_name',
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
  invite_pending: number;
  invite_name: string | null;
};

// An invitation that waits shows as 'pending' whatever the account's own state: that is not this cliente's to know.
const statusOf = (r: Pick<MemberRow, 'status' | 'disabled' | 'invite_pending'>): AdminUser['status'] =>
  bool(r.disabled) ? 'disabled' : bool(r.invite_pending) ? 'pending' : r.status === 'disabled' ? 'disabled' : r.status === 'pending' ? 'pending' : 'active';

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

/**
 * `otherClientes`: how many other clientes the account has accepted. Until the invitation is accepted the
 * cliente sees only what its administrator typed (e-mail and name), nothing of the account itself.
 */
function toAdminUser(r: MemberRow, roles: RoleRow[], otherClientes: number): AdminUser {
  const permissions = new Set<string>();
  for (const role of roles) for (const p of parseJson<string[]>(role.permissions, [])) permissions.add(p);
  const invited = bool(r.invite_pending);
  return {
    id: r.id,
    email: r.email,
    displayName: invited ? (r.invite_name ?? r.email.split('@')[0]) : r.display_name,
    phone: invited ? '' : r.phone,
    photoURL: invited ? '' : r.photo_url,
    status: statusOf(r),
    owner: bool(r.owner),
    master: invited ? false : bool(r.master),
    roles: roles.map((x) => ({ id: x.id, nombre: x.nombre })),
    permissions: [...permissions].sort(),
    createdAt: r.created_at,
    // until the person accepts or activates, the profile is theirs to confirm (and a waiting invitation of an
    // existing account must look like any new one)
    profileLocked: invited || r.status === 'pending' || otherClientes > 0,
  };
}

/** Per user, how many clientes other than this one the account has accepted. */
async function otherClientesOf(db: Db, clienteId: string, userIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('user_clientes')
    .select(['user_id', (eb) => eb.fn.countAll().as('n')])
    .where('user_id', 'in', userIds)
    .where('cliente_id', '<>', clienteId)
    .where('invite_pending', '=', 0)
    .groupBy('user_id')
    .execute();
  for (const r of rows) out.set(r.user_id, Number(r.n));
  return out;
}

export async function listUsers(db: Db, clienteId: string, q: UsersQuery): Promise<UsersResponse> {
  let base = membersOf(db, clienteId);
  const needle = q.q ? fold(q.q) : '';
  // while an invitation waits, only the e-mail this cliente typed is searchable, not the account's own name
  const like = containsPattern(needle);
  if (needle) base = base.where(sql<boolean>`(case when uc.invite_pending = 1 then lower(u.email) else u.search_text end) like ${like} escape '\\'`);
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
  if (q.status === 'disabled') base = base.where((eb) => eb.or([eb('uc.disabled', '=', 1), eb.and([eb('uc.invite_pending', '=', 0), eb('u.status', '=', 'disabled')])]));
  else if (q.status === 'pending') base = base.where('uc.disabled', '=', 0).where((eb) => eb.or([eb('uc.invite_pending', '=', 1), eb('u.status', '=', 'pending')]));
  else if (q.status) base = base.where('uc.disabled', '=', 0).where('uc.invite_pending', '=', 0).where('u.status', '=', q.status);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(userColumns)
    .orderBy(sql`case when uc.invite_pending = 1 then lower(u.email) else u.search_text end`)
    .orderBy('u.id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const ids = rows.map((r) => r.id);
  const [roles, others] = await Promise.all([rolesOfUsers(db, clienteId, ids), otherClientesOf(db, clienteId, ids)]);
  return { items: rows.map((r) => toAdminUser(r, roles.get(r.id) ?? [], others.get(r.id) ?? 0)), total: Number(n), page: q.page, pageSize: q.pageSize };
}

/** A member of the cliente, or undefined: a user of another cliente is as unknown as a missing one. */
export async function findMember(db: Db, clienteId: string, userId: string): Promise<AdminUser | undefined> {
  const row = await membersOf(db, clienteId).select(userColumns).where('u.id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const [roles, others] = await Promise.all([rolesOfUsers(db, clienteId, [userId]), otherClientesOf(db, clienteId, [userId])]);
  return toAdminUser(row, roles.get(userId) ?? [], others.get(userId) ?? 0);
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

export async function updateRole(db: Db, clienteId: string, roleId: string, patch: { nombre?: string; permissions?: string[] }): Promise<void> {
  await db
    .updateTable('roles')
    .set({ ...(patch.nombre !== undefined && { nombre: patch.nombre }), ...(patch.permissions && { permissions: JSON.stringify(patch.permissions) }) })
    .where('cliente_id', '=', clienteId)
    .where('id', '=', roleId)
    .execute();
}

export async function deleteRole(db: Db, clienteId: string, roleId: string): Promise<void> {
  await db.deleteFrom('roles').where('cliente_id', '=', clienteId).where('id', '=', roleId).execute();
}

export async function countRoleUsers(db: Db, clienteId: string, roleId: string): Promise<number> {
  const { n } = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('cliente_id', '=', clienteId)
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Active users (account active, membership accepted and enabled) whose roles in the cliente hold 'admin'. */
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
    .where('uc.invite_pending', '=', 0)
    .execute();
  return new Set(rows.filter((r) => parseJson<string[]>(r.permissions, []).includes('admin')).map((r) => r.user_id)).size;
}

/**
 * Locks the cliente row until the transaction ends (PostgreSQL; SQLite already runs one write transaction at a
 * time): two administrators demoting each other at once must not both see the other still there.
 */
export async function lockCliente(trx: Db, clienteId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select id from clientes where id = ${clienteId} for update`.execute(trx);
}

/** One page of the cliente's audit of one entity kind (optionally one entity), newest first, with each actor's account; and how many entries match. */
export async function auditPage(db: Db, clienteId: string, q: AuditQuery): Promise<{ rows: (ChangeRow & { entity: AuditEntity; entity_id: string })[]; total: number }> {
  let base = db.selectFrom('admin_audit as a').where('a.cliente_id', '=', clienteId).where('a.entity', '=', q.entity);
  if (q.id) base = base.where('a.entity_id', '=', q.id);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.entity', 'a.entity_id', 'a.action', 'a.before', 'a.after', 'a.actor_id', 'u.email', 'u.display_name'])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((q.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { rows, total: Number(n) };
}
