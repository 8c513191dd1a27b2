import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { adminError } from './adminError';
import { countAdmins, lockCliente } from './admin.repository';

/** 'admin' opens everything, so an administrator holds every permission. */
export const holds = (actor: readonly string[], permission: string): boolean => actor.includes('admin') || actor.includes(permission);

/** Nobody grants what they do not hold: only permissions being added are checked, removing is allowed. */
export function assertCanGrant(actor: readonly string[], next: readonly string[], previous: readonly string[], field: string): void {
  const had = new Set(previous);
  if (next.some((p) => !had.has(p) && !holds(actor, p))) throw adminError(403, 'admin.privilege_escalation', field);
}

/**
 * Runs a change inside the caller's transaction and refuses it (the throw rolls it back) when it would
 * leave a cliente that had an active administrator with none.
 */
export async function keepingAnAdmin<T>(trx: Kysely<Database>, clienteId: string, change: () => Promise<T>, field?: string): Promise<T> {
  // Two administrators demoting each other at once must not both pass.
  await lockCliente(trx, clienteId);
  const before = await countAdmins(trx, clienteId);
  const result = await change();
  if (before > 0 && (await countAdmins(trx, clienteId)) === 0) throw adminError(409, 'admin.last_admin', field);
  return result;
}
