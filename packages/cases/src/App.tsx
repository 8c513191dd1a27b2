import { matchPath, type RouteParams } from '@sig/shared';
import { useLocationPath } from '@sig/shared/staff-ui';
import type { ReactNode } from 'react';

import { CaseDetailPage } from './detail/CaseDetailPage';
import { CASE_PAGES, MAP_PAGE } from './lib/kinds';
import { CaseListPage } from './list/CaseListPage';
import { CasesMapPage } from './map/CasesMapPage';

/** This parcel's paths (shared/src/routes.ts sends them here): both kinds share every page. */
const PAGES: { path: string; render: (params: RouteParams) => ReactNode }[] = [
  { path: CASE_PAGES.reporte.list, render: () => <CaseListPage kind="reporte" /> },
  { path: CASE_PAGES.solicitud.list, render: () => <CaseListPage kind="solicitud" /> },
  { path: CASE_PAGES.reporte.detail, render: (p) => <CaseDetailPage kind="reporte" id={p.orderId ?? ''} /> },
  { path: CASE_PAGES.solicitud.detail, render: (p) => <CaseDetailPage kind="solicitud" id={p.orderId ?? ''} /> },
  { path: MAP_PAGE, render: () => <CasesMapPage /> },
];

/** Picks the page by path; another path renders nothing (root-config is about to unmount the parcel). */
export function App() {
  const pathname = useLocationPath();
  for (const page of PAGES) {
    const params = matchPath(page.path, pathname);
    // keyed by path: another case starts its page afresh; a new query keeps the page (the list reads it)
    if (params) return <div key={pathname} style={{ height: '100%' }}>{page.render(params)}</div>;
  }
  return null;
}
