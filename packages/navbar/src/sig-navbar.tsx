import { parcelLifecycles } from '@sig/shared';

import { Navbar } from './Navbar';

// Loaded eagerly: the parcel module is fetched only when its route is active, and a lazy root
// component would add one more round trip to the first paint. `area: 'navbar'` puts it in the navbar theme.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(Navbar), area: 'navbar' });
export const { bootstrap, mount, unmount } = lifecycles;
