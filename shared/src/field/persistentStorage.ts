/** true or false as the browser says; null where it has no StorageManager (then nothing can be promised). */
export type PersistState = boolean | null;

/**
 * Asks the browser not to evict this site's storage under pressure (Enketo's users lost forms that way).
 * Chromium grants it to installed or engaged sites without a prompt; Firefox asks the user.
 */
export async function requestPersistentStorage(): Promise<PersistState> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return null;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}

export async function persistentStorageState(): Promise<PersistState> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persisted) return null;
  try {
    return await storage.persisted();
  } catch {
    return false;
  }
}
