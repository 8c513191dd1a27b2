import { parcelLifecycles } from '@sig/shared';

const lifecycles = parcelLifecycles({ loadRootComponent: () => import('./Toolbar').then((m) => m.Toolbar) });
export const { bootstrap, mount, unmount } = lifecycles;
