import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import { eventosApi } from './eventosApi';
import { ListPage } from './list/ListPage';

// The list comes with the staff half; the form (the map picker) and the door (the QR reader, the offline kit) are
// chunks of their own.
const EditPage = lazy(() => import('./edit/EditPage').then((m) => ({ default: m.EditPage })));
const CheckinPage = lazy(() => import('./checkin/CheckinPage').then((m) => ({ default: m.CheckinPage })));

/** The staff paths (shared/src/routes.ts sends them here). */
const PAGES: readonly ParcelPage[] = [
  ['/eventos/list', () => <ListPage />],
  ['/eventos/edit/:id', (p) => <EditPage key={p.id} id={p.id ?? ''} />],
  ['/evento/checkin/:id', (p) => <CheckinPage key={p.id} id={p.id ?? ''} />],
];

/** The staff half: its own store and router (staff-ui's ParcelRouter). */
export function StaffApp() {
  return <ParcelRouter api={eventosApi} pages={PAGES} />;
}
