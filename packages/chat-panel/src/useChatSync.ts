import { SOCKET_EVENTS, useSession, useSocketEvent, useSocketStatus, usePanels } from '@sig/shared';
import { useEffect } from 'react';

import { applyOnlineList, clearSelection, loadContacts, loadMe, receiveChatEvent, refreshContactsSoon, resetChat, resyncAfterReconnect } from './chatStore';

/**
 * What the chat keeps doing while its panel is closed (or not even loaded): the unread counts behind the
 * toolbar's badge, the contacts' presence and incoming messages.
 */
export function useChatSync(): void {
  const open = usePanels((p) => p.open === 'chat');
  const staff = useSession((st) => st.status === 'signed-in' && st.role.length > 0);

  // Read the unread counts at sign-in, so the toolbar badge is right before the panel is ever opened.
  useEffect(() => {
    if (staff) {
      void loadContacts();
      void loadMe();
    } else {
      resetChat();
    }
  }, [staff]);

  useEffect(() => {
    if (!staff) return;
    if (open) {
      void loadContacts();
      void loadMe();
    } else {
      clearSelection();
    }
  }, [open, staff]);

  const socketStatus = useSocketStatus();
  useEffect(() => {
    if (socketStatus === 'online') resyncAfterReconnect();
  }, [socketStatus]);

  useSocketEvent(SOCKET_EVENTS.getChat, receiveChatEvent);
  useSocketEvent(SOCKET_EVENTS.usersList, (payload) => {
    applyOnlineList(payload);
    refreshContactsSoon();
  });
  useSocketEvent(SOCKET_EVENTS.usersChanged, refreshContactsSoon);
}
