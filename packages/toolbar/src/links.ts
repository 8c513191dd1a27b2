import { navigate } from '@sig/shared';
import type { MouseEvent } from 'react';

/**
 * Click handler for an anchor that should navigate inside the single-spa app; a click with a modifier
 * (new tab, new window) or another button is left to the browser.
 */
export function linkClick(url: string, after?: () => void) {
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(url);
    after?.();
  };
}
