import { createStore, useStore } from '../store/createStore';

/** 'idle' with no signed-in session; 'connecting' until the first handshake; then online / offline. */
export type SocketStatus = 'idle' | 'connecting' | 'online' | 'offline';

export interface SocketState {
  status: SocketStatus;
}

export const socketStore = createStore<SocketState>(() => ({ status: 'idle' }));

export const useSocketStatus = (): SocketStatus => useStore(socketStore, (s) => s.status);
