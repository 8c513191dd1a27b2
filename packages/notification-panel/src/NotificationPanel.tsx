import { closePanel, lazyPanel, navigate, usePanels } from '@sig/shared';
import { useEffect, useRef, useState } from 'react';

import type { NotificationDrawerProps } from './NotificationDrawer';
import './i18n';
import { useNotifications } from './useNotifications';

/** "5 minutes ago" moves on while the panel is open. */
const CLOCK_TICK_MS = 60_000;

const close = () => closePanel('notifications');
const here = () => window.location.pathname + window.location.search;

/** Spec 4: the panel closes when the route changes (a link in it, the browser's back, any navigation). */
function useCloseOnRouteChange(): void {
  const path = useRef(here());
  useEffect(() => {
    const onRoute = () => {
      if (here() === path.current) return;
      path.current = here();
      close();
    };
    window.addEventListener('single-spa:routing-event', onRoute);
    window.addEventListener('popstate', onRoute);
    return () => {
      window.removeEventListener('single-spa:routing-event', onRoute);
      window.removeEventListener('popstate', onRoute);
    };
  }, []);
}

function useClock(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, [running]);
  return now;
}

const useOpen = () => usePanels((p) => p.open === 'notifications');
const Drawer = lazyPanel<NotificationDrawerProps>('notifications', useOpen, () => import('./NotificationDrawer').then((m) => m.NotificationDrawer));

/**
 * The notification panel of spec 2.4: a drawer at the inline end, toggled from the toolbar. Mounted on
 * every staff page, it renders nothing while closed but keeps listening for live notifications; the drawer's
 * code (and Fluent's drawers) comes when the user reaches for its toggle, or at once when it is opened first.
 */
export function NotificationPanel() {
  const open = useOpen();
  const view = useNotifications(open);
  const now = useClock(open);
  useCloseOnRouteChange();

  const onNavigate = (url: string) => {
    close();
    navigate(url);
  };

  return <Drawer open={open} view={view} now={now} onNavigate={onNavigate} />;
}
