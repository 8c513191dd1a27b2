import { type ComponentType, type ReactElement, useEffect, useState } from 'react';

import { type PanelName, panelHosted, panelReady, whenPanelWanted } from './panelIntent';

/**
 * A shell panel whose code is not part of the page: it is fetched when the user reaches for it (`preparePanel`
 * from its toggle's pointer or focus, or a menu listing it), or at once when it is opened first. The panel is
 * mounted closed as soon as it arrives, and openings through the shell's stores wait for that
 * (`whenPanelReady`), so the first opening animates, takes focus and answers Escape exactly as a panel that was
 * always there. Its props go through to the panel (state kept by the part that is always mounted).
 */
export function lazyPanel<P extends object = object>(name: PanelName, useOpen: () => boolean, load: () => Promise<ComponentType<P>>): (props: P) => ReactElement | null {
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
      panelHosted(name, true);
      return () => panelHosted(name, false);
    }, []);
    useEffect(() => {
      if (Panel) {
        panelReady(name);
        return;
      }
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
      const cancel = whenPanelWanted(name, start);
      return () => {
        live = false;
        cancel();
      };
    }, [open, Panel]);
    return Panel ? <Panel {...props} /> : null;
  };
}
