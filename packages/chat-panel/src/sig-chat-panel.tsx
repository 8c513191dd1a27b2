import { lazyPanel, parcelLifecycles, usePanels } from '@sig/shared';

import './i18n';
import { useChatSync } from './useChatSync';

// A shell parcel mounted on every staff page: it keeps the unread counts and presence in sync from the start,
// while the drawer's code comes when the user reaches for the chat (or at once when it is opened first). The drawer
// renders in a portal, so its host takes no room in the frame.
const ChatDrawer = lazyPanel(
  'chat',
  () => usePanels((p) => p.open === 'chat'),
  () => import('./ChatDrawer').then((m) => m.ChatDrawer),
);

function ChatRoot() {
  useChatSync();
  return <ChatDrawer />;
}

const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(ChatRoot), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;
