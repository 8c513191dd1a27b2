import type { Cliente, MenuItem, SessionUser } from '../contract/auth';
import { createStore, useStore } from '../store/createStore';

export type SessionStatus = 'checking' | 'anonymous' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  role: string[];
  cliente: Cliente | null;
  token: string | null;
  menu: MenuItem[] | null;
  menuError: string | null;
}

export const sessionStore = createStore<SessionState>(() => ({
  status: 'checking',
  user: null,
  role: [],
  cliente: null,
  token: null,
  menu: null,
  menuError: null,
}));

export const useSession = <S>(selector: (s: SessionState) => S): S => useStore(sessionStore, selector);
export const useUser = () => useSession((s) => s.user);
export const useRole = () => useSession((s) => s.role);
