import { parcelLifecycles } from '@sig/shared';

import { Toolbar } from './Toolbar';

// Loaded eagerly: the parcel module is fetched only when its route is active, and a lazy root
// component would add one more round trip to the first paint. `area: 'toolbar'` renders it in the
// toolbar's own theme (settings theme.toolbar).
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(Toolbar), area: 'toolbar' });
export const { bootstrap, mount, unmount } = lifecycles;
