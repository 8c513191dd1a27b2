import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import { midbApi } from './midbApi';
import { RegistryPage } from './registry/RegistryPage';

// The registry downloads only its list: a habitante, the programmes, the map and the import come as chunks of their own.
const HabitanteRoute = lazy(() => import('./habitante/HabitanteRoute').then((m) => ({ default: m.HabitanteRoute })));
const ProgramasRoute = lazy(() => import('./programas/ProgramasRoute').then((m) => ({ default: m.ProgramasRoute })));
const ImportRoute = lazy(() => import('./import/ImportRoute').then((m) => ({ default: m.ImportRoute })));
const MidbMapPage = lazy(() => import('./mapa/MidbMapPage').then((m) => ({ default: m.MidbMapPage })));

/** This parcel's paths (shared/src/routes.ts sends them here), matched case-sensitively as root-config does. */
const PAGES: readonly ParcelPage[] = [
  ['/sig/midb', () => <RegistryPage />],
  ['/sig/midbciudadano/:accion/:id?/:clients?', (p) => <HabitanteRoute accion={p.accion ?? ''} id={p.id ?? ''} />],
  ['/sig/midboff/:productId/:agregate?/:object?/:tipo?', (p) => <ProgramasRoute productId={p.productId ?? ''} />],
  ['/sig/rp/:productId/:clienteId?', (p) => <ProgramasRoute productId={p.productId ?? ''} />],
  ['/sig/mapa/midb', () => <MidbMapPage />],
  ['/sig/operarmidb/:agregate?/:object?/:tipo?', (p) => <ImportRoute agregate={p.agregate ?? ''} object={p.object ?? ''} />],
];

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={midbApi} pages={PAGES} />;
}
