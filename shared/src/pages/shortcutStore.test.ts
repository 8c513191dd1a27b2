import { act, renderHook } from '@testing-library/react';

import type { SessionUser } from '../contract/auth';
import { AUTH_PATHS } from '../contract/constants';
import { snackbarStore } from '../messages/snackbarStore';
import { sessionStore } from '../session/sessionStore';
import { fakeServer } from '../test/fakeServer';
import { sessionResponse } from '../test/fixtures';
import { saveUserData } from '../session/sessionLifecycle';
import { setShortcuts, shortcutStore, toggleShortcutPage, useShortcutPages } from './shortcutStore';
import { ROLES, testMenu } from './testMenu';

function signIn(shortcuts: string[], uuid = 'u1', role: readonly string[] = ROLES.admin) {
  const res = sessionResponse();
  const user: SessionUser = { ...res.user, uuid, _id: uuid, role: [...role], data: { ...res.user.data, shortcuts } };
  sessionStore.setState({ status: 'signed-in', user, role: [...role], cliente: res.cliente, token: res.access_token, menu: testMenu });
  return user;
}

/**
 * The server echoes the merged user, as POST /user/update does; `fail` answers 500 instead. Each
 * answer waits for its `gate` when one is given, so a test can decide which save finishes first.
 */
function userUpdateServer(opts: { fail?: boolean; gates?: Promise<void>[] } = {}) {
  const server = fakeServer();
  let call = 0;
  server.on('POST', AUTH_PATHS.userUpdate, async ({ body }) => {
    await opts.gates?.[call++];
    if (opts.fail) return { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'No se pudo guardar' } };
    const { user } = sessionStore.getState();
    const data = (body as { user: { data: object } }).user.data;
    return { json: { status: 200, msg: 'User data saved with api', user: { ...user, data: { ...user!.data, ...data } } } };
  });
  return server;
}

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

beforeEach(() => {
  sessionStore.reset();
  snackbarStore.reset();
});

describe('shortcutStore', () => {
  it("loads the signed-in user's saved ids and forgets them on logout", () => {
    expect(shortcutStore.getState().ids).toBeNull();
    signIn(['zonas', 'inicio']);
    expect(shortcutStore.getState().ids).toEqual(['zonas', 'inicio']);
    sessionStore.reset();
    expect(shortcutStore.getState().ids).toBeNull();
  });

  it('reloads the ids when another user signs in', () => {
    signIn(['zonas']);
    signIn(['origenes', 'colonias'], 'u2');
    expect(shortcutStore.getState().ids).toEqual(['origenes', 'colonias']);
  });

  it('shows the new ids at once and saves them with the user data', async () => {
    const server = userUpdateServer();
    signIn([]);
    const saving = setShortcuts(['solicitudes', 'zonas', 'solicitudes']);
    expect(shortcutStore.getState().ids).toEqual(['solicitudes', 'zonas']);
    await saving;
    expect(server.calls.at(-1)?.body).toEqual({ user: { data: { shortcuts: ['solicitudes', 'zonas'] } } });
    expect(sessionStore.getState().user?.data.shortcuts).toEqual(['solicitudes', 'zonas']);
    expect(shortcutStore.getState().ids).toEqual(['solicitudes', 'zonas']);
  });

  it('goes back to the saved ids when the save fails', async () => {
    userUpdateServer({ fail: true });
    signIn(['inicio']);
    await setShortcuts(['inicio', 'zonas']);
    expect(shortcutStore.getState().ids).toEqual(['inicio']);
    expect(snackbarStore.getState().messages.at(-1)?.variant).toBe('error');
  });

  it('keeps the newest choice when an older save answers while a newer one is still saving', async () => {
    const [g1, g2] = [gate(), gate()];
    userUpdateServer({ gates: [g1.promise, g2.promise] });
    signIn(['inicio']);
    const first = setShortcuts(['inicio', 'zonas']);
    const second = setShortcuts(['inicio', 'zonas', 'roles']);
    g1.open();
    await first;
    // the older answer is not taken: the newer save's answer will be fresher
    expect(sessionStore.getState().user?.data.shortcuts).toEqual(['inicio']);
    expect(shortcutStore.getState().ids).toEqual(['inicio', 'zonas', 'roles']);
    g2.open();
    await second;
    expect(shortcutStore.getState().ids).toEqual(['inicio', 'zonas', 'roles']);
    expect(sessionStore.getState().user?.data.shortcuts).toEqual(['inicio', 'zonas', 'roles']);
  });

  it('toggles from what the bar shows: unstarring a default keeps the other defaults', async () => {
    const server = userUpdateServer();
    signIn([]);
    await toggleShortcutPage('reportes');
    expect(server.calls.at(-1)?.body).toEqual({ user: { data: { shortcuts: ['inicio', 'mapa-reportes', 'solicitudes'] } } });
    await toggleShortcutPage('roles');
    expect(shortcutStore.getState().ids).toEqual(['inicio', 'mapa-reportes', 'solicitudes', 'roles']);
  });
});

describe('useShortcutPages', () => {
  it('resolves the ids against the menu and role, and follows changes', async () => {
    userUpdateServer();
    signIn(['usuarios', 'colonias']);
    const { result } = renderHook(() => useShortcutPages());
    expect(result.current.map((p) => p.id)).toEqual(['usuarios', 'colonias']);

    act(() => sessionStore.setState({ role: [...ROLES.catalogos] }));
    expect(result.current.map((p) => p.id)).toEqual(['colonias']);

    await act(() => setShortcuts([]));
    expect(result.current.map((p) => p.id)).toEqual(['inicio', 'reportes', 'mapa-reportes', 'colonias']);
  });

  it('is empty while the menu is not loaded', () => {
    signIn(['inicio']);
    sessionStore.setState({ menu: null });
    const { result } = renderHook(() => useShortcutPages());
    expect(result.current).toEqual([]);
  });

  it('keeps a new shortcut when the answer to an earlier save (of the settings) arrives after its own', async () => {
    signIn(['zonas']);
    const gates = [gate(), gate()];
    const server = fakeServer();
    let call = 0;
    server.on('POST', AUTH_PATHS.userUpdate, async ({ body }) => {
      // the server read the user when the request arrived: an earlier save's answer holds the older shortcuts
      const { user } = sessionStore.getState();
      const data = (body as { user: { data: object } }).user.data;
      await gates[call++]!.promise;
      return { json: { status: 200, msg: 'User data saved with api', user: { ...user, data: { ...user!.data, ...data } } } };
    });
    const settingsSave = saveUserData({ settings: { direction: 'rtl' } as never });
    const shortcutSave = setShortcuts(['zonas', 'colonias']);
    gates[1]!.open();
    await shortcutSave;
    gates[0]!.open();
    await settingsSave;
    expect(shortcutStore.getState().ids).toEqual(['zonas', 'colonias']);
    expect(sessionStore.getState().user!.data.shortcuts).toEqual(['zonas', 'colonias']);
  });
});
