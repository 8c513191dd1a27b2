import type { SessionResponse } from '@sig/shared/contract';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import { buildSession, identity, type AuthDeps, type Membership } from '../../core';

/** The cliente a sign-in lands in: the one used last, else the first by name. */
export function pickCliente(memberships: Membership[]): Membership | undefined {
  return [...memberships].sort((a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''))[0];
}

/** Session for a fresh sign-in: picks the cliente and remembers it as last used. */
export async function signInSession(deps: AuthDeps, user: UserRow): Promise<SessionResponse> {
  const membership = pickCliente(await identity.listMemberships(deps.db, user.id));
  if (!membership) {
    if (await identity.hasDisabledMembership(deps.db, user.id)) {
      throw new HttpError(403, 'auth.disabled', 'Tu cuenta está desactivada. Habla con el administrador de tu municipio.');
    }
    throw new HttpError(403, 'auth.no_cliente', 'Tu cuenta no pertenece a ningún cliente activo.');
  }
  await identity.touchMembership(deps.db, membership.id, user.id, deps.clock().toISOString());
  return buildSession(deps, user, membership.id);
}
