import { matchPath, useLocationPath } from '@sig/shared';
import { Suspense, lazy } from 'react';

import { ChatPage } from './chat/ChatPage';

/** The public web chat (no account); every other path of this parcel is a staff page. */
export const CHAT_PATH = '/apps/:appid/bot/:botid/chat';

// The staff half (its store, router, staff-ui) is a lazy chunk: a citizen's chat never downloads it.
const StaffApp = lazy(() => import('./staff/StaffApp').then((m) => ({ default: m.StaffApp })));

/** The parcel's root: the page of the address. */
export function App() {
  const pathname = useLocationPath();
  const chat = matchPath(CHAT_PATH, pathname);
  // keyed by app and bot: another chat's link starts its own conversation
  if (chat) return <ChatPage key={pathname} cliente={chat.appid ?? ''} botId={chat.botid ?? ''} />;
  return (
    <Suspense fallback={null}>
      <StaffApp />
    </Suspense>
  );
}
