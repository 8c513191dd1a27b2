import { parcelLifecycles } from '@sig/shared';

import { QuickPanel } from './QuickPanel';

// Eager root: a shell parcel mounted on every staff page. The drawer renders in a portal, so its host
// takes no room in the frame, and nothing shows while the panel is closed.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(QuickPanel), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;

export { readQuickSettings, type QuickSettings } from './quickSettings';
