import { createStore } from '../store/createStore';

export type SnackbarVariant = 'success' | 'warning' | 'error' | 'info';

export interface SnackbarMessage {
  id: number;
  message: string;
  variant: SnackbarVariant;
  autoHideDuration: number;
  /** Messages of one source (one page's actions): a new one takes the place of the one on screen. */
  key?: string;
  /** The page it was shown on: an error or warning about that page goes stale once the person leaves it. */
  path: string;
  /** It explains the navigation it comes with ("your session ended" on the way to /login): it survives that one. */
  explainsNavigation: boolean;
}

/** Spec 9: auto-hide 6000 ms by default; at most 5 at once. */
export const SNACKBAR_DEFAULT_MS = 6000;
export const SNACKBAR_LOGIN_ERROR_MS = 5000;
export const SNACKBAR_MAX = 5;

export const snackbarStore = createStore<{ messages: SnackbarMessage[] }>(() => ({ messages: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissMessage(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  snackbarStore.setState((s) => ({ messages: s.messages.filter((m) => m.id !== id) }));
}

/** Takes down every error still on screen: what it complained about has since gone right (a sign-in that worked). */
export function dismissErrors(): void {
  for (const m of snackbarStore.getState().messages) if (m.variant === 'error') dismissMessage(m.id);
}

const STALE_ON_LEAVE: readonly SnackbarVariant[] = ['error', 'warning'];
const currentPath = (): string => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * Called on every route change: errors and warnings about the page left behind come down (issue 21: a wrong
 * password's toast stayed over the reports). Successes stay (a case filed, then its page opened), and a
 * message that explains this very navigation stays too, now belonging to the page it led to.
 */
export function dismissLeftBehind(pathname: string = currentPath()): void {
  const { messages } = snackbarStore.getState();
  for (const m of messages) if (m.path !== pathname && !m.explainsNavigation && STALE_ON_LEAVE.includes(m.variant)) dismissMessage(m.id);
  // Once on its page (it may have been shown after the redirect already), an explaining message is an
  // ordinary one: it must not follow the person on to the next page.
  if (messages.some((m) => m.explainsNavigation)) {
    snackbarStore.setState((s) => ({ messages: s.messages.map((m) => (m.explainsNavigation ? { ...m, path: pathname, explainsNavigation: false } : m)) }));
  }
}

let hostMounter: (() => void) | null = null;
/** The host registers how to mount itself, so the store stays free of React and DOM code. */
export function setSnackbarHostMounter(mount: () => void): void {
  hostMounter = mount;
}

/**
 * Shows a message. With a `key`, the message of that key still on screen goes first: one user action is
 * one message, and quick successive actions on a page do not pile up over the toolbar.
 */
export function notify(input: { message: string; variant?: SnackbarVariant; autoHideDuration?: number; key?: string; explainsNavigation?: boolean }): number {
  hostMounter?.();
  hostMounter = null;
  const msg: SnackbarMessage = {
    id: nextId++,
    message: input.message,
    variant: input.variant ?? 'info',
    autoHideDuration: input.autoHideDuration ?? SNACKBAR_DEFAULT_MS,
    ...(input.key !== undefined && { key: input.key }),
    path: currentPath(),
    explainsNavigation: input.explainsNavigation ?? false,
  };
  if (msg.key !== undefined) for (const m of snackbarStore.getState().messages) if (m.key === msg.key) dismissMessage(m.id);
  snackbarStore.setState((s) => {
    const messages = [...s.messages, msg];
    messages.slice(0, Math.max(0, messages.length - SNACKBAR_MAX)).forEach((m) => clearTimeout(timers.get(m.id)));
    return { messages: messages.slice(-SNACKBAR_MAX) };
  });
  if (msg.autoHideDuration > 0) timers.set(msg.id, setTimeout(() => dismissMessage(msg.id), msg.autoHideDuration));
  return msg.id;
}
