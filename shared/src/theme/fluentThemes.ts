import { type Theme, createDarkTheme, createLightTheme } from '@fluentui/react-components';

import { brandRamp } from './brandRamp';
import { ensureContrast, isHexColor, shiftLightness } from './colorMath';
import { DEFAULT_THEME, THEME_PALETTES, type ThemeName, type ThemePalette, isThemeName } from './themeCatalog';

type Tokens = Record<string, string>;

/** How interaction states move away from a surface: darker on light themes, lighter on dark ones. */
const STATE_SHIFT = {
  light: { hover: -0.03, pressed: -0.09, selected: -0.055, deeper: -0.02 },
  dark: { hover: 0.05, pressed: -0.03, selected: 0.04, deeper: -0.03 },
} as const;

function surfaceTokens(prefix: string, surface: string, kind: ThemePalette['kind']): Tokens {
  const s = STATE_SHIFT[kind];
  return {
    [prefix]: surface,
    [`${prefix}Hover`]: shiftLightness(surface, s.hover),
    [`${prefix}Pressed`]: shiftLightness(surface, s.pressed),
    [`${prefix}Selected`]: shiftLightness(surface, s.selected),
  };
}

/** The palette's own surfaces replace Fluent's neutral greys, with matching hover/pressed states. */
function backgroundOverrides(p: ThemePalette): Tokens {
  const out: Tokens = {};
  const s = STATE_SHIFT[p.kind];
  if (p.paper) {
    Object.assign(out, surfaceTokens('colorNeutralBackground1', p.paper, p.kind), surfaceTokens('colorNeutralCardBackground', p.paper, p.kind));
    // Subtle (transparent) buttons and nav items hover onto the paper's tint, not Fluent's grey.
    const { colorSubtleBackground: _stillTransparent, ...subtleStates } = surfaceTokens('colorSubtleBackground', p.paper, p.kind);
    Object.assign(out, subtleStates);
    out.colorNeutralBackgroundDisabled2 = p.paper;
  }
  if (p.background) {
    Object.assign(out, surfaceTokens('colorNeutralBackground2', p.background, p.kind));
    [3, 4, 5].forEach((n, i) => Object.assign(out, surfaceTokens(`colorNeutralBackground${n}`, shiftLightness(p.background!, s.deeper * (i + 1)), p.kind)));
  }
  return out;
}

/** Text tokens checked against the surfaces they are drawn on, with the contrast each needs. */
const READABLE: [token: string, min: number][] = [
  ['colorNeutralForeground1', 7],
  ['colorNeutralForeground2', 4.5],
  ['colorNeutralForeground3', 4.5],
  ['colorNeutralForeground4', 3],
  ['colorBrandForeground1', 4.5],
  ['colorBrandForeground2', 4.5],
  ['colorBrandForegroundLink', 4.5],
  ['colorCompoundBrandForeground1', 4.5],
  ['colorNeutralForeground2BrandHover', 4.5],
  ['colorNeutralForeground2BrandSelected', 4.5],
  ['colorNeutralForeground3BrandHover', 4.5],
  ['colorNeutralForeground3BrandSelected', 4.5],
];

function readabilityOverrides(theme: Tokens): Tokens {
  const out: Tokens = {};
  const surfaces = [theme.colorNeutralBackground1, theme.colorNeutralBackground2].filter(isHexColor);
  for (const [token, min] of READABLE) {
    const fg = theme[token];
    if (isHexColor(fg)) out[token] = ensureContrast(fg, surfaces, min);
  }
  // Text on brand buttons: white unless the brand is too light for it, then near-black.
  const brandSurfaces = [theme.colorBrandBackground, theme.colorBrandBackgroundHover].filter(isHexColor);
  const onBrand = ensureContrast('#ffffff', brandSurfaces, 4.5) === '#ffffff' ? '#ffffff' : '#1a1a1a';
  out.colorNeutralForegroundOnBrand = onBrand;
  return out;
}

export function paletteOf(name: string): ThemePalette {
  return THEME_PALETTES[isThemeName(name) ? name : DEFAULT_THEME];
}

export function themeKind(name: string): 'light' | 'dark' {
  return paletteOf(name).kind;
}

/**
 * Fluent sizes text in px; the toolbar's font-size slider scales the html font size (spec 9: a percent of
 * 62.5 %, so 1rem = 10px at 100 %). Text tokens in rem follow the slider in every parcel.
 */
function remTypography(theme: Tokens): Tokens {
  const out: Tokens = {};
  for (const [token, value] of Object.entries(theme)) {
    const px = /^(fontSize|lineHeight)/.test(token) ? /^(\d+(?:\.\d+)?)px$/.exec(value) : null;
    if (px) out[token] = `${Number(px[1]) / 10}rem`;
  }
  return out;
}

function buildTheme(p: ThemePalette): Theme {
  const ramp = brandRamp(p.primary);
  const base = p.kind === 'dark' ? createDarkTheme(ramp) : createLightTheme(ramp);
  const surfaced = { ...base, ...backgroundOverrides(p) } as Theme;
  const readable = { ...surfaced, ...readabilityOverrides(surfaced as unknown as Tokens) };
  return { ...readable, ...remTypography(readable as unknown as Tokens) } as Theme;
}

const cache = new Map<ThemeName, Theme>();

/** The Fluent theme of a settings theme name; unknown names get 'default' (spec 3.1). Memoized. */
export function fluentTheme(name: string): Theme {
  const resolved: ThemeName = isThemeName(name) ? name : DEFAULT_THEME;
  let theme = cache.get(resolved);
  if (!theme) {
    theme = buildTheme(THEME_PALETTES[resolved]);
    cache.set(resolved, theme);
  }
  return theme;
}
