import { FIELD_PENDING_KEY } from '@sig/shared';

/** The number of a user's unsent field works, kept in local storage for @sig/shared's sign-out guard. */
export function writePendingMarker(owner: string, count: number): void {
  try {
    if (count > 0) localStorage.setItem(FIELD_PENDING_KEY + owner, String(count));
    else localStorage.removeItem(FIELD_PENDING_KEY + owner);
  } catch {
    // private mode: the live guard of the loaded kit still counts
  }
}
