import { whenPanelReady } from '../parcel/panelIntent';
import { createStore, useStore } from '../store/createStore';

/**
 * The side panels the toolbar toggles (spec 2.4). The panels themselves are parcels of the realtime
 * issue: they read this store, so adding them needs no change to the toolbar.
 */
export type ShellPanel = 'chat' | 'notifications' | 'quick';

export interface PanelState {
  open: ShellPanel | null;
  /** The notification toggle's dot badge: set by whoever learns of an unseen notification. */
  unseenNotifications: boolean;
  /** Unread chat messages, for the chat toggle's badge. */
  unreadChats: number;
}

export const panelStore = createStore<PanelState>(() => ({ open: null, unseenNotifications: false, unreadChats: 0 }));

export const usePanels = <S>(selector: (s: PanelState) => S): S => useStore(panelStore, selector);

export function togglePanel(panel: ShellPanel): void {
  const seen = panel === 'notifications' ? { unseenNotifications: false } : {};
  if (panelStore.getState().open === panel) panelStore.setState({ open: null, ...seen });
  else whenPanelReady(panel, () => panelStore.setState({ open: panel, ...seen }));
}

export function closePanel(panel?: ShellPanel): void {
  const { open } = panelStore.getState();
  if (open && (!panel || panel === open)) panelStore.setState({ open: null });
}
