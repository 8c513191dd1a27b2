import type { Page } from './pageIndex';

/** A bar longer than this wraps off the toolbar; the server accepts up to 50, so this is a UI limit. */
export const MAX_SHORTCUTS = 12;
/**
 * How many pages the bar shows before the user picks any. The spec's defaults (calendar, mail,
 * contacts, todo) are template sample apps that SIG does not ship, so the defaults come from the
 * user's own menu instead.
 */
export const DEFAULT_SHORTCUT_COUNT = 4;

/**
 * The pages of the shortcut bar. `savedIds` are menu item ids (UserData.shortcuts); they keep their
 * saved order; ids the user can no longer open (role changed, page removed) are left off the bar.
 *
 * Undefined and [] both mean "none saved" and give the defaults: the server stores shortcuts with a
 * default of [], so "never chose" and "removed them all" cannot be told apart after a reload, and an
 * empty bar would hide the feature. Saved ids that all turn out forbidden give an empty bar, not the
 * defaults: the user did choose.
 */
export function resolveShortcuts(savedIds: readonly string[] | null | undefined, pages: readonly Page[]): Page[] {
  if (!savedIds?.length) return pages.slice(0, DEFAULT_SHORTCUT_COUNT);
  const byId = new Map<string, Page>();
  for (const p of pages) if (!byId.has(p.id)) byId.set(p.id, p);
  const out: Page[] = [];
  for (const id of new Set(savedIds)) {
    const page = byId.get(id);
    if (page) out.push(page);
    if (out.length === MAX_SHORTCUTS) break;
  }
  return out;
}

/** Adds `id` at the end or removes it. A full bar stays as it is: the UI disables the star instead. */
export function toggleShortcut(ids: readonly string[], id: string): string[] {
  const unique = [...new Set(ids)];
  if (unique.includes(id)) return unique.filter((x) => x !== id);
  return unique.length >= MAX_SHORTCUTS ? unique : [...unique, id];
}
