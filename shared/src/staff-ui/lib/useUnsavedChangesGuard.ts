import { sessionStore } from '@sig/shared';
import { useEffect } from 'react';
import type { SingleSpaCustomEventDetail } from 'single-spa';

const pathOf = (url: string | undefined) => (url ? new URL(url, window.location.href).pathname : null);

/**
 * While `dirty`, leaving the page asks first: a reload, a closed tab or a typed address through the browser's own
 * `beforeunload` prompt (which shows its own words, not `message`), a navigation inside the portal (a menu link,
 * Back) through single-spa's before-routing-event, whose `cancelNavigation` puts the address back. Only a change of
 * path counts: a page that keeps its state in the query does not leave itself.
 */
export function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older Chromium and Safari ask only when returnValue is set
      e.returnValue = message;
    };
    const onRouting = (e: Event) => {
      const detail = (e as CustomEvent<SingleSpaCustomEventDetail>).detail;
      if (!detail?.cancelNavigation || pathOf(detail.newUrl) === pathOf(detail.oldUrl)) return;
      // signed out (logout, an expired session) the draft can no longer be saved: asking would only keep the guard's
      // redirect to /login waiting, and asking again after each refusal
      if (sessionStore.getState().status !== 'signed-in') return;
      if (!window.confirm(message)) detail.cancelNavigation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('single-spa:before-routing-event', onRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
    };
  }, [dirty, message]);
}
