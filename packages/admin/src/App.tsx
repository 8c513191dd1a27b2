import { translationsReady } from '@sig/shared';
import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import { adminApi } from './adminApi';
import { ClientePage } from './cliente/ClientePage';
import { RoleDetailPage } from './roles/RoleDetailPage';
import { RolesPage } from './roles/RolesPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

// the setup guide (issue 24) is opened once or twice in a cliente's life: its own chunk (with the QR code's library)
const SetupPage = lazy(() =>
  import('./setup/SetupPage').then(async (m) => {
    // its strings come with it: drawn only once they are there in the chosen language
    await translationsReady();
    return { default: m.SetupPage };
  }),
);

/**
 * This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does.
 * react-router ranks a static segment above a parameter, so …/all is the list and never a user called "all".
 */
const PAGES: readonly ParcelPage[] = [
  ['/config/users/all', () => <UsersPage />],
  ['/config/users/:id', (p) => <UserDetailPage id={p.id ?? ''} />],
  ['/config/roles/all', () => <RolesPage />],
  ['/config/roles/:id', (p) => <RoleDetailPage id={p.id ?? ''} />],
  ['/config/client/edit', () => <ClientePage />],
  ['/sig/configuracion', () => <SetupPage />],
];

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={adminApi} pages={PAGES} />;
}
