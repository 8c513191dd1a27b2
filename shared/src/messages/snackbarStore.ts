import { createStore } from '../store/createStore';

export type SnackbarVariant = 'success' | 'warning' | 'error' | 'info';

export interface SnackbarMessage {
  id: number;
  message: string;
  variant: SnackbarVariant;
  autoHideDuration: number;
  /** Messages of one source (one page's actions): a new one takes the place of the one on screen. */
  key?: string;
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

let hostMounter: (() => void) | null = null;
/** The host registers how to mount itself, so the store stays free of React and DOM code. */
export function setSnackbarHostMounter(mount: () => void): void {
  hostMounter = mount;
}

/**
 * Shows a message. With a `key`, the message of that key still on screen goes first: one user action is
 * one message, and quick successive actions on a page do not pile up over the toolbar.
 */
export function notify(input: { message: string; variant?: SnackbarVariant; autoHideDuration?: number; key?: string }): number {
  hostMounter?.();
  hostMounter = null;
  const msg: SnackbarMessage = {
    id: nextId++,
    message: input.message,
    variant: input.variant ?? 'info',
    autoHideDuration: input.autoHideDuration ?? SNACKBAR_DEFAULT_MS,
    ...(input.key !== undefined && { key: input.key }),
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
