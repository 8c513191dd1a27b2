import { matchPath, type RouteParams } from '@sig/shared';
import type { ReactNode } from 'react';

import { ClientePage } from './cliente/ClientePage';
import { useLocationPath } from './lib/useLocationPath';
import { RoleDetailPage } from './roles/RoleDetailPage';
import { RolesPage } from './roles/RolesPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

/** This parcel's paths (shared/src/routes.ts sends them here); the first match wins. */
const PAGES: { path: string; render: (params: RouteParams) => ReactNode }[] = [
  { path: '/config/users/all', render: () => <UsersPage /> },
  { path: '/config/users/:id', render: (p) => <UserDetailPage id={p.id ?? ''} /> },
  { path: '/config/roles/all', render: () => <RolesPage /> },
  { path: '/config/roles/:id', render: (p) => <RoleDetailPage id={p.id ?? ''} /> },
  { path: '/config/client/edit', render: () => <ClientePage /> },
];

/** Picks the page by path; another path renders nothing (root-config is about to unmount the parcel). */
export function App() {
  const pathname = useLocationPath();
  for (const page of PAGES) {
    const params = matchPath(page.path, pathname);
    // keyed by path: another id starts its page afresh
    if (params) return <div key={pathname} style={{ height: '100%' }}>{page.render(params)}</div>;
  }
  return null;
}
