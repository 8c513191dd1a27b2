import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import './i18n';
import { logisticsApi } from './logisticsApi';
import { ListaPage } from './lista/ListaPage';

// The list downloads with the parcel; the staff page, the figures (charts) and the delivery page (the offline
// field kit, the signature pad) are chunks of their own.
const UsuariosPage = lazy(() => import('./usuarios/UsuariosPage').then((m) => ({ default: m.UsuariosPage })));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));
const EnvioPage = lazy(() => import('./envio/EnvioPage').then((m) => ({ default: m.EnvioPage })));

/** This parcel's paths (shared/src/routes.ts sends them here). */
const PAGES: readonly ParcelPage[] = [
  ['/logistica/lista', () => <ListaPage />],
  ['/logistica/usuarios', () => <UsuariosPage />],
  ['/logistica/analytics', () => <AnalyticsPage />],
  ['/logistica/envio/:id', (p) => <EnvioPage id={p.id ?? ''} />],
];

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={logisticsApi} pages={PAGES} />;
}
