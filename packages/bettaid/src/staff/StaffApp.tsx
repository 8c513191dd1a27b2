import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import '../i18n';
import { btApi } from './btApi';
import { ListPage } from './list/ListPage';

// The list comes with the staff half; the template editor, the issue page and a habitante's cards are chunks of their own.
const PlantillaPage = lazy(() => import('./plantilla/PlantillaPage').then((m) => ({ default: m.PlantillaPage })));
const IssuePage = lazy(() => import('./issue/IssuePage').then((m) => ({ default: m.IssuePage })));
const RgPage = lazy(() => import('./card/RgPage').then((m) => ({ default: m.RgPage })));

/** The staff paths (shared/src/routes.ts sends them here). */
const PAGES: readonly ParcelPage[] = [
  ['/bettaid/list', () => <ListPage />],
  ['/bettaid/editar/:id', (p) => <PlantillaPage key={p.id} id={p.id ?? ''} />],
  ['/bettaid/edit/:id', (p) => <IssuePage key={p.id} id={p.id ?? ''} />],
  ['/bettaid/rg/:id/:user/:tab?', (p) => <RgPage plantillaId={p.id ?? ''} habitanteId={p.user ?? ''} tab={p.tab ?? ''} />],
];

/** The staff half: its own store and router (staff-ui's ParcelRouter). */
export function StaffApp() {
  return <ParcelRouter api={btApi} pages={PAGES} />;
}
