import { parcelLifecycles } from '@sig/shared';

import { NotificationPanel } from './NotificationPanel';

// Eager root: the panel listens for live notifications on every staff page; its drawer renders in a portal
// and its host takes no room in the frame.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(NotificationPanel), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;
