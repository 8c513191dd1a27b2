import { DEFAULT_THEME, type ThemeName, isThemeName } from '../theme/themeCatalog';
import { DEFAULT_THEMES, layoutDefaults } from './settingsDefaults';
import {
  BAR_STYLES,
  CONTAINER_WIDTH_MAX,
  CONTAINER_WIDTH_MIN,
  DIRECTIONS,
  LAYOUT_MODES,
  LAYOUT_STYLES,
  type LayoutConfig,
  type LayoutStyle,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  type Settings,
  type SettingsPatch,
  THEME_AREAS,
  TOOLBAR_POSITIONS,
} from './settingsTypes';

// Settings arrive from localStorage, from the server (a loose record) and from older clients, so every
// field is checked by hand: zod is not loaded on cold pages.

type Loose = Record<string, unknown>;

const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const rec = (v: unknown): Loose => (isRecord(v) ? v : {});
const oneOf = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly unknown[]).includes(v) ? (v as T) : fallback;
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

export const isLayoutStyle = (v: unknown): v is LayoutStyle => (LAYOUT_STYLES as readonly unknown[]).includes(v);

function containerWidth(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(CONTAINER_WIDTH_MAX, Math.max(CONTAINER_WIDTH_MIN, Math.round(n)));
}

/** A missing area keeps its default theme; a name we do not know becomes 'default' (spec 3.1). */
function themeName(v: unknown, areaDefault: ThemeName): ThemeName {
  if (v === undefined || v === null) return areaDefault;
  return isThemeName(v) ? v : DEFAULT_THEME;
}

function normalizeLayoutConfig(raw: unknown, style: LayoutStyle): LayoutConfig {
  const d = layoutDefaults(style);
  const c = rec(raw);
  const navbar = rec(c.navbar);
  const toolbar = rec(c.toolbar);
  const footer = rec(c.footer);
  return {
    mode: oneOf(c.mode, LAYOUT_MODES, d.mode),
    containerWidth: containerWidth(c.containerWidth, d.containerWidth),
    navbar: {
      display: bool(navbar.display, d.navbar.display),
      style: oneOf(navbar.style, NAVBAR_STYLES, d.navbar.style),
      folded: bool(navbar.folded, d.navbar.folded),
      position: oneOf(navbar.position, NAVBAR_POSITIONS, d.navbar.position),
    },
    toolbar: {
      display: bool(toolbar.display, d.toolbar.display),
      style: oneOf(toolbar.style, BAR_STYLES, d.toolbar.style),
      position: oneOf(toolbar.position, TOOLBAR_POSITIONS, d.toolbar.position),
    },
    footer: {
      display: bool(footer.display, d.footer.display),
      style: oneOf(footer.style, BAR_STYLES, d.footer.style),
    },
  };
}

function parseIfJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * A complete, valid Settings from anything: known fields win over the defaults of the layout the
 * input chose (layout1 when it chose none or an unknown one); every invalid value is replaced by its default.
 */
export function normalizeSettings(raw: unknown): Settings {
  const s = rec(parseIfJson(raw));
  const layout = rec(s.layout);
  const style = oneOf(layout.style, LAYOUT_STYLES, 'layout1');
  const theme = rec(s.theme);
  return {
    layout: { style, config: normalizeLayoutConfig(layout.config, style) },
    customScrollbars: bool(s.customScrollbars, true),
    direction: oneOf(s.direction, DIRECTIONS, 'ltr'),
    theme: Object.fromEntries(THEME_AREAS.map((a) => [a, themeName(theme[a], DEFAULT_THEMES[a])])) as Settings['theme'],
  };
}

/** Another layout with that layout's own default config; themes, direction and scrollbars stay. */
export function changeLayout(settings: Settings, style: LayoutStyle): Settings {
  const next = oneOf(style, LAYOUT_STYLES, 'layout1');
  return { ...settings, layout: { style: next, config: layoutDefaults(next) } };
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function deepMerge(base: Loose, patch: Loose): Loose {
  const out: Loose = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(k) || v === undefined) continue;
    out[k] = isRecord(v) && isRecord(base[k]) ? deepMerge(base[k] as Loose, v) : v;
  }
  return out;
}

/**
 * `patch` deep-merged over `base`, normalized. A patch that switches the layout style starts from the
 * new layout's defaults, then applies whatever config the patch also carries.
 */
export function mergeSettings(base: Settings, patch: SettingsPatch | unknown): Settings {
  const p = rec(patch);
  const style = rec(p.layout).style;
  const start = isLayoutStyle(style) && style !== base.layout.style ? changeLayout(base, style) : base;
  return normalizeSettings(deepMerge(start as unknown as Loose, p));
}
