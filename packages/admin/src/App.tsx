import { PathPages, type PathPage } from '@sig/shared/staff-ui';

import { ClientePage } from './cliente/ClientePage';
import { RoleDetailPage } from './roles/RoleDetailPage';
import { RolesPage } from './roles/RolesPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

/** This parcel's paths (shared/src/routes.ts sends them here); the first match wins. */
const PAGES: PathPage[] = [
  { path: '/config/users/all', render: () => <UsersPage /> },
  { path: '/config/users/:id', render: (p) => <UserDetailPage id={p.id ?? ''} /> },
  { path: '/config/roles/all', render: () => <RolesPage /> },
  { path: '/config/roles/:id', render: (p) => <RoleDetailPage id={p.id ?? ''} /> },
  { path: '/config/client/edit', render: () => <ClientePage /> },
];

/** Renders the page of the current path. */
export const App = () => <PathPages pages={PAGES} />;
