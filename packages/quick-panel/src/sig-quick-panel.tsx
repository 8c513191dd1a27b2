import { lazyPanel, parcelLifecycles, usePanels } from '@sig/shared';

import './i18n';

// A shell parcel mounted on every staff page. The panel's code loads when the user reaches for it (its strings are
// registered now, so they are ready by then); the drawer renders in a portal and its host takes no room.
const QuickRoot = lazyPanel(
  'quick',
  () => usePanels((p) => p.open === 'quick'),
  () => import('./QuickPanel').then((m) => m.QuickPanel),
);

const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(QuickRoot), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;
export { readQuickSettings, type QuickSettings } from './quickSettings';
