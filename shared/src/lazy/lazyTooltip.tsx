import { type ComponentType, type FocusEvent, type PointerEvent, type ReactElement, type Ref, cloneElement, useEffect, useId, useRef, useState } from 'react';

import type { TooltipSurfaceProps } from './TooltipSurface';

type Surface = ComponentType<TooltipSurfaceProps>;
let loading: Promise<Surface> | null = null;
let loaded: Surface | null = null;
const fetchSurface = () =>
  (loading ??= import('./TooltipSurface').then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** Fluent's own delays (Tooltip's showDelay and hideDelay). */
const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 250;

export interface LazyTooltipProps {
  content: string;
  /**
   * What the text is to the trigger: its name (`aria-label`), its description (`aria-describedby` a hidden
   * copy) or nothing (the trigger names itself). Set on the trigger from the first render, never by the
   * tooltip's code, so assistive technology reads the same before and after that code has come.
   */
  relationship: 'label' | 'description' | 'inaccessible';
  positioning?: 'above' | 'below' | 'before' | 'after';
  withArrow?: boolean;
  /** False: the trigger shows no tooltip now (a navbar item whose name shows anyway). */
  enabled?: boolean;
  /** One element that takes a ref and the pointer and focus handlers (a button, a link). */
  children: ReactElement;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A focus the keyboard brought (not one a closing popover gave back after a click), as Fluent's Tooltip tells them apart. */
function focusedByKeyboard(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A Fluent tooltip whose code (Tooltip with its positioning and portal, in Fluent's on-demand module
 * @sig/fluent-lazy) is fetched when a pointer or the focus first comes to a trigger, not with the page. The
 * trigger is drawn at once and never replaced (so the focus on it is never lost): the tooltip is drawn beside
 * it, anchored to it, once its code is here and the pointer or focus is still there. Its name or description
 * is on the trigger from the start (`relationship`).
 */
export function LazyTooltip({ content, relationship, positioning = 'above', withArrow = false, enabled = true, children }: LazyTooltipProps) {
  const [Surface, setSurface] = useState<Surface | null>(() => loaded);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);
  const descriptionId = useId();
  const child = children as ReactElement<TriggerProps>;
  const childRef = useRef<Ref<HTMLElement> | undefined>(undefined);
  childRef.current = child.props.ref;
  // one callback for the component's life: a new one each render would set the target again and again
  const [triggerRef] = useState(() => (el: HTMLElement | null) => {
    setRef(childRef.current, el);
    setTarget(el);
  });
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  // whether the pointer or the keyboard's focus is on the trigger: the code that comes later draws only then
  const wanted = useRef(false);
  const later = (visible: boolean, ms: number) => {
    wanted.current = visible;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(visible), ms);
  };
  const enter = (show: boolean) => {
    if (!show) return;
    later(true, SHOW_DELAY_MS);
    if (Surface) return;
    if (loaded) setSurface(() => loaded);
    else
      void fetchSurface().then(
        (component) => live.current && wanted.current && setSurface(() => component),
        (error: unknown) => console.error('[sig] a tooltip did not load', error),
      );
  };

  const { props } = child;
  const a11y = relationship === 'label' ? { 'aria-label': content } : relationship === 'description' ? { 'aria-describedby': descriptionId } : {};
  const trigger = cloneElement(child, {
    ...a11y,
    ...props,
    ref: triggerRef,
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      props.onPointerEnter?.(e);
      enter(true);
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      props.onPointerLeave?.(e);
      later(false, HIDE_DELAY_MS);
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      props.onFocus?.(e);
      enter(focusedByKeyboard(e.currentTarget));
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      props.onBlur?.(e);
      later(false, 0);
    },
  } as Partial<TriggerProps>);

  return (
    <>
      {trigger}
      {relationship === 'description' && (
        <span id={descriptionId} hidden>
          {content}
        </span>
      )}
      {Surface && target && enabled && (
        <Surface
          target={target}
          content={content}
          visible={open}
          positioning={positioning}
          withArrow={withArrow}
          onKeep={() => clearTimeout(timer.current)}
          onHide={() => {
            clearTimeout(timer.current);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
