import { useEffect, useState } from 'react';

/** Below this width a list's columns no longer fit beside each other (a phone held upright): cards instead. */
export const NARROW_QUERY = '(max-width: 599px)';

const matches = (query: string): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the viewport is phone-narrow now, following rotation and resizing. */
export function useNarrow(query = NARROW_QUERY): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(query);
    const on = () => setValue(mql.matches);
    on();
    mql.addEventListener('change', on);
    return () => mql.removeEventListener('change', on);
  }, [query]);
  return value;
}
