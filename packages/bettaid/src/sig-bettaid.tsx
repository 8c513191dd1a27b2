import { parcelLifecycles } from '@sig/shared';

import { App } from './App';

// Eager root: the parcel module is fetched only when one of its routes is active.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(App), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;
