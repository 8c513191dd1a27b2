import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type Params, Route, Routes, useLocation, useParams } from 'react-router-dom';

import { Loading } from '../components/States';
import { type ParcelApi, makeParcelStore } from './parcelStore';

/** One of a parcel's paths (from shared/src/routes.ts) and the page it draws with the path's parameters. */
export type ParcelPage = readonly [path: string, render: (params: Params) => ReactNode];

/** One page, keyed by pathname: another id starts its page afresh, a new query keeps it. */
function PathPage({ render }: { render: ParcelPage[1] }) {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <div key={pathname} style={{ height: '100%' }}>
      <Suspense fallback={<Loading />}>{render(params)}</Suspense>
    </div>
  );
}

/**
 * A staff parcel's frame: its own store (one per mount, emptied on unmount, which also ends the cache entries'
 * socket subscriptions) and its own router. BrowserRouter follows the address through popstate, which
 * single-spa fires for every pushState (the portal's `navigate`), so links between parcels and back/forward
 * reach it. Paths match case-sensitively, as root-config does; another path renders nothing (root-config is
 * about to unmount the parcel). A lazy page shows the loading state while its chunk comes.
 */
export function ParcelRouter({ api, pages }: { api: ParcelApi; pages: readonly ParcelPage[] }) {
  const [store] = useState(() => makeParcelStore(api));
  useEffect(() => () => void store.dispatch(api.util.resetApiState()), [api, store]);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          {pages.map(([path, render]) => (
            <Route key={path} path={path} caseSensitive element={<PathPage render={render} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}
