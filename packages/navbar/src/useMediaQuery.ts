import { useEffect, useState } from 'react';

/** Spec 2.4: at and below this width the navbar is a temporary drawer in every layout. */
export const SMALL_SCREEN_QUERY = '(max-width: 960px)';

const matches = (query: string): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether a media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(query);
    const on = () => setValue(mql.matches);
    on();
    if (mql.addEventListener) mql.addEventListener('change', on);
    else mql.addListener?.(on);
    return () => {
      if (mql.removeEventListener) mql.removeEventListener('change', on);
      else mql.removeListener?.(on);
    };
  }, [query]);
  return value;
}

export const useSmallScreen = (): boolean => useMediaQuery(SMALL_SCREEN_QUERY);
