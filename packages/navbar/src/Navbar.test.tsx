import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PROFILE_IMAGE, i18n, navbarStore, navigate, sessionStore } from '@sig/shared';

import { iconFor } from '@sig/shared/icons';
import { menu, renderNavbar, setLayout, setViewportSmall, signedIn } from './test/navbarTest';

const nav = () => screen.getByTestId('navbar');

describe('Navbar (style-1)', () => {
  it('shows the brand, the user block and the server menu with the current page marked', () => {
    signedIn();
    renderNavbar('/sig/reportes');
    expect(nav().getAttribute('data-variant')).toBe('style-1');
    expect(screen.getByText('Municipio Demo')).toBeTruthy();
    const initial = screen.getByTestId('brand-initial');
    expect(initial.textContent).toBe('M');
    expect(initial.style.backgroundColor).toBe('rgb(10, 20, 30)');
    const user = screen.getByTestId('navbar-user');
    expect(within(user).getByText('Ana López')).toBeTruthy();
    expect(within(user).getByText('ana@demo.sig')).toBeTruthy();
    expect(user.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_PROFILE_IMAGE);
    expect(screen.getByRole('link', { name: 'Reportes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('© 2021 SIG')).toBeTruthy();
  });

  it('shows the cliente logo when there is one', () => {
    signedIn({ logo: 'https://cdn.example.org/logo.png' });
    renderNavbar();
    expect(screen.getByTestId('brand-logo').getAttribute('src')).toBe('https://cdn.example.org/logo.png');
    expect(screen.queryByTestId('brand-initial')).toBeNull();
  });

  it('marks a page as current on its sub-pages only', async () => {
    signedIn();
    renderNavbar('/sig/reportes/12');
    expect(screen.getByRole('link', { name: 'Reportes' }).getAttribute('aria-current')).toBe('page');
    act(() => navigate('/sig/reportesviejos'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Reportes' }).getAttribute('aria-current')).toBeNull());
  });

  it('renders group headings, dividers and external links', () => {
    signedIn();
    renderNavbar();
    expect(screen.getByRole('heading', { name: 'Gestión ciudadana' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Administración' })).toBeTruthy();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    const docs = screen.getByRole('link', { name: /Manual/ });
    expect(docs.getAttribute('href')).toBe('https://docs.example.org/');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(docs.textContent).toContain('(se abre en una pestaña nueva)');
  });

  it('opens a collapse on click and by itself when the current page is inside it', async () => {
    signedIn();
    renderNavbar('/sig/reportes');
    const catalogos = screen.getByRole('button', { name: 'Catálogos' });
    expect(catalogos.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Colonias' })).toBeNull();
    fireEvent.click(catalogos);
    expect(catalogos.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(catalogos);
    expect(screen.queryByRole('link', { name: 'Colonias' })).toBeNull();
    act(() => navigate('/sig/catalogo/colonias'));
    await waitFor(() => expect(catalogos.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('link', { name: 'Colonias' }).getAttribute('aria-current')).toBe('page');
  });

  it('starts with the collapse of the current page open', () => {
    signedIn();
    renderNavbar('/sig/catalogo/colonias');
    expect(screen.getByRole('button', { name: 'Catálogos' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Colonias' }).getAttribute('aria-current')).toBe('page');
  });

  it('navigates without reloading and closes the mobile drawer', async () => {
    signedIn();
    renderNavbar('/sig/reportes');
    act(() => navbarStore.setState({ mobileOpen: true }));
    const usuarios = screen.getByRole('link', { name: 'Usuarios' });
    expect(usuarios.getAttribute('href')).toBe('/admin/usuarios');
    const notPrevented = fireEvent.click(usuarios);
    expect(notPrevented).toBe(false);
    expect(window.location.pathname).toBe('/admin/usuarios');
    expect(navbarStore.getState().mobileOpen).toBe(false);
    await waitFor(() => expect(usuarios.getAttribute('aria-current')).toBe('page'));
    expect(screen.getByRole('link', { name: 'Reportes' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    signedIn();
    renderNavbar('/sig/reportes');
    // What the navbar left to the browser, seen after it ran (then stopped: jsdom cannot open tabs).
    let leftToBrowser: boolean | null = null;
    const observe = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', observe);
    fireEvent.click(screen.getByRole('link', { name: 'Usuarios' }), { ctrlKey: true });
    window.removeEventListener('click', observe);
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/sig/reportes');
  });

  it('follows the language, falling back to Spanish for a missing label', async () => {
    signedIn();
    renderNavbar();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Citizen services' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Catalogues' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('points the collapse chevron the other way in Arabic (right to left)', async () => {
    signedIn();
    renderNavbar();
    const chevron = () => screen.getByRole('button', { name: 'Catálogos' }).querySelectorAll('svg')[1]?.innerHTML;
    const ltr = chevron();
    expect(ltr).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeTruthy();
    expect(chevron()).toBeTruthy();
    expect(chevron()).not.toBe(ltr);
  });

  it('draws each item with its icon, and a fallback for an unknown icon name', () => {
    signedIn();
    renderNavbar('/sig/catalogo/colonias');
    expect(screen.getByRole('link', { name: 'Reportes' }).querySelector('svg')?.getAttribute('data-icon')).toBe('DocumentBulletList');
    expect(screen.getByRole('link', { name: 'Colonias' }).querySelector('svg')?.getAttribute('data-icon')).toBe('fallback');
    expect(iconFor('Map')).toBe(iconFor('MapRegular'));
    expect(iconFor('map')).toBe(iconFor('Map'));
    expect(iconFor('Nope')).toBe(iconFor(undefined));
    expect(iconFor('Nope')).not.toBe(iconFor('Map'));
  });

  it('says so when the role has no pages', () => {
    signedIn({ menu: [] });
    renderNavbar();
    expect(screen.getByText('Tu rol aún no tiene páginas asignadas.')).toBeTruthy();
  });

  it('shows a spinner while the menu loads', () => {
    // Not signed in yet: loadMenu waits for the session, the menu stays null.
    sessionStore.setState({ menu: null });
    renderNavbar();
    expect(screen.getByText('Cargando menú...')).toBeTruthy();
  });

  it('offers a retry when the menu fails, and shows the menu it then gets', async () => {
    // A stand-in for the server: down on the first call, fine on the next.
    let calls = 0;
    globalThis.fetch = (async () => {
      calls++;
      return calls === 1
        ? new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ menu }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    signedIn({ menu: null });
    renderNavbar();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar el menú.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Reportes' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('Navbar on small screens', () => {
  it('is the full vertical drawer in every layout, with a close button', () => {
    setViewportSmall(true);
    setLayout('layout2');
    signedIn();
    renderNavbar();
    expect(nav().getAttribute('data-variant')).toBe('drawer');
    expect(screen.getByRole('heading', { name: 'Gestión ciudadana' })).toBeTruthy();
    act(() => navbarStore.setState({ mobileOpen: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    expect(navbarStore.getState().mobileOpen).toBe(false);
  });

  it('ignores the folded and tabbed styles', () => {
    setViewportSmall(true);
    setLayout('layout1', { style: 'style-3-dense' });
    signedIn();
    renderNavbar();
    expect(nav().getAttribute('data-variant')).toBe('drawer');
    expect(screen.getByText('Ana López')).toBeTruthy();
  });
});
