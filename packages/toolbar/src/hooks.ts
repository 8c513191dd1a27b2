import { closePanel, closeSettingsPanel, panelStore, settingsStore, useSession } from '@sig/shared';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Same breakpoint as frame.css: at or under it the navbar is a temporary drawer in every layout. */
export const DRAWER_QUERY = '(max-width: 960px)';
/** Phones: the shortcut bar goes and the secondary tools move into one overflow menu. */
export const PHONE_QUERY = '(max-width: 599.98px)';

const mediaList = (query: string): MediaQueryList | null => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a media query matches, following changes (window resize, device rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}

export type PagesStatus = 'loading' | 'error' | 'ready';

/** Whether the menu (the source of the pages) is still on its way, failed or here. */
export function usePagesStatus(): PagesStatus {
  const menu = useSession((s) => s.menu);
  const menuError = useSession((s) => s.menuError);
  if (menu) return 'ready';
  return menuError ? 'error' : 'loading';
}

const fullscreenSupported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;
const isFullscreen = () => typeof document !== 'undefined' && !!document.fullscreenElement;

/** The document's fullscreen state; `supported` is false where the browser or an iframe forbids it. */
export function useFullscreen(): { supported: boolean; active: boolean; toggle: () => void } {
  const [active, setActive] = useState(isFullscreen);
  useEffect(() => {
    const onChange = () => setActive(isFullscreen());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    // A refusal (no user gesture, policy) leaves the state as it is; nothing to tell the user.
    const done = isFullscreen() ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  }, []);
  return { supported: fullscreenSupported(), active, toggle };
}

/**
 * Escape closes the side panel the toolbar opened, also while its drawer is still taking the focus (a key pressed
 * then lands outside the drawer, where Fluent's own Escape does not hear it). A drawer that handled the key
 * itself, or a menu inside it, marked it handled, and nothing more happens.
 */
export function useEscapeClosesPanels(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (panelStore.getState().open) closePanel();
      else if (settingsStore.getState().panelOpen) closeSettingsPanel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
