import type { Theme } from '@fluentui/react-components';

import { settingsStore } from '../settings/settingsStore';
import type { Settings, ThemeArea } from '../settings/settingsTypes';
import { createStore, useStore } from '../store/createStore';
import { fluentTheme } from './fluentThemes';

export type { ThemeArea };

/** The main area's Fluent theme for code outside React; it follows the settings, never set it directly. */
export const themeStore = createStore<{ theme: Theme }>(() => ({ theme: fluentTheme(settingsStore.getState().settings.theme.main) }));
settingsStore.subscribe(({ settings }) => {
  const theme = fluentTheme(settings.theme.main);
  if (theme !== themeStore.getState().theme) themeStore.setState({ theme });
});

/** The Fluent theme of one shell area (spec 3.1 theme.main/navbar/toolbar/footer). */
export const usePortalTheme = (area: ThemeArea = 'main'): Theme => useStore(settingsStore, (s) => fluentTheme(s.settings.theme[area]));

// Where each area paints its own surface: the page and the navbar sit on the palette's background,
// the toolbar and footer on its paper (as Fuse does).
const SURFACE: Record<ThemeArea, 'colorNeutralBackground1' | 'colorNeutralBackground2'> = {
  main: 'colorNeutralBackground2',
  navbar: 'colorNeutralBackground2',
  toolbar: 'colorNeutralBackground1',
  footer: 'colorNeutralBackground1',
};

/** CSS custom properties for root-config's frame, which is not rendered by React. */
export function frameThemeVars(settings: Settings): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const area of Object.keys(SURFACE) as ThemeArea[]) {
    const theme = fluentTheme(settings.theme[area]);
    vars[`--sig-${area}-bg`] = theme[SURFACE[area]];
    vars[`--sig-${area}-fg`] = theme.colorNeutralForeground1;
  }
  // root-config's own panels (no access, parcel failed) are cards on the main area.
  const main = fluentTheme(settings.theme.main);
  vars['--sig-main-paper'] = main.colorNeutralBackground1;
  vars['--sig-main-paper-hover'] = main.colorNeutralBackground1Hover;
  vars['--sig-main-fg2'] = main.colorNeutralForeground2;
  vars['--sig-main-stroke'] = main.colorNeutralStroke1;
  vars['--sig-brand-hover'] = main.colorBrandBackgroundHover;
  vars['--sig-on-brand'] = main.colorNeutralForegroundOnBrand;
  vars['--sig-brand'] = fluentTheme(settings.theme.main).colorBrandBackground;
  vars['--sig-container-width'] = `${settings.layout.config.containerWidth}px`;
  return vars;
}

/** The data-* attributes root-config sets on the frame element; CSS selects the layout with them. */
export function frameAttributes(settings: Settings): Record<string, string> {
  const { style, config } = settings.layout;
  const { navbar, toolbar, footer } = config;
  return {
    'data-layout-style': style,
    'data-mode': config.mode,
    'data-navbar-style': navbar.style,
    'data-navbar-position': navbar.position,
    'data-navbar-display': String(navbar.display),
    'data-navbar-folded': String(navbar.folded),
    'data-toolbar-style': toolbar.style,
    'data-toolbar-position': toolbar.position,
    'data-toolbar-display': String(toolbar.display),
    'data-footer-style': footer.style,
    'data-footer-display': String(footer.display),
    'data-custom-scrollbars': String(settings.customScrollbars),
  };
}
