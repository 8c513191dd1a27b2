import { parcelLifecycles } from '@sig/shared';

import { App } from './App';

// The root is in the first chunk; each half (public, staff) is a lazy chunk of its own (App.tsx).
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(App), area: 'main' });
export const { bootstrap, mount, unmount } = lifecycles;
