import { parcelLifecycles } from '@sig/shared';

const lifecycles = parcelLifecycles({ loadRootComponent: () => import('./Navbar').then((m) => m.Navbar) });
export const { bootstrap, mount, unmount } = lifecycles;
