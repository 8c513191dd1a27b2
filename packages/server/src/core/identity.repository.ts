import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { COLONIA_RADIO_M, DEFAULT_TILE_URL, DUPLICATES_DAYS, DUPLICATES_RADIUS_M, type Cliente, type ClienteRef } from '@sig/shared/contract';
import type { ClienteRow, Database, NewUser, UserRow, UserStatus } from '../db/schema';
import { bool, int, parseJson, toJson } from '../lib/json';
import { searchText } from '../lib/searchText';

/*
 * Kysely queries of the auth domain. Anything that belongs to a cliente takes clienteId first, and the
 * caller passes the cliente of the session (from the token), never one from the request body.
 */
type Db = Kysely<Database>;

export interface ClienteInput {
  nombre: string;
  slug: string;
  products: string[];
  coverMidb?: boolean;
  logo?: string | null;
  colors?: { primary: string; secondary: string };
  timezone?: string;
  map?: { lat: number; lng: number; zoom: number };
}

export function toCliente(row: ClienteRow): Cliente {
  return {
    id: row.id,
    nombre: row.nombre,
    slug: row.slug,
    logo: row.logo,
    colors: { primary: row.color_primary, secondary: row.color_secondary },
    timezone: row.timezone,
    cover_midb: bool(row.cover_midb),
    products: parseJson<Cliente['products']>(row.products, []),
    map: clienteMap(row),
  };
}

export function clienteMap(row: ClienteRow): NonNullable<Cliente['map']> {
  return { lat: row.map_lat, lng: row.map_lng, zoom: row.map_zoom, tileUrl: row.map_tile_url ?? DEFAULT_TILE_URL };
}

// ---- users -------------------------------------------------------------------------------------

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: { email: string; displayName: string; status: UserStatus; passwordHash: string | null; master?: boolean },
  now: string,
): Promise<UserRow> {
  const row: NewUser = {
    id: randomUUID(),
    email: user.email.trim().toLowerCase(),
    password_hash: user.passwordHash,
    status: user.status,
    display_name: user.displayName,
    phone: '',
    photo_url: '',
    settings: '{}',
    shortcuts: '[]',
    master: int(user.master ?? false),
    token_version: 0,
    search_text: searchText(user.displayName, user.email),
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row as UserRow;
}

export interface UserDataPatch {
  displayName?: string;
  phone?: string;
  photoURL?: string;
  settings?: Record<string, unknown>;
  shortcuts?: string[];
}

export async function updateUserData(db: Db, userId: string, patch: UserDataPatch, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(patch.displayName !== undefined && { display_name: patch.displayName }),
      ...(patch.displayName !== undefined && { search_text: searchText(patch.displayName, (await findUserById(db, userId))?.email ?? '') }),
      ...(patch.phone !== undefined && { phone: patch.phone }),
      ...(patch.photoURL !== undefined && { photo_url: patch.photoURL }),
      ...(patch.settings !== undefined && { settings: toJson(patch.settings) }),
      ...(patch.shortcuts !== undefined && { shortcuts: toJson(patch.shortcuts) }),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Setting a password revokes every token issued before (token_version + 1). */
export async function setPassword(db: Db, userId: string, passwordHash: string, now: string, activate = false): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: now,
      ...(activate && { status: 'active' as const }),
    }))
    .where('id', '=', userId)
    .execute();
}

export async function bumpTokenVersion(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', userId)
    .execute();
}

/** Disabling also revokes the user's tokens; the status check would refuse them anyway. */
export async function setUserStatus(db: Db, userId: string, status: UserStatus, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ status, token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', userId)
    .execute();
}

// ---- clientes and membership ---------------------------------------------------------------------

export function findCliente(db: Db, id: string): Promise<ClienteRow | undefined> {
  return db.selectFrom('clientes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The number triggers bump on every write to the tables a session is read from (migration 0011). */
export async function authVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('auth_versions').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** The cliente and whether the user is an active member of it (one query: every request reads it). */
export async function clienteForUser(db: Db, clienteId: string, userId: string): Promise<{ cliente: ClienteRow; member: boolean } | undefined> {
  const row = await db
    .selectFrom('clientes as c')
    .leftJoin('user_clientes as uc', (j) =>
      j.onRef('uc.cliente_id', '=', 'c.id').on('uc.user_id', '=', userId).on('uc.disabled', '=', 0).on('uc.invite_pending', '=', 0),
    )
    .selectAll('c')
    .select('uc.user_id as member_id')
    .where('c.id', '=', clienteId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { member_id, ...cliente } = row;
  return { cliente, member: member_id !== null };
}

export function findClienteBySlug(db: Db, slug: string): Promise<ClienteRow | undefined> {
  return db.selectFrom('clientes').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function countClientes(db: Db): Promise<number> {
  const r = await db.selectFrom('clientes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertCliente(db: Db, input: ClienteInput, now: string): Promise<ClienteRow> {
  const row: ClienteRow = {
    id: randomUUID(),
    nombre: input.nombre,
    slug: input.slug,
    logo: input.logo ?? null,
    color_primary: input.colors?.primary ?? '#0f6cbd',
    color_secondary: input.colors?.secondary ?? '#6b2c91',
    timezone: input.timezone ?? 'America/Mexico_City',
    cover_midb: int(input.coverMidb ?? input.products.includes('midb')),
    products: toJson(input.products),
    map_lat: input.map?.lat ?? null,
    map_lng: input.map?.lng ?? null,
    map_zoom: input.map?.zoom ?? null,
    map_tile_url: null,
    operacion_sin_curp: 0,
    colonia_radio_m: COLONIA_RADIO_M.default,
    asignar_mueve_estatus: 0,
    duplicados_radio_m: DUPLICATES_RADIUS_M.default,
    duplicados_dias: DUPLICATES_DAYS.default,
    created_at: now,
  };
  await db.insertInto('clientes').values(row).execute();
  return row;
}

export async function setClienteProducts(db: Db, clienteId: string, products: string[]): Promise<void> {
  await updateCliente(db, clienteId, { products: toJson(products) });
}

/** Changes the given columns of a cliente's row (its settings, logo, products); an empty patch changes nothing. */
export async function updateCliente(db: Db, clienteId: string, patch: Partial<Omit<ClienteRow, 'id' | 'slug' | 'created_at'>>): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('clientes').set(patch).where('id', '=', clienteId).execute();
}

/** The public name of a cliente (the admin service checks it is free and may still change). */
export async function setClienteSlug(db: Db, clienteId: string, slug: string): Promise<void> {
  await db.updateTable('clientes').set({ slug }).where('id', '=', clienteId).execute();
}

/** A slug not yet taken: `municipio-de-x`, then `municipio-de-x-2`, ... */
export async function uniqueSlug(db: Db, nombre: string): Promise<string> {
  const base =
    nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'cliente';
  for (let i = 1; ; i++) {
    const slug = i === 1 ? base : `${base}-${i}`;
    if (!(await findClienteBySlug(db, slug))) return slug;
  }
}

export interface Membership extends ClienteRef {
  owner: boolean;
  lastUsedAt: string | null;
}

/** The clientes the user may sign in to: memberships an administrator disabled, or not yet accepted, are left out. */
export async function listMemberships(db: Db, userId: string): Promise<Membership[]> {
  const rows = await db
    .selectFrom('user_clientes as uc')
    .innerJoin('clientes as c', 'c.id', 'uc.cliente_id')
    .select(['c.id', 'c.nombre', 'c.slug', 'uc.owner', 'uc.last_used_at'])
    .where('uc.user_id', '=', userId)
    .where('uc.disabled', '=', 0)
    .where('uc.invite_pending', '=', 0)
    .orderBy('c.nombre')
    .execute();
  return rows.map((r) => ({ id: r.id, nombre: r.nombre, slug: r.slug, owner: bool(r.owner), lastUsedAt: r.last_used_at }));
}

export async function hasDisabledMembership(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_clientes')
    .select('cliente_id')
    .where('user_id', '=', userId)
    .where('disabled', '=', 1)
    .where('invite_pending', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every cliente, by name (what a master user can switch to). */
export async function listClienteRefs(db: Db): Promise<ClienteRef[]> {
  return db.selectFrom('clientes').select(['id', 'nombre', 'slug']).orderBy('nombre').execute();
}

export async function addMembership(db: Db, clienteId: string, userId: string, owner: boolean): Promise<void> {
  await db
    .insertInto('user_clientes')
    .values({ user_id: userId, cliente_id: clienteId, owner: int(owner), last_used_at: null, disabled: 0, ...NO_INVITE })
    .onConflict((oc) => oc.columns(['user_id', 'cliente_id']).doNothing())
    .execute();
}

const NO_INVITE = { invite_pending: 0, invite_hash: null, invite_expires_at: null, invite_name: null, invited_by: null } as const;

/** How many clientes the account has accepted (an account of one cliente is that cliente's to manage). */
export async function countAcceptedMemberships(db: Db, userId: string): Promise<number> {
  const r = await db
    .selectFrom('user_clientes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('invite_pending', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function touchMembership(db: Db, clienteId: string, userId: string, now: string): Promise<void> {
  await db
    .updateTable('user_clientes')
    .set({ last_used_at: now })
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .execute();
}

// ---- roles ----------------------------------------------------------------------------------------

export async function insertRole(db: Db, clienteId: string, nombre: string, permissions: string[]): Promise<string> {
  const id = randomUUID();
  await db.insertInto('roles').values({ id, cliente_id: clienteId, nombre, permissions: toJson(permissions) }).execute();
  return id;
}

export function findRoleByName(db: Db, clienteId: string, nombre: string) {
  return db.selectFrom('roles').selectAll().where('cliente_id', '=', clienteId).where('nombre', '=', nombre).executeTakeFirst();
}

export async function setRolePermissions(db: Db, clienteId: string, roleId: string, permissions: string[]): Promise<void> {
  await db
    .updateTable('roles')
    .set({ permissions: toJson(permissions) })
    .where('cliente_id', '=', clienteId)
    .where('id', '=', roleId)
    .execute();
}

export async function assignRole(db: Db, clienteId: string, userId: string, roleId: string): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, cliente_id: clienteId, role_id: roleId })
    .onConflict((oc) => oc.columns(['user_id', 'cliente_id', 'role_id']).doNothing())
    .execute();
}

/** The union of the permissions of the user's roles in that cliente (without the implicit 'Home'). */
export async function permissionsOf(db: Db, clienteId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'ur.role_id').onRef('r.cliente_id', '=', 'ur.cliente_id'))
    .select('r.permissions')
    .where('ur.cliente_id', '=', clienteId)
    .where('ur.user_id', '=', userId)
    .execute();
  const set = new Set<string>();
  for (const r of rows) for (const p of parseJson<string[]>(r.permissions, [])) set.add(p);
  return [...set].sort();
}

/** Re-hash with today's parameters after a successful sign-in; tokens stay valid (same password). */
export async function upgradePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
