import { SOCKET_EVENTS, errorMessage, isApiRequestError, notify, panelStore, useSession, useSocketEvent } from '@sig/shared';
import type { NewNotificationEvent, Notification } from '@sig/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import { notificationsApi } from './notificationsApi';

export type LoadStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface NotificationsView {
  status: LoadStatus;
  items: Notification[];
  /** Ids whose dismissal is on its way (their X is disabled). */
  pending: ReadonlySet<string>;
  clearing: boolean;
  reload(): void;
  dismiss(id: string): Promise<void>;
  dismissAll(): Promise<void>;
}

const isOpen = () => panelStore.getState().open === 'notifications';

function markUnseen(unseen: boolean): void {
  if (panelStore.getState().unseenNotifications !== unseen) panelStore.setState({ unseenNotifications: unseen });
}

const VARIANTS = new Set(['success', 'error', 'warning', 'info']);

const isNewNotification = (p: unknown): p is { msg: string; notification?: unknown } =>
  typeof p === 'object' && p !== null && typeof (p as NewNotificationEvent).msg === 'string';

/** The event's record goes into the list only when it has the contract's shape (the list renders it as is). */
const isNotification = (n: unknown): n is Notification => {
  const x = n as Partial<Notification> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof x.id === 'string' &&
    typeof x.message === 'string' &&
    typeof x.createdAt === 'string' &&
    (x.url === null || typeof x.url === 'string') &&
    VARIANTS.has(x.options?.variant as string) &&
    x.dismissed !== true
  );
};

/**
 * The signed-in user's undismissed notifications: fetched once when the panel mounts (for the toolbar dot),
 * again each time the panel opens, and kept live from 'nueva-notificacion'.
 */
export function useNotifications(open: boolean): NotificationsView {
  // Another user or cliente means another list.
  const who = useSession((s) => (s.status === 'signed-in' && s.role.length > 0 && s.user && s.cliente ? `${s.user.uuid}|${s.cliente.id}` : null));
  const [status, setStatus] = useState<LoadStatus>('idle');
  const [items, setItems] = useState<Notification[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [clearing, setClearing] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async (): Promise<Notification[] | null> => {
    const id = ++latest.current;
    // A refresh keeps the list on screen; only a first load shows the spinner.
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    try {
      const list = (await notificationsApi.list()).filter((n) => !n.dismissed);
      if (id !== latest.current) return null;
      setItems(list);
      setStatus('ready');
      return list;
    } catch {
      if (id !== latest.current) return null;
      setStatus((s) => (s === 'ready' ? s : 'error'));
      return null;
    }
  }, []);

  useEffect(() => {
    latest.current++;
    setItems([]);
    setStatus('idle');
    if (!who) return;
    void load().then((list) => {
      if (list && list.length > 0 && !isOpen()) markUnseen(true);
    });
  }, [who, load]);

  useEffect(() => {
    if (open && who) void load();
  }, [open, who, load]);

  useSocketEvent<unknown>(SOCKET_EVENTS.newNotification, (payload) => {
    if (!isNewNotification(payload)) return;
    notify({ message: payload.msg, variant: 'success' });
    if (!isOpen()) markUnseen(true);
    const n = payload.notification;
    if (isNotification(n) && status === 'ready') setItems((list) => (list.some((x) => x.id === n.id) ? list : [n, ...list]));
  });

  useEffect(() => {
    if (status === 'ready' && items.length === 0) markUnseen(false);
  }, [status, items.length]);

  const dismiss = useCallback(async (id: string) => {
    setPending((p) => new Set(p).add(id));
    try {
      await notificationsApi.dismiss(id);
      setItems((list) => list.filter((n) => n.id !== id));
    } catch (e) {
      // Already dismissed elsewhere (another tab): it is gone either way.
      if (isApiRequestError(e) && e.status === 404) setItems((list) => list.filter((n) => n.id !== id));
      else notify({ message: errorMessage(e), variant: 'error' });
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const dismissAll = useCallback(async () => {
    setClearing(true);
    try {
      await notificationsApi.dismissAll();
      setItems([]);
    } catch (e) {
      notify({ message: errorMessage(e), variant: 'error' });
    } finally {
      setClearing(false);
    }
  }, []);

  return { status, items, pending, clearing, reload: () => void load(), dismiss, dismissAll };
}
