import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navbarStore } from '@sig/shared';
import { act } from 'react';

import { renderNavbar, setLayout, setViewportSmall, signedIn } from './test/navbarTest';

describe('Navbar in the horizontal layouts', () => {
  it('shows the top-level groups as menu buttons and pages as links, the current group marked', async () => {
    setLayout('layout2');
    signedIn();
    renderNavbar('/sig/reportes');
    expect(screen.getByTestId('navbar').getAttribute('data-variant')).toBe('horizontal');
    // the horizontal bar's code (Fluent's menus) comes with this layout only
    const sig = await screen.findByRole('button', { name: 'Gestión ciudadana' });
    expect(sig.getAttribute('aria-haspopup')).toBe('menu');
    expect(sig.getAttribute('data-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Administración' }).getAttribute('data-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/inicio');
    // No user block or group headings in the bar.
    expect(screen.queryByTestId('navbar-user')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Más' })).toBeNull();
  });

  it('opens a group menu with pages, a collapse submenu and an external link; choosing a page navigates', async () => {
    setLayout('layout3');
    signedIn();
    renderNavbar('/inicio');
    act(() => navbarStore.setState({ mobileOpen: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Gestión ciudadana' }));
    const menu = await screen.findByRole('menu');
    const reportes = within(menu).getByRole('menuitem', { name: 'Reportes' });
    expect(reportes.getAttribute('href')).toBe('/sig/reportes');
    const catalogos = within(menu).getByRole('menuitem', { name: 'Catálogos' });
    expect(catalogos.getAttribute('aria-haspopup')).toBe('menu');
    const manual = within(menu).getByRole('menuitem', { name: /Manual/ });
    expect(manual.getAttribute('target')).toBe('_blank');
    expect(manual.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(catalogos);
    expect(await screen.findByRole('menuitem', { name: 'Colonias' })).toBeTruthy();
    fireEvent.click(reportes);
    expect(window.location.pathname).toBe('/sig/reportes');
    expect(navbarStore.getState().mobileOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gestión ciudadana' }).getAttribute('data-current')).toBe('true'));
  });

  it('moves the entries that do not fit into a "More" menu', async () => {
    setLayout('layout2');
    signedIn();
    // Layout as a 400px-wide bar of 150px entries would have it (jsdom has no layout).
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width: 150, height: 40, x: 0, y: 0, top: 0, left: 0, right: 150, bottom: 40, toJSON: () => ({}) }));
    const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('data-navbar-variant') === 'horizontal' ? 400 : 0;
      },
    });
    try {
      renderNavbar('/admin/usuarios');
      expect(screen.getByRole('button', { name: 'Gestión ciudadana' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Administración' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Inicio' })).toBeNull();
      const more = screen.getByRole('button', { name: 'Más' });
      // The current page is in there.
      expect(more.getAttribute('data-current')).toBe('true');
      fireEvent.click(more);
      const list = await screen.findByRole('menu');
      expect(within(list).getByRole('menuitem', { name: 'Administración' }).getAttribute('aria-haspopup')).toBe('menu');
      expect(within(list).getByRole('menuitem', { name: 'Inicio' }).getAttribute('href')).toBe('/inicio');
      // The divider that followed the visible group does not start the menu.
      expect(within(list).queryAllByRole('separator')).toHaveLength(0);
    } finally {
      rect.mockRestore();
      Object.defineProperty(Element.prototype, 'clientWidth', width);
    }
  });

  it('is the vertical drawer on small screens', () => {
    setViewportSmall(true);
    setLayout('layout2');
    signedIn();
    renderNavbar();
    expect(screen.getByTestId('navbar').getAttribute('data-variant')).toBe('drawer');
    expect(screen.queryByRole('button', { name: 'Más' })).toBeNull();
  });
});
