import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ParcelFrame, closeSettingsPanel, defaultSettings, openSettingsPanel, setLanguage, settingsStore, updateSettings } from '@sig/shared';

import { SettingsPanel } from './SettingsPanel';

const settings = () => settingsStore.getState().settings;

function renderPanel() {
  render(
    <ParcelFrame>
      <SettingsPanel />
    </ParcelFrame>,
  );
}

async function openPanel() {
  renderPanel();
  act(() => openSettingsPanel());
  return screen.findByTestId('settings-panel');
}

const section = (id: string) => within(screen.getByTestId(id));

beforeEach(async () => {
  await setLanguage('es');
  settingsStore.setState({ settings: defaultSettings('layout1'), panelOpen: false });
});

afterEach(() => act(() => closeSettingsPanel()));

describe('SettingsPanel', () => {
  it('is closed until openSettingsPanel() and then shows the titled drawer', async () => {
    renderPanel();
    expect(screen.queryByTestId('settings-panel')).toBeNull();
    act(() => openSettingsPanel());
    const panel = await screen.findByTestId('settings-panel');
    expect(within(panel).getByText('Configuración de la interfaz')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Configuración de la interfaz' })).toBeTruthy();
  });

  it('closes with the close button', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(settingsStore.getState().panelOpen).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('settings-panel')).toBeNull());
  });

  it('closes with Escape', async () => {
    const panel = await openPanel();
    fireEvent.keyDown(within(panel).getByRole('radio', { name: 'Vertical' }), { key: 'Escape' });
    expect(settingsStore.getState().panelOpen).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('settings-panel')).toBeNull());
  });

  it('closes with a click on the backdrop', async () => {
    await openPanel();
    const backdrop = document.querySelector('.fui-OverlayDrawer__backdrop');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(settingsStore.getState().panelOpen).toBe(false);
  });

  it('switches to layout2 with its defaults (container width 1120) and hides the layout1-only navbar options', async () => {
    await openPanel();
    expect(section('settings-navbar').getByRole('radio', { name: 'Deslizante' })).toBeTruthy();
    expect(section('settings-navbar').getByRole('radio', { name: 'Izquierda' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Horizontal' }));
    expect(settings().layout.style).toBe('layout2');
    expect(settings().layout.config.containerWidth).toBe(1120);
    expect(settings().layout.config.mode).toBe('container');
    expect((screen.getByRole('radio', { name: 'Horizontal' }) as HTMLInputElement).checked).toBe(true);
    expect(section('settings-navbar').queryByRole('radio', { name: 'Deslizante' })).toBeNull();
    expect(section('settings-navbar').queryByRole('radio', { name: 'Izquierda' })).toBeNull();
    // Display stays available in every layout.
    expect(section('settings-navbar').getByRole('switch', { name: 'Mostrar' })).toBeTruthy();
  });

  it('offers the folded switch only for the folded navbar style', async () => {
    await openPanel();
    expect(section('settings-navbar').queryByRole('switch', { name: 'Plegada' })).toBeNull();
    fireEvent.click(section('settings-navbar').getByRole('radio', { name: 'Plegada' }));
    expect(settings().layout.config.navbar.style).toBe('style-2');
    fireEvent.click(section('settings-navbar').getByRole('switch', { name: 'Plegada' }));
    expect(settings().layout.config.navbar.folded).toBe(true);
  });

  it('applies bar options live', async () => {
    await openPanel();
    fireEvent.click(section('settings-toolbar').getByRole('radio', { name: 'Arriba' }));
    fireEvent.click(section('settings-toolbar').getByRole('radio', { name: 'Estática' }));
    fireEvent.click(section('settings-footer').getByRole('switch', { name: 'Mostrar' }));
    fireEvent.click(section('settings-navbar').getByRole('radio', { name: 'Derecha' }));
    const c = settings().layout.config;
    expect(c.toolbar).toEqual({ display: true, style: 'static', position: 'above' });
    expect(c.footer.display).toBe(false);
    expect(c.navbar.position).toBe('right');
  });

  it('turns the slim scrollbars off and on', async () => {
    await openPanel();
    expect(settings().customScrollbars).toBe(true);
    fireEvent.click(section('settings-footer').getByRole('switch', { name: /barras de desplazamiento/i }));
    expect(settings().customScrollbars).toBe(false);
  });

  it('disables the container width slider in full width mode and enables it in container mode', async () => {
    await openPanel();
    const slider = () => screen.getByRole('slider', { name: 'Ancho del contenedor' }) as HTMLInputElement;
    expect(settings().layout.config.mode).toBe('fullwidth');
    expect(slider().disabled).toBe(true);
    expect(screen.getByText('No se aplica en el modo Ancho completo.')).toBeTruthy();
    fireEvent.click(section('settings-mode').getByRole('radio', { name: 'Contenedor' }));
    expect(settings().layout.config.mode).toBe('container');
    expect(slider().disabled).toBe(false);
    expect(slider().min).toBe('600');
    expect(slider().max).toBe('2560');
    expect(slider().step).toBe('10');
    fireEvent.change(slider(), { target: { value: '1280' } });
    expect(settings().layout.config.containerWidth).toBe(1280);
    expect(screen.getByText('1280 px')).toBeTruthy();
  });

  it('chooses an area theme with a swatch and with the arrow keys', async () => {
    await openPanel();
    const navbar = section('theme-navbar');
    expect(navbar.getByRole('radio', { name: 'Principal oscuro' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(navbar.getByRole('radio', { name: 'Oscuro 3' }));
    expect(settings().theme.navbar).toBe('dark3');
    expect(settings().theme.main).toBe('default');
    const dark3 = navbar.getByRole('radio', { name: 'Oscuro 3' });
    expect(dark3.getAttribute('aria-checked')).toBe('true');
    expect(dark3.tabIndex).toBe(0);
    expect(navbar.getByRole('radio', { name: 'Principal oscuro' }).tabIndex).toBe(-1);
    fireEvent.keyDown(dark3, { key: 'ArrowRight' });
    expect(settings().theme.navbar).toBe('dark4');
    expect(document.activeElement).toBe(navbar.getByRole('radio', { name: 'Oscuro 4' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(settings().theme.navbar).toBe('default');
  });

  it('mirrors the swatch arrows in Arabic', async () => {
    await setLanguage('ar');
    await openPanel();
    const footer = section('theme-footer');
    fireEvent.keyDown(footer.getByRole('radio', { name: 'الرئيسي الداكن' }), { key: 'ArrowLeft' });
    expect(settings().theme.footer).toBe('mainThemeLight');
    expect(screen.getByRole('dialog', { name: 'إعدادات الواجهة' })).toBeTruthy();
  });

  it.each<['es' | 'en' | 'tr' | 'ar', string, string]>([
    ['es', 'Oscuro 3', 'Principal oscuro'],
    ['en', 'Dark 3', 'Main dark'],
    ['tr', 'Koyu 3', 'Ana koyu'],
    ['ar', 'داكن 3', 'الرئيسي الداكن'],
  ])('names the themes in the interface language (%s), each one differently', async (lng, dark3, mainDark) => {
    await setLanguage(lng);
    await openPanel();
    const navbar = section('theme-navbar');
    expect(navbar.getByRole('radio', { name: dark3 }).getAttribute('data-theme')).toBe('dark3');
    expect(navbar.getByRole('radio', { name: mainDark }).getAttribute('aria-checked')).toBe('true');
    // the chosen theme's name beside the area's label
    expect(screen.getByTestId('theme-navbar').textContent).toContain(mainDark);
    const names = navbar.getAllByRole('radio').map((r) => r.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((n) => !n || n.startsWith('themeName.'))).toBe(false);
  });

  it('resets only after the confirmation', async () => {
    // The confirmation is a Fluent Dialog over the drawer. jsdom has no layout, so Fluent's focus manager
    // (tabster) may leave aria-hidden on it here: its contents are looked up with `hidden: true`.
    const confirmation = async () => {
      fireEvent.click(screen.getByTestId('settings-reset'));
      return within(await screen.findByRole('alertdialog', { hidden: true, name: '¿Restablecer la configuración de la interfaz?' }));
    };
    const confirmationClosed = () => waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());

    act(() => updateSettings({ layout: { style: 'layout3' }, theme: { main: 'dark7' } }));
    await openPanel();
    expect(screen.getByTestId('settings-reset').textContent).toBe('Restablecer');

    fireEvent.click((await confirmation()).getByRole('button', { hidden: true, name: 'Cancelar' }));
    await confirmationClosed();
    expect(settings().layout.style).toBe('layout3');
    expect(settings().theme.main).toBe('dark7');

    // Escape closes only the confirmation, never the drawer under it, and resets nothing.
    fireEvent.keyDown((await confirmation()).getByRole('button', { hidden: true, name: 'Cancelar' }), { key: 'Escape' });
    await confirmationClosed();
    expect(settingsStore.getState().panelOpen).toBe(true);
    expect(settings().layout.style).toBe('layout3');

    fireEvent.click((await confirmation()).getByRole('button', { hidden: true, name: 'Restablecer' }));
    expect(settings()).toEqual(defaultSettings('layout1'));
    await confirmationClosed();
    // The settings panel stays open after a reset.
    expect(settingsStore.getState().panelOpen).toBe(true);
  });
});
