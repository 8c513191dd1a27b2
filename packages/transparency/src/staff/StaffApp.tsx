import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import { AdmPage } from './AdmPage';
import { transpApi } from './transpApi';

// The inbox comes with the staff half; one request's page is a chunk of its own.
const RequestPage = lazy(() => import('./request/RequestPage').then((m) => ({ default: m.RequestPage })));

/** The staff paths (shared/src/routes.ts sends them here). */
const PAGES: readonly ParcelPage[] = [
  ['/transparencia/adm/:tab?', (p) => <AdmPage tab={p.tab ?? ''} />],
  ['/transparencia/transp/:id', (p) => <RequestPage id={p.id ?? ''} />],
];

/** The staff half: its own store and router (staff-ui's ParcelRouter). */
export function StaffApp() {
  return <ParcelRouter api={transpApi} pages={PAGES} />;
}
