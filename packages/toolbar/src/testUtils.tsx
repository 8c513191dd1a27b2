// Test helpers for this folder: a signed-in session with a menu, a viewport for media queries and the
// server's answer to the user-data save (the only request the toolbar makes besides the menu).
import { act, render } from '@testing-library/react';
import {
  AUTH_PATHS,
  type MenuItem,
  ParcelFrame,
  type SessionUser,
  defaultSettings,
  navbarStore,
  panelStore,
  sessionStore,
  settingsStore,
  snackbarStore,
} from '@sig/shared';

import { Toolbar } from './Toolbar';

type Labels = MenuItem['labels'];
const L = (es: string, en: string, tr = en, ar = es): Labels => ({ es, en, tr, ar });
const item = (id: string, url: string, labels: Labels, icon?: string): MenuItem => ({ id, title: labels.es, translate: id, type: 'item', url, icon, auth: null, labels });

/** 12 'Reportes …' pages (more than the 10 suggestions), then pages with accents. */
export const REPORT_PAGES = Array.from({ length: 12 }, (_, i) => item(`rep-${i + 1}`, `/reportes/${i + 1}`, L(`Reportes zona ${i + 1}`, `Reports zone ${i + 1}`), i === 0 ? 'DocumentBulletList' : undefined));

export const testMenu: MenuItem[] = [
  {
    id: 'sig',
    title: 'Gestión',
    translate: 'sig',
    type: 'group',
    auth: null,
    labels: L('Gestión ciudadana', 'Citizen services'),
    children: [
      ...REPORT_PAGES,
      item('camiones', '/flota/camiones', L('Rutas de camión', 'Truck routes'), 'VehicleTruck'),
      item('colonias', '/catalogos/colonias', L('Catálogo de colonias', 'Neighbourhood catalogue'), 'MapPin'),
    ],
  },
];

export function signIn(opts: { shortcuts?: string[]; role?: string[]; menu?: MenuItem[] | null; menuError?: string | null } = {}): SessionUser {
  const role = opts.role ?? ['admin'];
  const user: SessionUser = {
    _id: 'u1',
    uuid: 'u1',
    from: 'sig',
    email: 'ana@demo.sig',
    master: false,
    owner: false,
    clients: [],
    role,
    data: { displayName: 'Ana López', phone: '', photoURL: '', settings: {}, shortcuts: opts.shortcuts ?? [] },
  };
  sessionStore.setState({ status: 'signed-in', user, role, menu: opts.menu === undefined ? testMenu : opts.menu, menuError: opts.menuError ?? null });
  return user;
}

/** Media queries answer as a window `width` px wide would (only min-/max-width are used here). */
export function setViewport(width: number): void {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  }) as typeof window.matchMedia;
}

/** POST /user/update echoes the merged user, as the server does. Returns the saved bodies. */
export function echoUserUpdates(): unknown[] {
  const bodies: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(req.url).pathname;
    if (req.method === 'POST' && path === AUTH_PATHS.userUpdate) {
      const body = (await req.json()) as { user: { data: object } };
      bodies.push(body);
      const { user } = sessionStore.getState();
      const json = { status: 200, msg: 'User data saved with api', user: { ...user, data: { ...user!.data, ...body.user.data } } };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: path }), { status: 404, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return bodies;
}

export function resetShell(): void {
  // In act: the shared snackbar host (its own React root) re-renders when its store resets.
  act(() => {
    sessionStore.reset();
    panelStore.reset();
    navbarStore.reset();
    snackbarStore.reset();
    settingsStore.setState({ settings: defaultSettings('layout1'), panelOpen: false });
  });
  setViewport(1440);
  window.history.pushState(null, '', '/inicio');
}

export function renderToolbar() {
  return render(
    <ParcelFrame area="toolbar">
      <Toolbar />
    </ParcelFrame>,
  );
}
