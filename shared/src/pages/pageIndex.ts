import type { MenuItem } from '../contract/auth';
import { hasPermission } from '../permissions';

export type PageLabels = MenuItem['labels'];

/** One page the user can open, as the page search and the shortcut bar list it. */
export interface Page {
  id: string;
  url: string;
  icon?: string;
  labels: PageLabels;
  title: string;
  auth: string[] | null;
  /** Ids of the groups/collapses above it, outermost first: lets the UI show where the page lives. */
  trail: string[];
}

/**
 * The openable pages (item and link with a url) of the menu, in menu order. The server already filters
 * the menu by permission, but the role can change after the menu was loaded (renewal every 10 min), so
 * a page is dropped when its own auth or any ancestor's auth rejects the role. The first entry wins
 * when two menu entries point at the same url, so the search never shows the same page twice.
 */
export function pagesOf(menu: readonly MenuItem[] | null | undefined, role: readonly string[]): Page[] {
  const pages: Page[] = [];
  const seen = new Set<string>();
  const walk = (items: readonly MenuItem[], trail: string[]) => {
    for (const item of items) {
      if (!hasPermission(item.auth, role)) continue; // a hidden parent hides its whole subtree
      if ((item.type === 'item' || item.type === 'link') && item.url && !seen.has(item.url)) {
        seen.add(item.url);
        pages.push({ id: item.id, url: item.url, icon: item.icon, labels: item.labels, title: item.title, auth: item.auth, trail });
      }
      if (item.children?.length) walk(item.children, [...trail, item.id]);
    }
  };
  walk(menu ?? [], []);
  return pages;
}
