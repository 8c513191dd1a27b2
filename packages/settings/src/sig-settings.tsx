import { parcelLifecycles } from '@sig/shared';

import { SettingsPanel } from './SettingsPanel';

// Eager root (see sig-navbar.tsx). The drawer renders in a portal; its host takes no room in the frame.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(SettingsPanel), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;
