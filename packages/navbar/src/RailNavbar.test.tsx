import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderNavbar, setLayout, signedIn } from './test/navbarTest';

const panel = () => screen.queryByTestId('navbar-panel');

describe('Navbar style-3 (tabbed rail)', () => {
  it('lists the top-level groups and pages in the rail, the current group marked', () => {
    setLayout('layout1', { style: 'style-3' });
    signedIn();
    renderNavbar('/sig/reportes');
    expect(screen.getByTestId('navbar').getAttribute('data-variant')).toBe('style-3');
    const sig = screen.getByRole('button', { name: 'Gestión ciudadana' });
    const admin = screen.getByRole('button', { name: 'Administración' });
    expect(sig.getAttribute('data-current')).toBe('true');
    expect(admin.getAttribute('data-current')).toBeNull();
    expect(sig.getAttribute('aria-expanded')).toBe('false');
    // A top-level page is a link in the rail itself.
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/inicio');
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    // Group children are not in the rail.
    expect(screen.queryByRole('link', { name: 'Reportes' })).toBeNull();
    expect(panel()).toBeNull();
  });

  it('opens the group panel on click with its children; Esc closes it and gives focus back', () => {
    setLayout('layout1', { style: 'style-3' });
    signedIn();
    renderNavbar('/sig/reportes');
    const sig = screen.getByRole('button', { name: 'Gestión ciudadana' });
    fireEvent.click(sig);
    const region = screen.getByRole('region', { name: 'Gestión ciudadana' });
    expect(sig.getAttribute('aria-expanded')).toBe('true');
    expect(sig.getAttribute('aria-controls')).toBe(region.id);
    expect(within(region).getByRole('link', { name: 'Reportes' }).getAttribute('aria-current')).toBe('page');
    expect(within(region).getByRole('button', { name: 'Catálogos' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: /Manual/ }).getAttribute('target')).toBe('_blank');
    expect(document.activeElement).toBe(within(region).getByRole('link', { name: 'Reportes' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(sig.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(sig);
  });

  it('switches groups, closes on a second click and on a click outside', () => {
    setLayout('layout1', { style: 'style-3' });
    signedIn();
    renderNavbar();
    fireEvent.click(screen.getByRole('button', { name: 'Gestión ciudadana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Administración' }));
    const region = screen.getByRole('region', { name: 'Administración' });
    expect(within(region).getByRole('link', { name: 'Usuarios' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Administración' }));
    expect(panel()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Administración' }));
    expect(panel()).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(panel()).toBeNull();
  });

  it('closes the panel when an entry is chosen, after navigating', async () => {
    setLayout('layout1', { style: 'style-3' });
    signedIn();
    renderNavbar('/sig/reportes');
    fireEvent.click(screen.getByRole('button', { name: 'Administración' }));
    fireEvent.click(within(screen.getByRole('region')).getByRole('link', { name: 'Usuarios' }));
    expect(window.location.pathname).toBe('/admin/usuarios');
    expect(panel()).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Administración' }).getAttribute('data-current')).toBe('true'));
  });

  it('opens on hover after 150 ms and closes when the pointer leaves the navbar', () => {
    jest.useFakeTimers();
    setLayout('layout1', { style: 'style-3' });
    signedIn();
    renderNavbar();
    const admin = screen.getByRole('button', { name: 'Administración' });
    fireEvent.mouseEnter(admin.closest('li')!);
    act(() => jest.advanceTimersByTime(149));
    expect(panel()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Administración' })).toBeTruthy();
    // Moving into the panel keeps it open.
    fireEvent.mouseOut(admin.closest('li')!, { relatedTarget: panel() });
    act(() => jest.advanceTimersByTime(500));
    expect(panel()).toBeTruthy();
    fireEvent.mouseLeave(screen.getByTestId('navbar').firstElementChild!);
    expect(panel()).toBeNull();
  });

  it('style-3-dense shows icons only, names in tooltips', () => {
    setLayout('layout1', { style: 'style-3-dense' });
    signedIn();
    renderNavbar('/sig/reportes');
    expect(screen.getByTestId('navbar').getAttribute('data-variant')).toBe('style-3-dense');
    const sig = screen.getByRole('button', { name: 'Gestión ciudadana' });
    expect(sig.querySelector('svg')?.getAttribute('data-icon')).toBe('Map');
    // The label is only for assistive technology; hovering shows the tooltip.
    const label = within(sig).getByText('Gestión ciudadana');
    expect(label.className).not.toBe('');
    fireEvent.pointerEnter(sig);
    return waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Gestión ciudadana'));
  });
});
