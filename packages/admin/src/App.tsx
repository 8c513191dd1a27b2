import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';

import { ClientePage } from './cliente/ClientePage';
import { RoleDetailPage } from './roles/RoleDetailPage';
import { RolesPage } from './roles/RolesPage';
import { makeStore } from './store';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

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

/**
 * This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does.
 * react-router ranks a static segment above a parameter, so …/all is the list and never a user called "all".
 */
const PAGES: [path: string, render: (params: Params) => ReactNode][] = [
  ['/config/users/all', () => <UsersPage />],
  ['/config/users/:id', (p) => <UserDetailPage id={p.id ?? ''} />],
  ['/config/roles/all', () => <RolesPage />],
  ['/config/roles/:id', (p) => <RoleDetailPage id={p.id ?? ''} />],
  ['/config/client/edit', () => <ClientePage />],
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
