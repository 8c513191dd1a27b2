import { type MenuItem, labelOf, useT } from '@sig/shared';
import { useCallback } from 'react';

/** True when `path` is the item's page or one of its sub-pages ('/sig/reportes' is active on '/sig/reportes/12'). */
export const matchesPath = (url: string | undefined, path: string): boolean => !!url && (path === url || path.startsWith(url.endsWith('/') ? url : url + '/'));

/** The item, or any of its descendants, is the current page. */
export const containsActive = (item: MenuItem, path: string): boolean =>
  (item.type !== 'link' && matchesPath(item.url, path)) || !!item.children?.some((c) => containsActive(c, path));

/** Items with children that the rail and the horizontal bar show as openable entries. */
export const isContainer = (item: MenuItem): boolean => (item.type === 'group' || item.type === 'collapse') && !!item.children?.length;

/** The label of a menu item in the current language (else Spanish, else its title); re-renders on language change. */
export function useMenuLabel(): (item: MenuItem) => string {
  const { i18n } = useT('navbar');
  const lng = i18n.language;
  return useCallback((item: MenuItem) => labelOf(item, lng), [lng]);
}

/** 'rtl' for Arabic: chevrons point the other way. */
export function useDir(): 'ltr' | 'rtl' {
  const { i18n } = useT('navbar');
  return i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr';
}
