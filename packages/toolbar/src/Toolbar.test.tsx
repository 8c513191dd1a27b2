import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultSettings, i18n, navbarStore, panelStore, sessionStore, setFontScale, setLanguage, settingsStore } from '@sig/shared';

import { renderToolbar, resetShell, setViewport, signIn } from './testUtils';

const useLayout = (style: 'layout1' | 'layout2' | 'layout3', navbar: Partial<{ style: 'style-1' | 'style-2' | 'style-3' | 'style-3-dense'; display: boolean }> = {}) => {
  const settings = defaultSettings(style);
  settings.layout.config.navbar = { ...settings.layout.config.navbar, ...navbar };
  settingsStore.setState({ settings });
};

beforeEach(() => {
  resetShell();
  signIn();
});

afterEach(async () => {
  await act(() => setLanguage('es'));
  setFontScale(1);
});

describe('toolbar', () => {
  it('fills its host with the toolbar surface', () => {
    renderToolbar();
    const root = screen.getByTestId('toolbar');
    expect(root.className).toBeTruthy();
    expect(screen.getByTestId('user-menu')).toBeTruthy();
  });

  describe('navbar toggle', () => {
    it('slides the layout1 style-1 navbar on desktop', () => {
      renderToolbar();
      const toggle = screen.getByTestId('navbar-toggle');
      expect(toggle.getAttribute('aria-label')).toBe('Abrir o cerrar el menú');
      expect(toggle.getAttribute('aria-controls')).toBe('sig-navbar');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(toggle);
      expect(navbarStore.getState().open).toBe(false);
      expect(navbarStore.getState().mobileOpen).toBe(false);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    });

    it.each([
      ['layout1', 'style-2'],
      ['layout1', 'style-3'],
      ['layout2', 'style-1'],
      ['layout3', 'style-1'],
    ] as const)('is hidden on desktop for %s %s', (layout, style) => {
      useLayout(layout, { style });
      renderToolbar();
      expect(screen.queryByTestId('navbar-toggle')).toBeNull();
    });

    it('is hidden when the navbar is not displayed', () => {
      useLayout('layout1', { display: false });
      renderToolbar();
      expect(screen.queryByTestId('navbar-toggle')).toBeNull();
    });

    it('opens the drawer on screens up to 960px, in every layout', () => {
      setViewport(960);
      useLayout('layout2');
      renderToolbar();
      const toggle = screen.getByTestId('navbar-toggle');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(navbarStore.getState().mobileOpen).toBe(true);
      expect(navbarStore.getState().open).toBe(true);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('switches the language from the language menu', async () => {
    renderToolbar();
    const button = screen.getByTestId('language-menu');
    expect(button.textContent).toBe('ES');
    fireEvent.click(button);
    const english = await screen.findByTestId('language-en');
    expect(screen.getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['Español', 'English', 'Türkçe', 'العربية']);
    expect(screen.getByTestId('language-es').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(english);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByTestId('language-menu').textContent).toBe('EN');
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(await screen.findByTestId('language-ar'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByTestId('user-menu').textContent).toContain('مرحبًا');
  });

  it('sets the font size with the slider and resets it to 100 %', async () => {
    renderToolbar();
    fireEvent.click(screen.getByTestId('font-size'));
    const slider = (await screen.findByTestId('font-size-slider')) as HTMLInputElement;
    expect(slider.getAttribute('type')).toBe('range');
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['70', '130', '10', '100']);
    fireEvent.change(slider, { target: { value: '120' } });
    expect(document.documentElement.style.fontSize).toBe('75%');
    expect(screen.getByTestId('font-size-value').textContent).toBe('120 %');
    expect(slider.getAttribute('aria-valuetext')).toBe('120 %');
    fireEvent.change(slider, { target: { value: '70' } });
    expect(document.documentElement.style.fontSize).toBe('43.75%');
    fireEvent.click(screen.getByText('Restablecer a 100 %'));
    expect(document.documentElement.style.fontSize).toBe('62.5%');
    expect(slider.value).toBe('100');
  });

  describe('fullscreen', () => {
    afterEach(() => {
      for (const k of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'] as const) delete (document as unknown as Record<string, unknown>)[k];
      delete (document.documentElement as unknown as Record<string, unknown>).requestFullscreen;
    });

    it('is hidden where fullscreen is not allowed', () => {
      renderToolbar();
      expect(screen.queryByTestId('fullscreen')).toBeNull();
    });

    it('enters and leaves fullscreen, following fullscreenchange', () => {
      let element: Element | null = null;
      const change = () => act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
      const request = jest.fn(async () => {
        element = document.documentElement;
      });
      const exit = jest.fn(async () => {
        element = null;
      });
      Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
      Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
      renderToolbar();
      const button = screen.getByTestId('fullscreen');
      expect(button.getAttribute('aria-label')).toBe('Pantalla completa');
      fireEvent.click(button);
      expect(request).toHaveBeenCalled();
      change();
      expect(screen.getByTestId('fullscreen').getAttribute('aria-label')).toBe('Salir de pantalla completa');
      fireEvent.click(screen.getByTestId('fullscreen'));
      expect(exit).toHaveBeenCalled();
      change();
      expect(screen.getByTestId('fullscreen').getAttribute('aria-label')).toBe('Pantalla completa');
    });
  });

  it('toggles the chat panel and shows the unread count', () => {
    renderToolbar();
    const chat = screen.getByTestId('chat-toggle');
    expect(chat.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    fireEvent.click(chat);
    expect(panelStore.getState().open).toBe('chat');
    expect(chat.getAttribute('aria-pressed')).toBe('true');
    act(() => panelStore.setState({ unreadChats: 3 }));
    expect(screen.getByTestId('chat-badge').textContent).toBe('3');
    expect(chat.getAttribute('aria-label')).toBe('Chat: 3 mensajes sin leer');
    fireEvent.click(chat);
    expect(panelStore.getState().open).toBeNull();
    expect(chat.getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles the quick panel', () => {
    renderToolbar();
    const quick = screen.getByTestId('quick-toggle');
    expect(quick.getAttribute('aria-label')).toBe('Panel rápido');
    fireEvent.click(quick);
    expect(panelStore.getState().open).toBe('quick');
    fireEvent.click(quick);
    expect(panelStore.getState().open).toBeNull();
  });

  it('toggles the notification panel and shows a dot for unseen notifications', () => {
    renderToolbar();
    const bell = screen.getByTestId('notifications-toggle');
    expect(screen.queryByTestId('notifications-dot')).toBeNull();
    act(() => panelStore.setState({ unseenNotifications: true }));
    expect(screen.getByTestId('notifications-dot')).toBeTruthy();
    expect(bell.getAttribute('aria-label')).toBe('Notificaciones: hay nuevas');
    fireEvent.click(bell);
    expect(panelStore.getState().open).toBe('notifications');
    expect(bell.getAttribute('aria-pressed')).toBe('true');
    // Opening the panel marks them seen.
    expect(screen.queryByTestId('notifications-dot')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-toggle'));
    expect(panelStore.getState().open).toBe('chat');
    expect(bell.getAttribute('aria-pressed')).toBe('false');
  });

  it('opens and closes the settings panel with the gear', () => {
    renderToolbar();
    const gear = screen.getByTestId('settings-toggle');
    expect(gear.getAttribute('aria-label')).toBe('Configuración de la interfaz');
    fireEvent.click(gear);
    expect(settingsStore.getState().panelOpen).toBe(true);
    expect(gear.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(gear);
    expect(settingsStore.getState().panelOpen).toBe(false);
  });

  it('Escape closes an open panel also while the focus is still outside its drawer; a key a drawer handled closes nothing more', () => {
    renderToolbar();
    const chat = screen.getByTestId('chat-toggle');
    fireEvent.click(chat);
    expect(panelStore.getState().open).toBe('chat');
    fireEvent.keyDown(chat, { key: 'Escape' });
    expect(panelStore.getState().open).toBeNull();

    fireEvent.click(screen.getByTestId('settings-toggle'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(settingsStore.getState().panelOpen).toBe(false);

    fireEvent.click(chat);
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    act(() => void chat.dispatchEvent(handled));
    expect(panelStore.getState().open).toBe('chat');
  });

  describe('user menu', () => {
    it('greets the user and signs out from the logout item', async () => {
      renderToolbar();
      const trigger = screen.getByTestId('user-menu');
      expect(trigger.textContent).toContain('Bienvenido(a)');
      expect(trigger.textContent).toContain('Ana López');
      expect(screen.getAllByTestId('user-avatar')[0].textContent).toBe('A');
      fireEvent.click(trigger);
      const logout = await screen.findByTestId('logout');
      expect(logout.getAttribute('role')).toBe('menuitem');
      expect(logout.textContent).toBe('Desconectar');
      fireEvent.click(logout);
      expect(window.location.pathname).toBe('/logout');
    });

    it('offers the cliente switch to whoever works in several clientes (a master user: every one)', async () => {
      renderToolbar();
      fireEvent.click(screen.getByTestId('user-menu'));
      await screen.findByTestId('logout');
      expect(screen.queryByTestId('switch-cliente')).toBeNull();
      act(() => {
        const user = sessionStore.getState().user!;
        sessionStore.setState({
          user: { ...user, master: false, clients: [{ id: 'c1', nombre: 'Municipio Demo', slug: 'demo' }, { id: 'c2', nombre: 'Municipio Norte', slug: 'norte' }] },
          cliente: { id: 'c1', nombre: 'Municipio Demo', slug: 'demo', logo: null, colors: { primary: '#0f6cbd', secondary: '#115ea3' }, timezone: 'America/Mexico_City', cover_midb: false, products: ['sig'] },
        });
      });
      fireEvent.click(await screen.findByTestId('switch-cliente'));
      const norte = await screen.findByTestId('cliente-norte');
      expect(norte.getAttribute('aria-checked')).toBe('false');
      expect((await screen.findByTestId('cliente-demo')).getAttribute('aria-checked')).toBe('true');
    });

    it('opens the interface settings', async () => {
      renderToolbar();
      fireEvent.click(screen.getByTestId('user-menu'));
      fireEvent.click(await screen.findByTestId('open-settings'));
      expect(settingsStore.getState().panelOpen).toBe(true);
    });

    it('offers Login and Register without a role', () => {
      signIn({ role: [] });
      renderToolbar();
      expect(screen.queryByTestId('user-menu')).toBeNull();
      fireEvent.click(screen.getByText('Registrarse'));
      expect(window.location.pathname).toBe('/register');
      fireEvent.click(screen.getByText('Iniciar sesión'));
      expect(window.location.pathname).toBe('/login');
    });
  });

  describe('on a phone (390px)', () => {
    beforeEach(() => setViewport(390));

    it('keeps toggle, search, chat, notifications and user; moves the rest into "Más opciones"', () => {
      renderToolbar();
      for (const id of ['navbar-toggle', 'page-search-open', 'chat-toggle', 'notifications-toggle', 'more-options', 'user-menu']) expect(screen.getByTestId(id)).toBeTruthy();
      for (const id of ['shortcut-bar', 'language-menu', 'font-size', 'settings-toggle']) expect(screen.queryByTestId(id)).toBeNull();
      expect(screen.getByTestId('more-options').getAttribute('aria-label')).toBe('Más opciones');
    });

    it('opens the settings and the language list from the overflow menu', async () => {
      renderToolbar();
      fireEvent.click(screen.getByTestId('more-options'));
      fireEvent.click(await screen.findByTestId('more-settings'));
      expect(settingsStore.getState().panelOpen).toBe(true);
      fireEvent.click(screen.getByTestId('more-options'));
      fireEvent.click(await screen.findByTestId('more-language'));
      fireEvent.click(await screen.findByTestId('language-tr'));
      await waitFor(() => expect(i18n.language).toBe('tr'));
    });

    it('opens the font size slider from the overflow menu', async () => {
      renderToolbar();
      fireEvent.click(screen.getByTestId('more-options'));
      fireEvent.click(await screen.findByTestId('more-font-size'));
      const slider = await screen.findByTestId('font-size-slider');
      fireEvent.change(slider, { target: { value: '130' } });
      expect(document.documentElement.style.fontSize).toBe('81.25%');
    });

    it('opens the search over the whole toolbar', () => {
      renderToolbar();
      fireEvent.click(screen.getByTestId('page-search-open'));
      expect(screen.getByTestId('page-search').querySelector('input[role="combobox"]')).toBeTruthy();
    });
  });

  it('keeps settings changes made elsewhere in sync (layout switch hides the toggle)', () => {
    renderToolbar();
    expect(screen.getByTestId('navbar-toggle')).toBeTruthy();
    act(() => useLayout('layout1', { style: 'style-2' }));
    expect(screen.queryByTestId('navbar-toggle')).toBeNull();
  });
});
