/** A shell panel whose code is fetched on the first sign that it is wanted. */
export type PanelName = 'chat' | 'notifications' | 'quick' | 'settings';

const wanted = new Set<PanelName>();
const listeners = new Map<PanelName, Set<() => void>>();
/** Panels whose lazy host is on the page, and those whose code has come and is mounted (closed or open). */
const hosted = new Set<PanelName>();
const ready = new Set<PanelName>();
const waiting = new Map<PanelName, (() => void)[]>();

/** How long an opening waits for a panel's code before it opens anyway (offline: the panel shows its own error). */
export const PANEL_READY_TIMEOUT_MS = 5_000;

/**
 * The user is about to open a panel (the pointer or the focus came to its toggle, or a menu listing it opened):
 * its code is fetched now, so by the click it is mounted closed and opens like a panel that was always there.
 * A page where nobody reaches for a panel never downloads it.
 */
export function preparePanel(...names: PanelName[]): void {
  for (const name of names) {
    if (wanted.has(name)) continue;
    wanted.add(name);
    listeners.get(name)?.forEach((l) => l());
  }
}

/** Calls `listener` once `name` is wanted (at once when it already is). Returns an unsubscribe. */
export function whenPanelWanted(name: PanelName, listener: () => void): () => void {
  if (wanted.has(name)) {
    listener();
    return () => undefined;
  }
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Runs `open` once the panel is mounted closed: a drawer mounted already open never takes the focus, so Escape
 * would not reach it. At once where the panel is already there or is not a lazy one.
 */
export function whenPanelReady(name: PanelName, open: () => void): void {
  if (!hosted.has(name) || ready.has(name)) {
    open();
    return;
  }
  preparePanel(name);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    open();
  };
  const timer = setTimeout(once, PANEL_READY_TIMEOUT_MS);
  waiting.set(name, [...(waiting.get(name) ?? []), once]);
}

/** lazyPanel's side: its host is on the page (true) or gone (false). */
export function panelHosted(name: PanelName, on: boolean): void {
  if (on) hosted.add(name);
  else {
    hosted.delete(name);
    ready.delete(name);
  }
}

/** lazyPanel's side: the panel's code has come and it is mounted. */
export function panelReady(name: PanelName): void {
  ready.add(name);
  const runs = waiting.get(name) ?? [];
  waiting.delete(name);
  runs.forEach((run) => run());
}

/** Tests only: forget what was wanted. */
export const resetPanelIntent = (): void => {
  wanted.clear();
  waiting.clear();
};
