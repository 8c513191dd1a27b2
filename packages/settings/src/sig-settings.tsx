import { lazyPanel, parcelLifecycles, useSettings } from '@sig/shared';

import './i18n';

// The panel's code loads when the user reaches for it (its strings are registered now, so they are ready by then).
// The drawer renders in a portal; its host takes no room in the frame.
const SettingsRoot = lazyPanel(
  'settings',
  () => useSettings((s) => s.panelOpen),
  () => import('./SettingsPanel').then((m) => m.SettingsPanel),
);

const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(SettingsRoot), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;
