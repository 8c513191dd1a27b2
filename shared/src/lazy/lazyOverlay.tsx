import { type ComponentType, type ReactElement, useState } from 'react';

/** What the stand-in trigger is given: it fetches the overlay's code on intent and opens it on click. */
export interface OverlayTriggerProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-expanded': false;
}

/** The props of a trigger button, drawn by the stand-in (OverlayTriggerProps) and by the loaded overlay's own trigger. */
export type OverlayTriggerButtonProps = Partial<Omit<OverlayTriggerProps, 'aria-expanded'>> & { 'aria-expanded'?: boolean };

/** What the loaded overlay is given besides the props of the lazy component. */
export interface OverlayProps {
  /** Open at once: the user asked for it before the code had come. */
  defaultOpen: boolean;
}

/**
 * A menu or popover whose code (with Fluent's on-demand module, @sig/fluent-lazy) is not part of the page's
 * load: until it is used, `Trigger` stands in for the overlay's own trigger (drawn the same); a pointer over it
 * or the focus on it fetches the code, and a click opens the overlay as soon as the code has come. Once the
 * code is here, later mounts draw the overlay at once. The stand-in is replaced only on a click, so a pointer
 * or the keyboard's focus never sees its button swapped under it unasked. A failed download is forgotten, so
 * the next click tries again.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P & OverlayProps> }>,
  Trigger: ComponentType<P & OverlayTriggerProps>,
): (props: P) => ReactElement {
  let loading: Promise<ComponentType<P & OverlayProps>> | null = null;
  let loaded: ComponentType<P & OverlayProps> | null = null;
  const fetchOverlay = () =>
    (loading ??= load().then(
      (m) => (loaded = m.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  return function LazyOverlay(props: P) {
    const [shown, setShown] = useState<{ Overlay: ComponentType<P & OverlayProps>; open: boolean } | null>(() => loaded && { Overlay: loaded, open: false });
    if (shown) return <shown.Overlay {...props} defaultOpen={shown.open} />;
    const prefetch = () => void fetchOverlay().catch(() => undefined);
    const open = () =>
      void fetchOverlay().then(
        (Overlay) => setShown({ Overlay, open: true }),
        (error: unknown) => console.error('[sig] a menu did not load', error),
      );
    return <Trigger {...props} aria-expanded={false} onPointerEnter={prefetch} onFocus={prefetch} onClick={open} />;
  };
}
