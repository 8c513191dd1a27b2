import { webDarkTheme, webLightTheme } from '@fluentui/react-components';

import { contrastRatio } from './colorMath';
import { fluentTheme, themeKind } from './fluentThemes';
import { THEME_NAMES, THEME_PALETTES, isThemeName, themeLabel } from './themeCatalog';

describe('theme catalog (spec 3.1)', () => {
  it('lists exactly the spec names: default, defaultDark, legacy, light1-12, dark1-12, greyDark, mainThemeDark, mainThemeLight', () => {
    const expected = ['default', 'defaultDark', 'legacy', ...Array.from({ length: 12 }, (_, i) => `light${i + 1}`), ...Array.from({ length: 12 }, (_, i) => `dark${i + 1}`), 'greyDark', 'mainThemeDark', 'mainThemeLight'];
    expect([...THEME_NAMES].sort()).toEqual(expected.sort());
    expect(Object.keys(THEME_PALETTES).sort()).toEqual(expected.sort());
  });

  it('gives lightN light palettes and darkN dark ones, each with its own primary', () => {
    for (let i = 1; i <= 12; i++) {
      expect(THEME_PALETTES[`light${i}` as 'light1'].kind).toBe('light');
      expect(THEME_PALETTES[`dark${i}` as 'dark1'].kind).toBe('dark');
    }
    const lights = THEME_NAMES.filter((n) => /^light\d/.test(n)).map((n) => THEME_PALETTES[n].primary);
    const darks = THEME_NAMES.filter((n) => /^dark\d/.test(n)).map((n) => THEME_PALETTES[n].primary);
    expect(new Set(lights).size).toBe(12);
    expect(new Set(darks).size).toBe(12);
  });

  it('labels themes for the settings panel', () => {
    expect(themeLabel('light3')).toBe('Light 3');
    expect(themeLabel('dark12')).toBe('Dark 12');
    expect(themeLabel('greyDark')).toBe('Grey dark');
    expect(new Set(THEME_NAMES.map(themeLabel)).size).toBe(THEME_NAMES.length);
  });

  it('recognizes names', () => {
    expect(isThemeName('light7')).toBe(true);
    expect(isThemeName('light13')).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
  });
});

describe.each(THEME_NAMES)('fluentTheme(%s)', (name) => {
  const theme = fluentTheme(name);
  const palette = THEME_PALETTES[name];

  it('is a complete Fluent theme built on the palette primary', () => {
    expect(Object.keys(theme).sort()).toEqual(Object.keys(webLightTheme).sort());
    const brandTokens = palette.kind === 'light' ? theme.colorBrandBackground : theme.colorBrandBackgroundHover;
    expect(brandTokens).toBe(palette.primary);
  });

  it('uses the palette surfaces and the right kind', () => {
    expect(themeKind(name)).toBe(palette.kind);
    if (palette.paper) expect(theme.colorNeutralBackground1).toBe(palette.paper);
    if (palette.background) expect(theme.colorNeutralBackground2).toBe(palette.background);
    const base = palette.kind === 'dark' ? webDarkTheme : webLightTheme;
    expect(theme.colorNeutralForeground1).toBe(base.colorNeutralForeground1);
  });

  it('keeps text readable on its own surfaces and on brand buttons', () => {
    for (const bg of [theme.colorNeutralBackground1, theme.colorNeutralBackground2]) {
      expect(contrastRatio(theme.colorNeutralForeground1, bg)).toBeGreaterThanOrEqual(7);
      for (const fg of [theme.colorNeutralForeground2, theme.colorNeutralForeground3, theme.colorBrandForeground1, theme.colorBrandForegroundLink]) {
        expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastRatio(theme.colorNeutralForegroundOnBrand, theme.colorBrandBackground)).toBeGreaterThanOrEqual(4.5);
  });

  it('is memoized', () => {
    expect(fluentTheme(name)).toBe(theme);
  });
});

describe('fluentTheme fallbacks', () => {
  it.each(['', 'nope', 'Light1', 'light13', '__proto__'])('unknown name %p is the default theme', (name) => {
    expect(fluentTheme(name)).toBe(fluentTheme('default'));
    expect(themeKind(name)).toBe('light');
  });

  it('dark palettes give dark surfaces and light ones light surfaces', () => {
    expect(contrastRatio(fluentTheme('dark5').colorNeutralBackground1, '#000000')).toBeLessThan(3);
    expect(contrastRatio(fluentTheme('light5').colorNeutralBackground1, '#ffffff')).toBeLessThan(1.2);
  });

  it('a brand too light for white text gets dark text on its buttons', () => {
    // legacy's #039be5 has 3.1:1 against white.
    expect(fluentTheme('legacy').colorNeutralForegroundOnBrand).not.toBe('#ffffff');
    expect(fluentTheme('default').colorNeutralForegroundOnBrand).toBe('#ffffff');
  });
});
