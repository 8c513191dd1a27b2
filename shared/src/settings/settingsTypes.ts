import type { ThemeName } from '../theme/themeCatalog';

// The shell settings of spec 2.4 / 3.1. Type aliases (not interfaces) so a Settings value is a plain
// record for UserData.settings.

export const LAYOUT_STYLES = ['layout1', 'layout2', 'layout3'] as const;
export const LAYOUT_MODES = ['boxed', 'fullwidth', 'container'] as const;
export const NAVBAR_STYLES = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;
export const NAVBAR_POSITIONS = ['left', 'right'] as const;
export const BAR_STYLES = ['fixed', 'static'] as const;
export const TOOLBAR_POSITIONS = ['above', 'below'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_AREAS = ['main', 'navbar', 'toolbar', 'footer'] as const;

export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export type LayoutMode = (typeof LAYOUT_MODES)[number];
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];
export type BarStyle = (typeof BAR_STYLES)[number];
export type ToolbarPosition = (typeof TOOLBAR_POSITIONS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type ThemeArea = (typeof THEME_AREAS)[number];

export type LayoutConfig = {
  mode: LayoutMode;
  /** Pixels; clamped to [CONTAINER_WIDTH_MIN, CONTAINER_WIDTH_MAX]. */
  containerWidth: number;
  navbar: { display: boolean; style: NavbarStyle; folded: boolean; position: NavbarPosition };
  toolbar: { display: boolean; style: BarStyle; position: ToolbarPosition };
  footer: { display: boolean; style: BarStyle };
};

export type Settings = {
  layout: { style: LayoutStyle; config: LayoutConfig };
  customScrollbars: boolean;
  direction: Direction;
  theme: Record<ThemeArea, ThemeName>;
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What `updateSettings` accepts: any subset of the fields, at any depth. */
export type SettingsPatch = DeepPartial<Settings>;

export const CONTAINER_WIDTH_MIN = 600;
export const CONTAINER_WIDTH_MAX = 3840;
