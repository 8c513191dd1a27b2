import { type ComponentType, type ReactElement, useEffect, useState } from 'react';

/**
 * A dialog whose code (with Fluent's on-demand module, @sig/fluent-lazy) is fetched when it first opens, not
 * with the page: until then it draws nothing, as a closed dialog does. Once here it stays mounted, so it
 * closes with its animation and keeps its state like a dialog that was always there, and later mounts draw it
 * at once. A failed download is forgotten and tried again on the next opening. `preload()` fetches it ahead:
 * content drawn inside a dialog that is already open must be (Fluent's modal focus trap, set up around an empty
 * surface, hid the surface itself from assistive technology when its content came a moment later).
 */
/** A dialog component whose code is fetched when it first opens, or ahead with `preload()`. */
export type LazyDialog<P> = ((props: P) => ReactElement | null) & { preload(): Promise<void> };

export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: unknown }).open === true,
): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const fetchDialog = () =>
    (loading ??= load().then(
      (m) => (loaded = m.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Dialog || !open) return;
      let live = true;
      fetchDialog().then(
        (component) => live && setDialog(() => component),
        (error: unknown) => console.error('[sig] a dialog did not load', error),
      );
      return () => {
        live = false;
      };
    }, [open, Dialog]);
    return Dialog ? <Dialog {...props} /> : null;
  }
  return Object.assign(LazyDialog, {
    preload: () =>
      fetchDialog().then(
        () => undefined,
        () => undefined,
      ),
  });
}
