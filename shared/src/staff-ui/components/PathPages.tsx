import { matchPath, useLocationPath, type RouteParams } from '@sig/shared';
import type { ReactNode } from 'react';


/** One page of a parcel: its path pattern (shared/src/routes.ts syntax) and what it renders. */
export interface PathPage {
  path: string;
  render: (params: RouteParams) => ReactNode;
}

/**
 * Picks the first page whose path matches; another path renders nothing (root-config is about to unmount
 * the parcel). Keyed by pathname: another id starts its page afresh, a new query keeps it.
 */
export function PathPages({ pages }: { pages: readonly PathPage[] }) {
  const pathname = useLocationPath();
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return <div key={pathname} style={{ height: '100%' }}>{page.render(params)}</div>;
  }
  return null;
}
