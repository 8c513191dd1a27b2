import { useMemo } from 'react';

import { saveUserData } from '../session/sessionLifecycle';
import { type SessionState, sessionStore, useSession } from '../session/sessionStore';
import { createStore, useStore } from '../store/createStore';
import { type Page, pagesOf } from './pageIndex';
import { MAX_SHORTCUTS, resolveShortcuts, toggleShortcut } from './shortcuts';

/** `ids`: the signed-in user's saved shortcut ids; null when nobody is signed in. */
export interface ShortcutState {
  ids: string[] | null;
}

const savedIds = (s: SessionState): string[] | null => s.user?.data.shortcuts ?? null;

export const shortcutStore = createStore<ShortcutState>(() => ({ ids: savedIds(sessionStore.getState()) }));

let pendingSaves = 0;
let lastUser = sessionStore.getState().user;
sessionStore.subscribe((s) => {
  if (s.user === lastUser) return;
  const otherUser = s.user?.uuid !== lastUser?.uuid;
  lastUser = s.user;
  // While a save is in flight, the echo of an earlier save or a token renewal carries older ids and
  // would undo the newer local change; the last save to finish syncs instead. A new sign-in always wins.
  if (otherUser || pendingSaves === 0) shortcutStore.setState({ ids: savedIds(s) });
});

/** Shows `ids` at once and saves them; when the save fails (already announced) the bar goes back. */
export async function setShortcuts(ids: readonly string[]): Promise<void> {
  const next = [...new Set(ids)].slice(0, MAX_SHORTCUTS);
  shortcutStore.setState({ ids: next });
  pendingSaves++;
  try {
    await saveUserData({ shortcuts: next });
  } finally {
    pendingSaves--;
    if (pendingSaves === 0) shortcutStore.setState({ ids: savedIds(sessionStore.getState()) });
  }
}

const currentPages = (): Page[] => pagesOf(sessionStore.getState().menu, sessionStore.getState().role);

/**
 * Stars or unstars a page starting from what the bar shows (the defaults when nothing is saved), so
 * unstarring one default keeps the other three; saved ids the user can no longer open are dropped.
 */
export function toggleShortcutPage(id: string): Promise<void> {
  const shown = resolveShortcuts(shortcutStore.getState().ids, currentPages()).map((p) => p.id);
  return setShortcuts(toggleShortcut(shown, id));
}

/** The pages the signed-in user can open, for the page search. */
export function usePages(): Page[] {
  const menu = useSession((s) => s.menu);
  const role = useSession((s) => s.role);
  return useMemo(() => pagesOf(menu, role), [menu, role]);
}

/** The shortcut bar's pages, recomputed when the menu, the role or the saved ids change. */
export function useShortcutPages(): Page[] {
  const pages = usePages();
  const ids = useStore(shortcutStore, (s) => s.ids);
  return useMemo(() => resolveShortcuts(ids, pages), [ids, pages]);
}
