import { act, cleanup, render } from '@testing-library/react';
import { type MenuItem, ParcelFrame, type Settings, defaultSettings, i18n, navbarStore, sessionStore, setLanguage, settingsStore } from '@sig/shared';
import { start } from 'single-spa';

import { Navbar } from '../Navbar';

// As in the portal: single-spa turns every pushState into a popstate, which the navbar follows.
start();

const labels = (es: string, en: string) => ({ es, en, tr: en, ar: es });

/** A server menu with every item type: groups, a collapse, pages, an external link and a divider. */
export const menu: MenuItem[] = [
  {
    id: 'sig',
    title: 'Gestión',
    translate: 'sig',
    type: 'group',
    icon: 'Map',
    auth: null,
    labels: labels('Gestión ciudadana', 'Citizen services'),
    children: [
      { id: 'reportes', title: 'Reportes', translate: 'reportes', type: 'item', icon: 'DocumentBulletList', url: '/sig/reportes', auth: ['admin'], labels: labels('Reportes', 'Reports') },
      {
        id: 'catalogos',
        title: 'Catálogos',
        translate: 'catalogos',
        type: 'collapse',
        icon: 'TagMultiple',
        auth: null,
        labels: labels('Catálogos', 'Catalogues'),
        children: [
          { id: 'colonias', title: 'Colonias', translate: 'colonias', type: 'item', icon: 'NoSuchIcon', url: '/sig/catalogo/colonias', auth: ['admin'], labels: labels('Colonias', 'Neighbourhoods') },
        ],
      },
      { id: 'docs', title: 'Manual', translate: 'docs', type: 'link', icon: 'Globe', url: 'https://docs.example.org/', auth: null, labels: labels('Manual', 'Handbook') },
    ],
  },
  { id: 'd1', title: '', translate: '', type: 'divider', auth: null, labels: labels('', '') },
  {
    id: 'admin',
    title: 'Administración',
    translate: 'admin',
    type: 'group',
    auth: null,
    labels: labels('Administración', 'Administration'),
    children: [{ id: 'usuarios', title: 'Usuarios', translate: 'usuarios', type: 'item', icon: 'People', url: '/admin/usuarios', auth: ['admin'], labels: { es: 'Usuarios', en: '', tr: '', ar: '' } }],
  },
  { id: 'inicio', title: 'Inicio', translate: 'inicio', type: 'item', icon: 'Home', url: '/inicio', auth: null, labels: labels('Inicio', 'Home') },
];

export function signedIn(opts: { menu?: MenuItem[] | null; logo?: string | null; role?: string[] } = {}) {
  sessionStore.setState({
    status: 'signed-in',
    menu: opts.menu === undefined ? menu : opts.menu,
    user: {
      _id: 'u1',
      uuid: 'u1',
      from: 'sig',
      email: 'ana@demo.sig',
      master: false,
      owner: false,
      clients: [],
      role: ['admin'],
      data: { displayName: 'Ana López', phone: '', photoURL: '', settings: {}, shortcuts: [] },
    },
    role: opts.role ?? ['admin'],
    cliente: {
      id: 'c1',
      nombre: 'Municipio Demo',
      slug: 'demo',
      logo: opts.logo ?? null,
      colors: { primary: 'rgb(10, 20, 30)', secondary: '#115ea3' },
      timezone: 'America/Mexico_City',
      cover_midb: false,
      products: ['sig'],
    },
  });
}

/** Settings as the settings panel leaves them (store only: nothing is saved to a server in tests). */
export function setLayout(style: Settings['layout']['style'], navbar: Partial<Settings['layout']['config']['navbar']> = {}) {
  const s = defaultSettings(style);
  s.layout.config.navbar = { ...s.layout.config.navbar, ...navbar };
  act(() => settingsStore.setState({ settings: s }));
}

export function renderNavbar(path = '/sig/reportes') {
  window.history.replaceState(null, '', path);
  return render(
    <ParcelFrame area="navbar">
      <Navbar />
    </ParcelFrame>,
  );
}

/** The browser's viewport width as matchMedia sees it (jsdom has no layout). */
export function setViewportSmall(small: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: small && query.includes('max-width: 960px'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const realMatchMedia = window.matchMedia;

beforeEach(() => {
  sessionStore.reset();
  navbarStore.reset();
  settingsStore.setState({ settings: defaultSettings('layout1'), panelOpen: false });
});

afterEach(async () => {
  cleanup();
  window.matchMedia = realMatchMedia;
  if (i18n.language !== 'es') await act(() => setLanguage('es'));
  jest.useRealTimers();
});
