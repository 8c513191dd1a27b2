import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';

import { CiudadanoPage } from './ciudadano/CiudadanoPage';
import { PersonaEditPage } from './persona/PersonaEditPage';
import { PersonaPage } from './persona/PersonaPage';
import { makeStore } from './store';

/** One page, keyed by pathname: another id starts its page afresh, a new query keeps it. */
function PathPage({ render }: { render: (params: Params) => ReactNode }) {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <div key={pathname} style={{ height: '100%' }}>
      {render(params)}
    </div>
  );
}

/** This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does. */
const PAGES: [path: string, render: (params: Params) => ReactNode][] = [
  ['/sig/ciudadano/:id', (p) => <CiudadanoPage id={p.id ?? ''} />],
  ['/sig/persona/:id', (p) => <PersonaPage id={p.id ?? ''} />],
  // the route table names the habitante id `productId`, as the spec's path does
  ['/sig/personaedit/:productId', (p) => <PersonaEditPage id={p.productId ?? ''} />],
];

/**
 * The parcel: its own store and its own router. BrowserRouter follows the address through popstate, which
 * single-spa fires for every pushState (the portal's `navigate`), so links between parcels and back/forward
 * reach it; another path renders nothing (root-config is about to unmount the parcel).
 */
export function App() {
  const [store] = useState(makeStore);
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
