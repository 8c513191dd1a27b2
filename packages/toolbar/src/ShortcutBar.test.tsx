import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_SHORTCUTS, shortcutStore } from '@sig/shared';

import { REPORT_PAGES, echoUserUpdates, renderToolbar, resetShell, setViewport, signIn } from './testUtils';

const star = (row: HTMLElement) => row.querySelector('button')!;

// Test ids and attributes rather than role queries: those are slow on Fluent's DOM in jsdom.
async function openPicker() {
  const trigger = screen.getByTestId('shortcut-picker');
  expect(trigger.getAttribute('aria-label')).toBe('Administrar accesos directos');
  fireEvent.click(trigger);
  const input = await screen.findByPlaceholderText('Buscar una página');
  expect(input.getAttribute('aria-label')).toBe('Buscar una página');
  return input;
}

beforeEach(() => {
  resetShell();
});

describe('shortcut bar', () => {
  it('shows the default shortcuts as links with their icon and translated label', () => {
    signIn();
    renderToolbar();
    const bar = screen.getByRole('navigation', { name: 'Accesos directos' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Reportes zona 1', 'Reportes zona 2', 'Reportes zona 3', 'Reportes zona 4']);
    fireEvent.click(links[2]);
    expect(window.location.pathname).toBe('/reportes/3');
  });

  it('shows the saved shortcuts in their order', () => {
    signIn({ shortcuts: ['colonias', 'camiones'] });
    renderToolbar();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/catalogos/colonias', '/flota/camiones']);
  });

  it('lists every page in the star menu, starred ones pressed, and toggles a star', async () => {
    const saved = echoUserUpdates();
    signIn();
    renderToolbar();
    await openPicker();
    const rows = screen.getAllByTestId(/^shortcut-row-/);
    expect(rows).toHaveLength(REPORT_PAGES.length + 2);
    expect(star(screen.getByTestId('shortcut-row-rep-1')).getAttribute('aria-pressed')).toBe('true');
    const camiones = star(screen.getByTestId('shortcut-row-camiones'));
    expect(camiones.getAttribute('aria-pressed')).toBe('false');
    expect(camiones.getAttribute('aria-label')).toBe('Marcar como acceso directo: Rutas de camión');

    fireEvent.click(camiones);
    expect(shortcutStore.getState().ids).toEqual(['rep-1', 'rep-2', 'rep-3', 'rep-4', 'camiones']);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ user: { data: { shortcuts: ['rep-1', 'rep-2', 'rep-3', 'rep-4', 'camiones'] } } });
    await waitFor(() => expect(star(screen.getByTestId('shortcut-row-camiones')).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('shortcut-camiones')).toBeTruthy();

    fireEvent.click(star(screen.getByTestId('shortcut-row-rep-1')));
    expect(shortcutStore.getState().ids).toEqual(['rep-2', 'rep-3', 'rep-4', 'camiones']);
    await waitFor(() => expect(saved).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('shortcut-rep-1')).toBeNull());
    // Slow in jsdom: the first 'saved' snackbar mounts its own FluentProvider and injects its styles.
  }, 20000);

  it("filters the star menu without accents and says 'No results..' when nothing matches", async () => {
    signIn();
    renderToolbar();
    const input = await openPicker();
    expect(input.getAttribute('placeholder')).toBe('Buscar una página');
    fireEvent.change(input, { target: { value: 'catalogo' } });
    expect(screen.getAllByTestId(/^shortcut-row-/).map((r) => r.textContent)).toEqual(['Catálogo de colonias']);
    fireEvent.change(input, { target: { value: 'qqq' } });
    expect(screen.queryAllByTestId(/^shortcut-row-/)).toHaveLength(0);
    expect(screen.getByText('No results..')).toBeTruthy();
  });

  it('disables the star of a new page when the bar is full', async () => {
    const full = REPORT_PAGES.slice(0, MAX_SHORTCUTS).map((p) => p.id);
    signIn({ shortcuts: full });
    renderToolbar();
    await openPicker();
    const camiones = star(screen.getByTestId('shortcut-row-camiones'));
    expect(camiones.getAttribute('aria-disabled')).toBe('true');
    expect(camiones.getAttribute('aria-label')).toBe('Marcar como acceso directo: Rutas de camión');
    fireEvent.click(camiones);
    expect(shortcutStore.getState().ids).toEqual(full);
  });

  it('tells while the menu is loading and offers a retry when it failed', async () => {
    signIn({ menu: null });
    const view = renderToolbar();
    await openPicker();
    expect(screen.getByText('Cargando páginas…')).toBeTruthy();
    view.unmount();
    signIn({ menu: null, menuError: 'Sin conexión' });
    renderToolbar();
    await openPicker();
    expect(screen.getByText('No se pudo cargar el menú.').parentElement?.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Reintentar')).toBeTruthy();
  });

  it('is not shown on phones', () => {
    signIn();
    setViewport(390);
    renderToolbar();
    expect(screen.queryByRole('navigation', { name: 'Accesos directos' })).toBeNull();
  });
});
