import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import { auditApi } from './auditApi';
import './i18n';
import { QueuePage } from './queue/QueuePage';

// The queue downloads only its list; the form, the work lists, the phone page and the live map are chunks of their own.
const AuditPage = lazy(() => import('./form/AuditPage').then((m) => ({ default: m.AuditPage })));
const WorkListsPage = lazy(() => import('./lists/WorkListsPage').then((m) => ({ default: m.WorkListsPage })));
const FieldAuditPage = lazy(() => import('./field/FieldAuditPage').then((m) => ({ default: m.FieldAuditPage })));
const LivePage = lazy(() => import('./live/LivePage').then((m) => ({ default: m.LivePage })));

/** This parcel's paths (shared/src/routes.ts sends them here); the specific v2 paths come before the item's. */
const PAGES: readonly ParcelPage[] = [
  ['/sig/auditoria', () => <QueuePage />],
  ['/sig/auditar/:orderId/:tipo', (p) => <AuditPage orderId={p.orderId ?? ''} />],
  ['/sig/auditoriav2/supervisor/sig/online', () => <LivePage />],
  ['/sig/auditoriav2/list', () => <WorkListsPage />],
  ['/sig/auditoriav2/:orderId/:idAuditWork', (p) => <FieldAuditPage orderId={p.orderId ?? ''} idAuditWork={p.idAuditWork ?? ''} />],
];

/** The parcel: its own store and router (staff-ui's ParcelRouter). */
export function App() {
  return <ParcelRouter api={auditApi} pages={PAGES} />;
}
