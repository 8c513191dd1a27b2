import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';

import { auditApi } from './auditApi';
import './i18n';
import { QueuePage } from './queue/QueuePage';

// The queue downloads only its list; the form, the work lists, the phone page and the live map are chunks of their own.
const AuditPage = lazy(() => import('./form/AuditPage').then((m) => ({ default: m.AuditPage })));
const WorkListsPage = lazy(() => import('./lists/WorkListsPage').then((m) => ({ default: m.WorkListsPage })));
const FieldAuditPage = lazy(() => import('./field/FieldAuditPage').then((m) => ({ default: m.FieldAuditPage })));
const AuditSettingsPage = lazy(() => import('./settings/AuditSettingsPage').then((m) => ({ default: m.AuditSettingsPage })));
const LivePage = lazy(() => import('./live/LivePage').then((m) => ({ default: m.LivePage })));

/** This parcel's paths (shared/src/routes.ts sends them here); the specific v2 paths come before the item's. */
const PAGES: readonly ParcelPage[] = [
  ['/sig/auditoria', () => <QueueOrSettings />],
  ['/sig/auditar/:orderId/:tipo', (p) => <AuditPage orderId={p.orderId ?? ''} />],
  ['/sig/auditoriav2/supervisor/sig/online', () => <LivePage />],
  ['/sig/auditoriav2/list', () => <WorkListsPage />],
  ['/sig/auditoriav2/:orderId/:idAuditWork', (p) => <FieldAuditPage orderId={p.orderId ?? ''} idAuditWork={p.idAuditWork ?? ''} />],
];

/** /sig/auditoria shows the queue, or with `?ajustes=1` the settings (shared/src/routes.ts has only the one path). */
function QueueOrSettings() {
  const { search } = useLocation();
  return new URLSearchParams(search).get('ajustes') === '1' ? <AuditSettingsPage /> : <QueuePage />;
}

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={auditApi} pages={PAGES} />;
}
