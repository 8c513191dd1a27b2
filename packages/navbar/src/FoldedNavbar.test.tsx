import { act, fireEvent, screen } from '@testing-library/react';
import { navbarStore, settingsStore } from '@sig/shared';

import { renderNavbar, setLayout, signedIn } from './test/navbarTest';

const column = () => screen.getByTestId('navbar').firstElementChild as HTMLElement;
const isCompact = () => column().getAttribute('data-compact') === 'true';

describe('Navbar style-2 (folded)', () => {
  it('shows icons only, names kept for assistive technology', () => {
    setLayout('layout1', { style: 'style-2', folded: true });
    signedIn();
    renderNavbar('/sig/reportes');
    expect(screen.getByTestId('navbar').getAttribute('data-variant')).toBe('style-2');
    expect(isCompact()).toBe(true);
    const reportes = screen.getByRole('link', { name: 'Reportes' });
    expect(reportes.getAttribute('aria-current')).toBe('page');
    expect(reportes.querySelector('svg')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Gestión ciudadana' })).toBeNull();
    expect(screen.getByTestId('navbar-user').getAttribute('data-compact')).toBe('true');
    expect(screen.queryByText('ana@demo.sig')).toBeNull();
    expect(screen.queryByText('Municipio Demo')).toBeNull();
  });

  it('opens after hovering for 150 ms, not before, and folds at once when the pointer leaves', () => {
    jest.useFakeTimers();
    setLayout('layout1', { style: 'style-2', folded: true });
    signedIn();
    renderNavbar();
    fireEvent.mouseEnter(column());
    act(() => jest.advanceTimersByTime(149));
    expect(navbarStore.getState().foldedOpen).toBe(false);
    expect(isCompact()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(navbarStore.getState().foldedOpen).toBe(true);
    expect(isCompact()).toBe(false);
    expect(screen.getByRole('heading', { name: 'Gestión ciudadana' })).toBeTruthy();
    expect(screen.getByText('ana@demo.sig')).toBeTruthy();
    fireEvent.mouseLeave(column());
    expect(navbarStore.getState().foldedOpen).toBe(false);
    expect(isCompact()).toBe(true);
  });

  it('does not open when the pointer only passes over it', () => {
    jest.useFakeTimers();
    setLayout('layout1', { style: 'style-2', folded: true });
    signedIn();
    renderNavbar();
    fireEvent.mouseEnter(column());
    act(() => jest.advanceTimersByTime(100));
    fireEvent.mouseLeave(column());
    act(() => jest.advanceTimersByTime(500));
    expect(navbarStore.getState().foldedOpen).toBe(false);
  });

  it('opens when keyboard focus moves inside, keeping the focused link, and folds when focus leaves', () => {
    setLayout('layout1', { style: 'style-2', folded: true });
    signedIn();
    renderNavbar();
    const reportes = screen.getByRole('link', { name: 'Reportes' });
    act(() => reportes.focus());
    expect(navbarStore.getState().foldedOpen).toBe(true);
    expect(isCompact()).toBe(false);
    expect(document.activeElement).toBe(reportes);
    act(() => reportes.blur());
    expect(navbarStore.getState().foldedOpen).toBe(false);
  });

  it('is the full navbar with a pin button when not folded; the pin folds it', () => {
    setLayout('layout1', { style: 'style-2', folded: false });
    signedIn({ role: [] });
    renderNavbar();
    expect(isCompact()).toBe(false);
    const pin = screen.getByRole('button', { name: 'Mantener el menú abierto' });
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pin);
    expect(settingsStore.getState().settings.layout.config.navbar.folded).toBe(true);
    // Folded under the pointer: it stays open until the pointer leaves.
    expect(isCompact()).toBe(false);
    fireEvent.mouseLeave(column());
    expect(isCompact()).toBe(true);
  });

  it('has no pin button in style-1', () => {
    setLayout('layout1', { style: 'style-1' });
    signedIn();
    renderNavbar();
    expect(screen.queryByRole('button', { name: 'Mantener el menú abierto' })).toBeNull();
  });
});
