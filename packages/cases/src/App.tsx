import { Loading } from '@sig/shared/staff-ui';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';

import { casesApi } from './casesApi';
import { CASE_PAGES, MAP_PAGE } from './lib/kinds';
import { CaseListPage } from './list/CaseListPage';
import { makeStore } from './store';

// A list page downloads only the list: a case's page and the map come as chunks of their own when opened.
const CaseDetailPage = lazy(() => import('./detail/CaseDetailPage').then((m) => ({ default: m.CaseDetailPage })));
const CasesMapPage = lazy(() => import('./map/CasesMapPage').then((m) => ({ default: m.CasesMapPage })));

/** One page, keyed by pathname: another case starts its page afresh, a new query keeps it (the list reads it). */
function PathPage({ render }: { render: (params: Params) => ReactNode }) {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <div key={pathname} style={{ height: '100%' }}>
      <Suspense fallback={<Loading />}>{render(params)}</Suspense>
    </div>
  );
}

/** This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does: both kinds share every page. */
const PAGES: [path: string, render: (params: Params) => ReactNode][] = [
  [CASE_PAGES.reporte.list, () => <CaseListPage kind="reporte" />],
  [CASE_PAGES.solicitud.list, () => <CaseListPage kind="solicitud" />],
  [CASE_PAGES.reporte.detail, (p) => <CaseDetailPage kind="reporte" id={p.orderId ?? ''} />],
  [CASE_PAGES.solicitud.detail, (p) => <CaseDetailPage kind="solicitud" id={p.orderId ?? ''} />],
  [MAP_PAGE, () => <CasesMapPage />],
];

/**
 * The parcel: its own store and its own router. BrowserRouter follows the address through popstate, which
 * single-spa fires for every pushState (the portal's `navigate`), so links between parcels and back/forward
 * reach it; another path renders nothing (root-config is about to unmount the parcel).
 */
export function App() {
  const [store] = useState(makeStore);
  // leaving the parcel ends every cache entry, and with them their socket subscriptions
  useEffect(() => () => void store.dispatch(casesApi.util.resetApiState()), [store]);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          {PAGES.map(([path, render]) => (
            <Route key={path} path={path} caseSensitive element={<PathPage render={render} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}
