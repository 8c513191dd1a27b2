import { STORAGE_KEYS, readStorage } from './storageKeys';

/**
 * Work a page keeps on the device and has not sent yet (field audits, proofs of delivery) would be left behind
 * by signing out: the sign-out action asks these guards first. A guard answers how many works are unsent.
 */
export type SignOutGuard = () => number | Promise<number>;

const guards = new Map<string, SignOutGuard>();

/** Local-storage key (+ the user's uuid) where the field kit keeps its count for pages that never loaded it. */
export const FIELD_PENDING_KEY = 'sig_field_pending:';

/** Registers (or replaces) the guard called `name`; returns its removal. */
export function registerSignOutGuard(name: string, guard: SignOutGuard): () => void {
  guards.set(name, guard);
  return () => {
    if (guards.get(name) === guard) guards.delete(name);
  };
}

/** The field kit's last count for the signed-in user, when the kit itself is not loaded in this page. */
function storedFieldCount(): number {
  const uuid = readStorage(STORAGE_KEYS.uuid);
  const n = uuid ? Number(readStorage(FIELD_PENDING_KEY + uuid)) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** How many works signing out now would leave unsent. A guard that fails counts as one, to ask rather than lose. */
export async function unsentWorkCount(): Promise<number> {
  let total = guards.has('field') ? 0 : storedFieldCount();
  for (const guard of guards.values()) {
    try {
      total += await guard();
    } catch (error) {
      console.error('[sig] a sign-out guard failed', error);
      total += 1;
    }
  }
  return total;
}
