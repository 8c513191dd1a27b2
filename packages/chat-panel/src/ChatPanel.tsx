import { ChatDrawer } from './ChatDrawer';
import { useChatSync } from './useChatSync';

/** The whole chat panel at once: what it keeps in sync, and its drawer (the parcel loads the drawer later). */
export function ChatPanel() {
  useChatSync();
  return <ChatDrawer />;
}
