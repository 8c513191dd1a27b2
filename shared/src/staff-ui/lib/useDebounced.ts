import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface SettledTextOptions {
  /** The value to send for what is typed, or null while it is not yet one (an unfinished number): nothing is sent. Default: trimmed. */
  normalize?: (text: string) => string | null;
  ms?: number;
}

/**
 * A filter box typed freely whose value lives in the address: once typing stops for `ms`, `onSettle` gets the
 * normalized text unless the address already holds it; a new value from the address (back, forward, "clear
 * filters") replaces what is typed. Returns the box's text and its setter.
 */
export function useSettledText(value: string, onSettle: (v: string) => void, { normalize = (t) => t.trim(), ms = SEARCH_DEBOUNCE_MS }: SettledTextOptions = {}): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const latest = useRef({ onSettle, normalize });
  latest.current = { onSettle, normalize };
  useEffect(() => {
    const v = latest.current.normalize(text);
    if (v === null || v === value) return;
    const timer = setTimeout(() => latest.current.onSettle(v), ms);
    return () => clearTimeout(timer);
  }, [text, value, ms]);
  return [text, setText];
}
