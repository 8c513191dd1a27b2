import { act, fireEvent, render, screen } from '@testing-library/react';
import { type MenuItem, ParcelFrame, sessionStore, setLanguage } from '@sig/shared';

import { Navbar } from './Navbar';

const labels = (es: string, en: string) => ({ es, en, tr: en, ar: es });
const menu: MenuItem[] = [
  {
    id: 'sig',
    title: 'Gestión',
    translate: 'sig',
    type: 'group',
    auth: null,
    labels: labels('Gestión ciudadana', 'Citizen services'),
    children: [
      { id: 'reportes', title: 'Reportes', translate: 'reportes', type: 'item', url: '/sig/reportes', auth: ['admin'], labels: labels('Reportes', 'Reports') },
      {
        id: 'catalogos',
        title: 'Catálogos',
        translate: 'catalogos',
        type: 'collapse',
        auth: null,
        labels: labels('Catálogos', 'Catalogues'),
        children: [{ id: 'colonias', title: 'Colonias', translate: 'colonias', type: 'item', url: '/sig/catalogo/colonias', auth: ['admin'], labels: labels('Colonias', 'Neighbourhoods') }],
      },
    ],
  },
  { id: 'd1', title: '', translate: '', type: 'divider', auth: null, labels: labels('', '') },
];

function signedIn() {
  sessionStore.setState({
    status: 'signed-in',
    menu,
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
    role: ['admin'],
  });
}

beforeEach(() => {
  sessionStore.reset();
  window.history.pushState(null, '', '/sig/reportes');
});

describe('Navbar', () => {
  it('shows the user block and the server menu with the current page marked', () => {
    signedIn();
    render(
      <ParcelFrame>
        <Navbar />
      </ParcelFrame>,
    );
    expect(screen.getByText('Ana López')).toBeTruthy();
    expect(screen.getByText('Gestión ciudadana')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reportes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it('opens a collapse and navigates without reloading', () => {
    signedIn();
    render(
      <ParcelFrame>
        <Navbar />
      </ParcelFrame>,
    );
    expect(screen.queryByRole('link', { name: 'Colonias' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Catálogos/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Colonias' }));
    expect(window.location.pathname).toBe('/sig/catalogo/colonias');
  });

  it('follows the language', async () => {
    signedIn();
    render(
      <ParcelFrame>
        <Navbar />
      </ParcelFrame>,
    );
    await act(() => setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Reports' })).toBeTruthy();
    await act(() => setLanguage('es'));
  });

  it('says so when the role has no pages', () => {
    signedIn();
    sessionStore.setState({ menu: [] });
    render(
      <ParcelFrame>
        <Navbar />
      </ParcelFrame>,
    );
    expect(screen.getByText('Tu rol aún no tiene páginas asignadas.')).toBeTruthy();
  });
});
