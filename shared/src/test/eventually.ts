/**
 * Polls until `check` passes (returns without throwing), failing with its last error after `ms`. For what ends a
 * little later on its own (IndexedDB, timers, a store's save): a fixed pause long enough for a quiet machine is
 * too short on a loaded one.
 */
export async function eventually(check: () => Promise<unknown> | unknown, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
