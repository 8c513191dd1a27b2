// The theme names of spec 3.1 and the few colours each is made from. Kept free of Fluent so the
// settings normalizer can check names without pulling in theme construction.

export const THEME_NAMES = [
  'default',
  'defaultDark',
  'legacy',
  'light1',
  'light2',
  'light3',
  'light4',
  'light5',
  'light6',
  'light7',
  'light8',
  'light9',
  'light10',
  'light11',
  'light12',
  'dark1',
  'dark2',
  'dark3',
  'dark4',
  'dark5',
  'dark6',
  'dark7',
  'dark8',
  'dark9',
  'dark10',
  'dark11',
  'dark12',
  'greyDark',
  'mainThemeDark',
  'mainThemeLight',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'default';

export const isThemeName = (v: unknown): v is ThemeName => typeof v === 'string' && (THEME_NAMES as readonly string[]).includes(v);

export interface ThemePalette {
  kind: 'light' | 'dark';
  /** The brand key colour; it becomes step 80 of the Fluent ramp. */
  primary: string;
  /** Page and navbar surface (Fluent colorNeutralBackground2). */
  background?: string;
  /** Cards, toolbar and footer surface (Fluent colorNeutralBackground1). */
  paper?: string;
}

const light = (primary: string, background: string): ThemePalette => ({ kind: 'light', primary, background, paper: '#ffffff' });
const dark = (primary: string, background: string, paper: string): ThemePalette => ({ kind: 'dark', primary, background, paper });

// Every primary keeps white button text at WCAG AA (>= 4.5:1) on the ramp steps Fluent puts under it,
// except legacy's classic #039be5, whose buttons get dark text instead (see fluentThemes). darkN is the
// dark companion of lightN: the same hue family, deeper surfaces.
export const THEME_PALETTES: Record<ThemeName, ThemePalette> = {
  // SIG's own blue (the public pages and the splash use it too).
  default: light('#0f6cbd', '#f5f6f8'),
  defaultDark: dark('#5b5bd6', '#111827', '#1e293b'),
  legacy: light('#039be5', '#f7f7f7'),
  light1: light('#0f766e', '#f0fdfa'),
  light2: light('#6d28d9', '#f5f3ff'),
  light3: light('#be185d', '#fdf2f8'),
  light4: light('#c2410c', '#fff7ed'),
  light5: light('#15803d', '#f0fdf4'),
  light6: light('#b91c1c', '#fef2f2'),
  light7: light('#1d4ed8', '#eff6ff'),
  light8: light('#a16207', '#fefce8'),
  light9: light('#0e7490', '#ecfeff'),
  light10: light('#a21caf', '#fdf4ff'),
  light11: light('#4d7c0f', '#f7fee7'),
  light12: light('#475569', '#f8fafc'),
  dark1: dark('#047857', '#0b1516', '#132224'),
  dark2: dark('#7c3aed', '#13111c', '#1e1b2e'),
  dark3: dark('#be123c', '#1a1016', '#2a1a24'),
  dark4: dark('#b45309', '#1a130d', '#2a1f16'),
  dark5: dark('#166534', '#0d1710', '#15251a'),
  dark6: dark('#dc2626', '#1a0f0f', '#2a1919'),
  dark7: dark('#2563eb', '#0d1422', '#172033'),
  dark8: dark('#9a6700', '#17150b', '#262314'),
  dark9: dark('#0369a1', '#0b1619', '#132429'),
  dark10: dark('#c026d3', '#180f1a', '#27192b'),
  dark11: dark('#3f6212', '#12160b', '#1f2514'),
  dark12: dark('#64748b', '#0f1115', '#1c1f26'),
  greyDark: dark('#616161', '#181818', '#262626'),
  mainThemeDark: dark('#0f6cbd', '#1b1f27', '#1b1f27'),
  mainThemeLight: { kind: 'light', primary: '#0f6cbd', background: '#ffffff', paper: '#ffffff' },
};

const LABEL_PREFIX: Record<string, string> = { light: 'Light', dark: 'Dark' };
const FIXED_LABELS: Partial<Record<ThemeName, string>> = {
  default: 'Default',
  defaultDark: 'Default dark',
  legacy: 'Legacy',
  greyDark: 'Grey dark',
  mainThemeDark: 'Main dark',
  mainThemeLight: 'Main light',
};

/** The name the settings panel shows, e.g. 'Light 3'. */
export function themeLabel(name: ThemeName): string {
  const fixed = FIXED_LABELS[name];
  if (fixed) return fixed;
  const m = /^(light|dark)(\d+)$/.exec(name);
  return m ? `${LABEL_PREFIX[m[1]]} ${m[2]}` : name;
}
