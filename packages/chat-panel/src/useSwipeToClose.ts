import type { PointerEvent } from 'react';
import { useRef } from 'react';

/** How far a finger must travel toward the panel's edge to close it. */
export const SWIPE_CLOSE_PX = 60;

/**
 * Closes on a swipe toward the inline end (right in LTR, left in RTL) by touch or pen. Mouse drags are
 * left alone: they select text in the conversation.
 */
export function useSwipeToClose(onClose: () => void, dir: 'ltr' | 'rtl') {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(e: PointerEvent) {
      start.current = e.pointerType === 'mouse' ? null : { x: e.clientX, y: e.clientY };
    },
    onPointerUp(e: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = (e.clientX - from.x) * (dir === 'rtl' ? -1 : 1);
      const dy = Math.abs(e.clientY - from.y);
      if (dx > SWIPE_CLOSE_PX && dx > dy) onClose();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
