import { parcelLifecycles } from '@sig/shared';

import { App } from './App';

// Loaded eagerly: the parcel module is fetched only when an /act route is active, and a lazy root component
// would add one more round trip to a citizen's first paint.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(App) });
export const { bootstrap, mount, unmount } = lifecycles;
