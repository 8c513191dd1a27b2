import { changeLayout, mergeSettings, normalizeSettings } from './normalizeSettings';
import { DEFAULT_THEMES, defaultSettings, layoutDefaults } from './settingsDefaults';
import type { Settings } from './settingsTypes';

describe('layout defaults (spec 9 widths, Fuse-like config)', () => {
  it('gives layout1 a full-width 1570 px frame with the toolbar below', () => {
    expect(layoutDefaults('layout1')).toEqual({
      mode: 'fullwidth',
      containerWidth: 1570,
      navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
      toolbar: { display: true, style: 'fixed', position: 'below' },
      footer: { display: true, style: 'fixed' },
    });
  });

  it('gives layouts 2 and 3 a 1120 px container; only layout3 has the toolbar above', () => {
    for (const style of ['layout2', 'layout3'] as const) {
      expect(layoutDefaults(style)).toMatchObject({ mode: 'container', containerWidth: 1120 });
    }
    expect(layoutDefaults('layout2').toolbar.position).toBe('below');
    expect(layoutDefaults('layout3').toolbar.position).toBe('above');
  });

  it('hands out copies, so a caller cannot change the defaults', () => {
    layoutDefaults('layout1').navbar.position = 'right';
    expect(layoutDefaults('layout1').navbar.position).toBe('left');
  });
});

describe('normalizeSettings', () => {
  it.each([undefined, null, 42, 'not json', '[1,2]', [], true])('turns %p into the layout1 defaults', (raw) => {
    expect(normalizeSettings(raw)).toEqual(defaultSettings('layout1'));
  });

  it('uses the Fuse default themes and scrollbars on, ltr', () => {
    expect(normalizeSettings({})).toMatchObject({ customScrollbars: true, direction: 'ltr', theme: { main: 'default', navbar: 'mainThemeDark', toolbar: 'mainThemeLight', footer: 'mainThemeDark' } });
  });

  it('fills missing fields from the defaults of the layout the input chose', () => {
    const s = normalizeSettings({ layout: { style: 'layout3', config: { navbar: { folded: true } } } });
    expect(s.layout).toEqual({ style: 'layout3', config: { ...layoutDefaults('layout3'), navbar: { ...layoutDefaults('layout3').navbar, folded: true } } });
  });

  it('keeps every valid field it is given', () => {
    const full: Settings = {
      layout: {
        style: 'layout2',
        config: {
          mode: 'boxed',
          containerWidth: 1300,
          navbar: { display: false, style: 'style-3-dense', folded: true, position: 'right' },
          toolbar: { display: false, style: 'static', position: 'above' },
          footer: { display: false, style: 'static' },
        },
      },
      customScrollbars: false,
      direction: 'rtl',
      theme: { main: 'dark4', navbar: 'light12', toolbar: 'greyDark', footer: 'legacy' },
    };
    expect(normalizeSettings(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('replaces each invalid enum or boolean by its default', () => {
    const s = normalizeSettings({
      layout: {
        style: 'layout9',
        config: { mode: 'huge', navbar: { display: 'yes', style: 'style-4', folded: 1, position: 'top' }, toolbar: { style: 'sticky', position: 'middle' }, footer: { display: null, style: 3 } },
      },
      customScrollbars: 'false',
      direction: 'up',
    });
    expect(s).toEqual(defaultSettings('layout1'));
  });

  it('an unknown theme name becomes "default"; a missing area keeps its own default (spec 3.1)', () => {
    const s = normalizeSettings({ theme: { main: 'dark3', navbar: 'purpleRain', toolbar: 7 } });
    expect(s.theme).toEqual({ main: 'dark3', navbar: 'default', toolbar: 'default', footer: DEFAULT_THEMES.footer });
  });

  it.each([
    [100, 600],
    [599.4, 600],
    [1234.6, 1235],
    ['1400', 1400],
    [99999, 3840],
    [Infinity, 1570],
    [NaN, 1570],
    ['', 1570],
    ['wide', 1570],
  ])('clamps containerWidth %p to %p', (width, expected) => {
    expect(normalizeSettings({ layout: { config: { containerWidth: width } } }).layout.config.containerWidth).toBe(expected);
  });

  it('reads a stored JSON string', () => {
    expect(normalizeSettings(JSON.stringify({ customScrollbars: false })).customScrollbars).toBe(false);
  });

  it('ignores unknown fields instead of copying them', () => {
    const s = normalizeSettings({ fontScale: 1.2, layout: { extra: 1, config: { navbar: { width: 5 } } } });
    expect(s).toEqual(defaultSettings('layout1'));
  });
});

describe('changeLayout and mergeSettings', () => {
  const custom: Settings = { ...defaultSettings('layout1'), direction: 'rtl', customScrollbars: false, theme: { main: 'dark1', navbar: 'dark2', toolbar: 'dark3', footer: 'dark4' } };

  it('changeLayout resets the config to the new layout and keeps theme, direction and scrollbars', () => {
    const s = changeLayout({ ...custom, layout: { style: 'layout1', config: { ...custom.layout.config, containerWidth: 900 } } }, 'layout3');
    expect(s.layout).toEqual({ style: 'layout3', config: layoutDefaults('layout3') });
    expect(s).toMatchObject({ direction: 'rtl', customScrollbars: false, theme: custom.theme });
  });

  it('deep-merges a partial patch and leaves the other fields alone', () => {
    const s = mergeSettings(custom, { layout: { config: { navbar: { position: 'right' } } }, theme: { main: 'light5' } });
    expect(s.layout.config.navbar).toEqual({ ...custom.layout.config.navbar, position: 'right' });
    expect(s.theme).toEqual({ ...custom.theme, main: 'light5' });
  });

  it('a patch that switches layout starts from that layout, then applies its own config', () => {
    const s = mergeSettings(custom, { layout: { style: 'layout2', config: { mode: 'boxed' } } });
    expect(s.layout).toEqual({ style: 'layout2', config: { ...layoutDefaults('layout2'), mode: 'boxed' } });
  });

  it('normalizes what the patch brings and survives a __proto__ key', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "layout": {"config": {"containerWidth": 10}}, "theme": {"footer": "nope"}}');
    const s = mergeSettings(custom, patch);
    expect(s.layout.config.containerWidth).toBe(600);
    expect(s.theme.footer).toBe('default');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
