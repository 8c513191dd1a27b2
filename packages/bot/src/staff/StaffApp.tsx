import { type ParcelPage, ParcelRouter } from '@sig/shared/staff-ui';
import { lazy } from 'react';

import { botApi } from './botApi';

// Each area is a chunk of its own: an agent's chat centre does not download the flow editor.
const ChatCenterPage = lazy(() => import('../chatcenter/ChatCenterPage').then((m) => ({ default: m.ChatCenterPage })));
const ContactsPage = lazy(() => import('../contacts/ContactsPage').then((m) => ({ default: m.ContactsPage })));
const ConfigPage = lazy(() => import('../config/ConfigPage').then((m) => ({ default: m.ConfigPage })));

/** The staff paths (shared/src/routes.ts sends them here). */
const PAGES: readonly ParcelPage[] = [
  ['/sig/bot/chatcenter', () => <ChatCenterPage />],
  ['/sig/bot/contacts/:id', (p) => <ContactsPage filter={p.id ?? 'all'} />],
  ['/bot/config', () => <ConfigPage />],
];

/** The staff half: its own store and router (staff-ui's ParcelRouter). */
export function StaffApp() {
  return <ParcelRouter api={botApi} pages={PAGES} />;
}
