import { request } from '../api/apiClient';
import { AUTH_PATHS } from '../contract/constants';
import type { MenuItem } from '../contract/auth';
import { sessionStore } from './sessionStore';
import { errorMessage } from './sessionLifecycle';

let inFlight: Promise<MenuItem[] | null> | null = null;

/** The server filters the menu by the user's permissions and the cliente's products; we load it once. */
export function loadMenu(force = false): Promise<MenuItem[] | null> {
  const { status, user, cliente, menu } = sessionStore.getState();
  if (status !== 'signed-in' || !user || !cliente) return Promise.resolve(null);
  if (menu && !force) return Promise.resolve(menu);
  inFlight ??= request('post', AUTH_PATHS.getmenu, 'GetMenuResponse', { json: { uuid: user.uuid, clients: cliente.id } })
    .then((res) => {
      sessionStore.setState({ menu: res.menu, menuError: null });
      return res.menu;
    })
    .catch((e) => {
      sessionStore.setState({ menuError: errorMessage(e) });
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

// The server filters the menu by role: a renewal that changes the role (an administrator edited it)
// reloads the menu, so a page the user lost disappears from the navbar too.
let roleKey = '';
sessionStore.subscribe((s) => {
  const key = s.status === 'signed-in' ? [...s.role].sort().join(',') : '';
  const changed = roleKey !== '' && key !== '' && key !== roleKey;
  roleKey = key;
  if (changed && s.menu) void loadMenu(true);
});
