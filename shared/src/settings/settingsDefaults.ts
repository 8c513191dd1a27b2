import type { LayoutConfig, LayoutStyle, Settings, ThemeArea } from './settingsTypes';
import type { ThemeName } from '../theme/themeCatalog';

// Fuse-React's per-layout defaults; container widths from spec 9 (1570 for layout1, 1120 otherwise).
const LAYOUT_DEFAULTS: Record<LayoutStyle, LayoutConfig> = {
  layout1: {
    mode: 'fullwidth',
    containerWidth: 1570,
    navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
    toolbar: { display: true, style: 'fixed', position: 'below' },
    footer: { display: true, style: 'fixed' },
  },
  layout2: {
    mode: 'container',
    containerWidth: 1120,
    navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
    toolbar: { display: true, style: 'fixed', position: 'below' },
    footer: { display: true, style: 'fixed' },
  },
  layout3: {
    mode: 'container',
    containerWidth: 1120,
    navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
    toolbar: { display: true, style: 'fixed', position: 'above' },
    footer: { display: true, style: 'fixed' },
  },
};

export const DEFAULT_THEMES: Record<ThemeArea, ThemeName> = {
  main: 'default',
  navbar: 'mainThemeDark',
  toolbar: 'mainThemeLight',
  footer: 'mainThemeDark',
};

/** A fresh copy: callers may mutate what they get. */
export function layoutDefaults(style: LayoutStyle): LayoutConfig {
  const d = LAYOUT_DEFAULTS[style];
  return { ...d, navbar: { ...d.navbar }, toolbar: { ...d.toolbar }, footer: { ...d.footer } };
}

export function defaultSettings(style: LayoutStyle = 'layout1'): Settings {
  return {
    layout: { style, config: layoutDefaults(style) },
    customScrollbars: true,
    direction: 'ltr',
    theme: { ...DEFAULT_THEMES },
  };
}
