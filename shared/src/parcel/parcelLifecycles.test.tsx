import { act, render, screen } from '@testing-library/react';

import { settingsStore, updateSettings } from '../settings/settingsStore';
import { fluentTheme } from '../theme/fluentThemes';
import { ParcelFrame } from './parcelLifecycles';

beforeEach(() => {
  localStorage.clear();
  settingsStore.reset();
});

/** The CSS custom properties FluentProvider declared for the provider around `el` (its own style element). */
function providerVars(el: HTMLElement): Record<string, string> {
  const provider = el.closest('.fui-FluentProvider');
  for (const cls of provider?.classList ?? []) {
    const style = document.getElementById(cls);
    if (!(style instanceof HTMLStyleElement) || !style.sheet) continue;
    const css = [...style.sheet.cssRules].map((r) => r.cssText).join('\n');
    return Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*([^;}]+)/g)].map((m) => [m[1], m[2].trim()]));
  }
  return {};
}

describe('ParcelFrame', () => {
  it('renders with the main theme by default and the area theme when asked', () => {
    updateSettings({ theme: { main: 'light5', navbar: 'dark1' } });
    render(
      <>
        <ParcelFrame>
          <span>main</span>
        </ParcelFrame>
        <ParcelFrame area="navbar">
          <span>navbar</span>
        </ParcelFrame>
      </>,
    );
    expect(providerVars(screen.getByText('main'))['--colorNeutralBackground2']).toBe(fluentTheme('light5').colorNeutralBackground2);
    expect(providerVars(screen.getByText('navbar'))['--colorNeutralBackground2']).toBe(fluentTheme('dark1').colorNeutralBackground2);
    expect(providerVars(screen.getByText('navbar'))['--colorBrandBackground']).toBe(fluentTheme('dark1').colorBrandBackground);
  });

  it('follows a theme change in the settings', () => {
    render(
      <ParcelFrame area="footer">
        <span>footer</span>
      </ParcelFrame>,
    );
    act(() => updateSettings({ theme: { footer: 'light11' } }));
    expect(providerVars(screen.getByText('footer'))['--colorNeutralBackground2']).toBe(fluentTheme('light11').colorNeutralBackground2);
  });
});
