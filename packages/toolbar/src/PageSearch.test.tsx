import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@sig/shared';

import { renderToolbar, resetShell, signIn } from './testUtils';

function openSearch() {
  fireEvent.click(screen.getByRole('button', { name: 'Buscar páginas' }));
  return screen.getByRole('combobox', { name: 'Buscar páginas' }) as HTMLInputElement;
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  resetShell();
  signIn();
});

describe('page search', () => {
  it('opens a focused combobox with the spec placeholder', () => {
    renderToolbar();
    const input = openSearch();
    expect(input.getAttribute('placeholder')).toBe('Buscar Paginas');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('suggests at most 10 pages in a listbox the combobox controls', () => {
    renderToolbar();
    const input = openSearch();
    fireEvent.change(input, { target: { value: 'rep' } });
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    expect(optionNames()[0]).toBe('Reportes zona 1');
  });

  it('ignores accents and capitals', () => {
    renderToolbar();
    const input = openSearch();
    fireEvent.change(input, { target: { value: 'CAMION' } });
    expect(optionNames()).toEqual(['Rutas de camión']);
    fireEvent.change(input, { target: { value: 'catalogo col' } });
    expect(optionNames()).toEqual(['Catálogo de colonias']);
  });

  it('moves the highlight with the arrows and opens it with Enter', () => {
    renderToolbar();
    const input = openSearch();
    fireEvent.change(input, { target: { value: 'rep' } });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(options[0].getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/reportes/2');
    // The search closes, forgets the text and gives the focus back to its button.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buscar páginas' }));
  });

  it('wraps: ArrowUp from nothing highlights the last suggestion', () => {
    renderToolbar();
    const input = openSearch();
    fireEvent.change(input, { target: { value: 'rep' } });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[9].id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
  });

  it('opens the first suggestion on Enter when none is highlighted', () => {
    renderToolbar();
    const input = openSearch();
    fireEvent.change(input, { target: { value: 'colonias' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/catalogos/colonias');
  });

  it('navigates when a suggestion is clicked', () => {
    renderToolbar();
    const input = openSearch();
    fireEvent.change(input, { target: { value: 'rutas' } });
    fireEvent.click(screen.getByRole('option', { name: 'Rutas de camión' }));
    expect(window.location.pathname).toBe('/flota/camiones');
  });

  it('closes and clears the text on Esc and on blur', () => {
    renderToolbar();
    let input = openSearch();
    fireEvent.change(input, { target: { value: 'rep' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    input = openSearch();
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'rep' } });
    fireEvent.blur(input);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(openSearch().value).toBe('');
    expect(window.location.pathname).toBe('/inicio');
  });

  it("says 'Nada encontrado..' when nothing matches", () => {
    renderToolbar();
    const input = openSearch();
    expect(screen.queryByTestId('page-search-empty')).toBeNull();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByTestId('page-search-empty').textContent).toBe('Nada encontrado..');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/inicio');
  });

  it('searches the labels of the current language and shows them', async () => {
    renderToolbar();
    await act(() => setLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Search pages' }));
    const input = screen.getByRole('combobox', { name: 'Search pages' });
    expect(input.getAttribute('placeholder')).toBe('Search pages');
    fireEvent.change(input, { target: { value: 'truck' } });
    expect(optionNames()).toEqual(['Truck routes']);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByTestId('page-search-empty').textContent).toBe('Nothing found..');
    await act(() => setLanguage('es'));
  });
});
