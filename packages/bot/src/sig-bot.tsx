import { parcelLifecycles } from '@sig/shared';

import { App } from './App';

// Loaded eagerly: the public chat is a citizen's first paint on a phone, a lazy root would add a round trip.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(App) });
export const { bootstrap, mount, unmount } = lifecycles;
