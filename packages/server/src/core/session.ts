import type { SessionResponse, SessionUser, UserData } from '@sig/shared/contract';
import type { ClienteRow, UserRow } from '../db/schema';
import { HttpError } from '../lib/httpError';
import { bool, parseJson } from '../lib/json';
import * as repo from './identity.repository';
import type { AuthDeps } from './deps';

export interface Session {
  user: UserRow;
  /** The active cliente, from the token: every tenant-scoped query uses this one. */
  clienteId: string;
  /** That cliente's row as this request began (its products, time zone…): one read per request. */
  cliente: ClienteRow;
  /** The session role list: the user's permissions in that cliente plus 'Home'. */
  permissions: string[];
}

/** Every signed-in user holds 'Home': it is how routes say "any signed-in user" (spec 6). */
export const SIGNED_IN = 'Home';

export function roleFor(permissions: readonly string[]): string[] {
  return [...new Set([...permissions, SIGNED_IN])].sort();
}

export function userData(user: UserRow): UserData {
  return {
    displayName: user.display_name,
    phone: user.phone,
    photoURL: user.photo_url,
    email: user.email,
    settings: parseJson<Record<string, unknown>>(user.settings, {}),
    shortcuts: parseJson<string[]>(user.shortcuts, []),
  };
}

/**
 * The session's role list in a cliente, read from the database on every request (so a role change
 * applies at once). A master user in a cliente it is not a member of acts as its administrator.
 */
export async function sessionRole(db: AuthDeps['db'], user: UserRow, clienteId: string, member: boolean): Promise<string[]> {
  if (!member && bool(user.master)) return roleFor(['admin']);
  return roleFor(await repo.permissionsOf(db, clienteId, user.id));
}

export async function sessionUser(deps: AuthDeps, user: UserRow, clienteId: string): Promise<{ user: SessionUser; role: string[] }> {
  const memberships = await repo.listMemberships(deps.db, user.id);
  const active = memberships.find((m) => m.id === clienteId);
  const role = await sessionRole(deps.db, user, clienteId, !!active);
  // a master user may switch to any cliente (jss_clients lists them all)
  const clients = bool(user.master) ? await repo.listClienteRefs(deps.db) : memberships.map(({ id, nombre, slug }) => ({ id, nombre, slug }));
  return {
    role,
    user: {
      _id: user.id,
      uuid: user.id,
      from: 'sig',
      email: user.email,
      master: bool(user.master),
      owner: active?.owner ?? false,
      clients,
      role,
      data: userData(user),
    },
  };
}

/** A fresh token plus everything the client keeps in its session, read from the database now. */
export async function buildSession(deps: AuthDeps, user: UserRow, clienteId: string): Promise<SessionResponse> {
  const cliente = await repo.findCliente(deps.db, clienteId);
  if (!cliente) throw new HttpError(403, 'auth.no_cliente', 'Tu cuenta no pertenece a ningún cliente activo.');
  const { user: su, role } = await sessionUser(deps, user, clienteId);
  const access_token = await deps.tokens.sign({ sub: user.id, cid: clienteId, ver: user.token_version });
  return { user: su, role, access_token, cliente: repo.toCliente(cliente) };
}
