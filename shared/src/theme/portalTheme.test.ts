import { act, renderHook } from '@testing-library/react';

import { defaultSettings, layoutDefaults } from '../settings/settingsDefaults';
import { settingsStore, updateSettings } from '../settings/settingsStore';
import type { Settings } from '../settings/settingsTypes';
import { fluentTheme } from './fluentThemes';
import { frameAttributes, frameThemeVars, themeStore, usePortalTheme } from './portalTheme';

beforeEach(() => {
  localStorage.clear();
  settingsStore.reset();
});

describe('usePortalTheme', () => {
  it('gives each shell area the theme its setting names, main when no area is given', () => {
    updateSettings({ theme: { main: 'light3', navbar: 'dark3', toolbar: 'greyDark', footer: 'legacy' } });
    expect(renderHook(() => usePortalTheme()).result.current).toBe(fluentTheme('light3'));
    expect(renderHook(() => usePortalTheme('navbar')).result.current).toBe(fluentTheme('dark3'));
    expect(renderHook(() => usePortalTheme('toolbar')).result.current).toBe(fluentTheme('greyDark'));
    expect(renderHook(() => usePortalTheme('footer')).result.current).toBe(fluentTheme('legacy'));
  });

  it('re-renders with the new theme when the settings change', () => {
    const { result } = renderHook(() => usePortalTheme('navbar'));
    expect(result.current).toBe(fluentTheme('mainThemeDark'));
    act(() => updateSettings({ theme: { navbar: 'light10' } }));
    expect(result.current).toBe(fluentTheme('light10'));
  });

  it('keeps themeStore on the main theme for code outside React', () => {
    updateSettings({ theme: { main: 'dark8' } });
    expect(themeStore.getState().theme).toBe(fluentTheme('dark8'));
  });
});

describe('the non-React frame', () => {
  const settings: Settings = {
    ...defaultSettings('layout3'),
    layout: { style: 'layout3', config: { ...layoutDefaults('layout3'), containerWidth: 1300, navbar: { display: false, style: 'style-2', folded: true, position: 'right' } } },
    theme: { main: 'light7', navbar: 'dark1', toolbar: 'mainThemeLight', footer: 'greyDark' },
  };

  it('gets each area’s surface, text and the brand colour as CSS variables', () => {
    const vars = frameThemeVars(settings);
    expect(vars).toEqual({
      '--sig-main-bg': fluentTheme('light7').colorNeutralBackground2,
      '--sig-main-fg': fluentTheme('light7').colorNeutralForeground1,
      '--sig-navbar-bg': fluentTheme('dark1').colorNeutralBackground2,
      '--sig-navbar-fg': fluentTheme('dark1').colorNeutralForeground1,
      '--sig-toolbar-bg': fluentTheme('mainThemeLight').colorNeutralBackground1,
      '--sig-toolbar-fg': fluentTheme('mainThemeLight').colorNeutralForeground1,
      '--sig-footer-bg': fluentTheme('greyDark').colorNeutralBackground1,
      '--sig-footer-fg': fluentTheme('greyDark').colorNeutralForeground1,
      '--sig-brand': fluentTheme('light7').colorBrandBackground,
      '--sig-brand-hover': fluentTheme('light7').colorBrandBackgroundHover,
      '--sig-on-brand': fluentTheme('light7').colorNeutralForegroundOnBrand,
      '--sig-main-paper': fluentTheme('light7').colorNeutralBackground1,
      '--sig-main-paper-hover': fluentTheme('light7').colorNeutralBackground1Hover,
      '--sig-main-fg2': fluentTheme('light7').colorNeutralForeground2,
      '--sig-main-stroke': fluentTheme('light7').colorNeutralStroke1,
      '--sig-container-width': '1300px',
    });
    expect(vars['--sig-navbar-bg']).toBe('#0b1516');
    expect(vars['--sig-main-fg']).not.toBe(vars['--sig-navbar-fg']);
  });

  it('gets the layout as data attributes', () => {
    expect(frameAttributes(settings)).toEqual({
      'data-layout-style': 'layout3',
      'data-mode': 'container',
      'data-navbar-style': 'style-2',
      'data-navbar-position': 'right',
      'data-navbar-display': 'false',
      'data-navbar-folded': 'true',
      'data-toolbar-style': 'fixed',
      'data-toolbar-position': 'above',
      'data-toolbar-display': 'true',
      'data-footer-style': 'fixed',
      'data-footer-display': 'true',
      'data-custom-scrollbars': String(settings.customScrollbars),
    });
  });
});
