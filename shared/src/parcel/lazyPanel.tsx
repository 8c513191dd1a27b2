import { type ComponentType, type ReactElement, useEffect, useState } from 'react';

import { whenIdle } from '../lazy/idle';

/** How long after a page is up a closed panel's code is fetched: out of the way of the page's own requests. */
export const PANEL_PREFETCH_DELAY_MS = 2_000;

/**
 * A shell panel whose code is not part of the page's first load: it is fetched once the page is up and idle
 * (or at once when the panel is opened first), and the panel is mounted closed as soon as it arrives, so its
 * first opening animates, takes focus and answers Escape exactly as a panel that was always there. Its props
 * go through to the panel (state kept by the part that is always mounted).
 */
export function lazyPanel<P extends object = object>(useOpen: () => boolean, load: () => Promise<ComponentType<P>>): (props: P) => ReactElement | null {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const fetchPanel = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  return function LazyPanel(props: P) {
    const open = useOpen();
    const [Panel, setPanel] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Panel) return;
      let live = true;
      const start = () =>
        void fetchPanel().then(
          (component) => live && setPanel(() => component),
          (error: unknown) => console.error('[sig] a panel did not load', error),
        );
      if (open) {
        start();
        return () => void (live = false);
      }
      const cancel = whenIdle(start, PANEL_PREFETCH_DELAY_MS);
      return () => {
        live = false;
        cancel();
      };
    }, [open, Panel]);
    return Panel ? <Panel {...props} /> : null;
  };
}
