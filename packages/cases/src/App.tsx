import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import { casesApi } from './casesApi';
import { CASE_PAGES, MAP_PAGE } from './lib/kinds';
import { CaseListPage } from './list/CaseListPage';

// A list page downloads only the list: a case's page and the map come as chunks of their own when opened.
const CaseDetailPage = lazy(() => import('./detail/CaseDetailPage').then((m) => ({ default: m.CaseDetailPage })));
const CasesMapPage = lazy(() => import('./map/CasesMapPage').then((m) => ({ default: m.CasesMapPage })));

/** This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does: both kinds share every page. */
const PAGES: readonly ParcelPage[] = [
  [CASE_PAGES.reporte.list, () => <CaseListPage kind="reporte" />],
  [CASE_PAGES.solicitud.list, () => <CaseListPage kind="solicitud" />],
  [CASE_PAGES.reporte.detail, (p) => <CaseDetailPage kind="reporte" id={p.orderId ?? ''} />],
  [CASE_PAGES.solicitud.detail, (p) => <CaseDetailPage kind="solicitud" id={p.orderId ?? ''} />],
  [MAP_PAGE, () => <CasesMapPage />],
];

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={casesApi} pages={PAGES} />;
}
