import { parcelLifecycles } from '@sig/shared';

const lifecycles = parcelLifecycles({ loadRootComponent: () => import('./App').then((m) => m.App) });
export const { bootstrap, mount, unmount } = lifecycles;
